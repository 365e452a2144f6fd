import { describe, expect, it } from 'vitest';
import { ImageSrc } from '../../../src/domain/entities';
import {
  demoFrameSources,
  demoHosts,
  isAllowedDemoUrl,
} from '../../../src/domain/rules/demo-hosts';

const hosts = demoHosts([
  { hasDemo: true, website: 'https://www.Studio.example' },
  { hasDemo: true, website: 'http://plain.example' },
  { hasDemo: false, website: 'https://nodemo.example' },
  { hasDemo: true, website: 'https://user:pw@creds.example' },
  { hasDemo: true, website: 'not a url' },
]);

describe('demo hosts (SPEC §7 /providers/demo)', () => {
  it('keeps https providers with a demo, www dropped', () => {
    expect(hosts).toEqual([{ host: 'studio.example', subdomains: true }]);
    expect(demoFrameSources(hosts)).toEqual(['https://studio.example', 'https://*.studio.example']);
  });

  it.each([
    ['https://demo.studio.example/play/x', true],
    ['https://studio.example/', true],
    ['http://demo.studio.example/play/x', false],
    ['https://studio.example.evil.example/', false],
    ['https://evilstudio.example/', false],
    ['javascript:alert(1)//studio.example', false],
    ['https://user@demo.studio.example/', false],
    ['//demo.studio.example/', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isAllowedDemoUrl(url, hosts)).toBe(allowed);
  });
});

describe('image sources (SPEC §9 security: validated image URLs)', () => {
  it.each([
    ['https://cdn.example/a.png', true],
    ['http://127.0.0.1:4000/media/x.svg', true],
    ['/logo.png', true],
    ['javascript:__xss(1)', false],
    [' javascript:__xss(1)', false],
    ['data:image/svg+xml,<svg onload=__xss(1)>', false],
    ['//evil.example/a.png', false],
    ['/\\evil.example/a.png', false],
    ['https:/\\evil.example', false],
    ['vbscript:x', false],
  ])('%s accepted: %s', (src, ok) => {
    expect(ImageSrc.safeParse(src).success).toBe(ok);
  });
});
