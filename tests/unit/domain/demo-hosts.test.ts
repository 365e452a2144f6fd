import { describe, expect, it } from 'vitest';
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
