import { describe, expect, it } from 'vitest';
import { DEMO_SANDBOX, demoFrameDecision } from '../../../src/domain/rules/demo';

const HOSTS = ['demo.vitosha-labs.example.com', 'Demo.Rila-Games.example.com'];

describe('demoFrameDecision (SPEC §2 demo)', () => {
  it.each([
    ['https://demo.vitosha-labs.example.com/play/golden-fruits', HOSTS],
    ['https://demo.rila-games.example.com/play/x?lang=bg', HOSTS],
    ['https://DEMO.VITOSHA-LABS.EXAMPLE.COM./play/x', HOSTS],
  ])('frames %s, sandboxed', (url, hosts) => {
    const decision = demoFrameDecision(url, hosts);
    expect(decision.kind).toBe('frame');
    if (decision.kind === 'frame') {
      expect(decision.sandbox).toBe(DEMO_SANDBOX);
      expect(decision.src.startsWith('https://')).toBe(true);
    }
  });

  it.each([
    ['http://demo.vitosha-labs.example.com/play/x', 'not-https'],
    ['javascript:alert(1)', 'not-https'],
    ['data:text/html,<script>alert(1)</script>', 'not-https'],
    ['https://evil.example.net/play/x', 'not-listed'],
    ['https://sub.demo.vitosha-labs.example.com/play/x', 'not-listed'],
    ['https://demo.vitosha-labs.example.com.evil.net/play/x', 'not-listed'],
    ['https://user:pw@demo.vitosha-labs.example.com/play/x', 'invalid'],
    ['https://demo.vitosha-labs.example.com:8443/play/x', 'invalid'],
    ['/play/x', 'invalid'],
    ['', 'invalid'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(demoFrameDecision(url, HOSTS)).toEqual({ kind: 'refused', reason });
  });

  it('refuses everything when the allowlist is empty', () => {
    expect(demoFrameDecision('https://demo.vitosha-labs.example.com/x', [])).toEqual({
      kind: 'refused',
      reason: 'not-listed',
    });
  });
});
