import { describe, expect, it } from 'vitest';
import { DEMO_SANDBOX, demoFallsBack, demoFrameDecision } from '../../../src/domain/rules/demo';

const HOSTS = ['demo.vitosha-labs.example.com', 'Demo.Rila-Games.example.com'];

describe('demoFrameDecision (product §2 demo)', () => {
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

describe('demoFallsBack (product §9 demo fallback)', () => {
  it.each([
    // The error page of an unreachable provider fires the load event too.
    [{ loaded: true, reach: 'unreachable', timedOut: false }, true],
    [{ loaded: false, reach: 'unreachable', timedOut: false }, true],
    // Slow: nothing loaded when the timeout ran out, whatever the probe says.
    [{ loaded: false, reach: 'reachable', timedOut: true }, true],
    [{ loaded: false, reach: 'unknown', timedOut: true }, true],
    // Still within the timeout: the frame keeps its chance.
    [{ loaded: false, reach: 'unknown', timedOut: false }, false],
    [{ loaded: false, reach: 'reachable', timedOut: false }, false],
    // Loaded from a provider that answered: the game stays.
    [{ loaded: true, reach: 'reachable', timedOut: true }, false],
    [{ loaded: true, reach: 'unknown', timedOut: true }, false],
  ] as const)('%o → %s', (load, expected) => {
    expect(demoFallsBack(load)).toBe(expected);
  });
});
