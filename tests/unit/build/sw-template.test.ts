import { describe, expect, it } from 'vitest';
import { fillWorker, precacheEntries, SW_PLACEHOLDERS } from '../../../build/sw-template';

const bundle = `(()=>{const o="${SW_PLACEHOLDERS.offlinePages}",v=\`w-${SW_PLACEHOLDERS.version}\`;precache(self.__WB_MANIFEST)})();`;

describe('the released service worker (build/sw-template.ts)', () => {
  it('fills the offline pages, the version and the precache list', () => {
    const worker = fillWorker(bundle, {
      offlinePages: ':/assets/offline-abc.html+de:/assets/offline-def.html',
      version: 'v5.20.12-bg+0123456789ab',
      files: [
        { path: 'assets/offline-abc.html', content: '<html>' },
        { path: 'manifest.webmanifest', content: '{}' },
      ],
    });
    expect(worker).toBe(
      '(()=>{const o=":/assets/offline-abc.html+de:/assets/offline-def.html",v=`w-v5.20.12-bg+0123456789ab`;precache(' +
        '[{"url":"/assets/offline-abc.html","revision":null},' +
        '{"url":"/manifest.webmanifest","revision":"99914b932bd37a50b983c5e7c90ae93b"}])})();',
    );
  });

  it('gives a hashed asset no revision and a root file the md5 of its content', () => {
    expect(
      precacheEntries([
        { path: 'assets/a-1f2e.js', content: 'x' },
        { path: 'icon-192.png', content: Buffer.from([1, 2, 3]) },
      ]),
    ).toEqual([
      { url: '/assets/a-1f2e.js', revision: null },
      { url: '/icon-192.png', revision: '5289df737df57326fcdd22597afb1fac' },
    ]);
  });

  it.each([
    ['a value that would break out of its string', { offlinePages: '/a"b', version: 'v1' }],
    ['a version with a template hole', { offlinePages: '/a', version: '${x}' }],
  ])('refuses %s', (_name, values) => {
    expect(() => fillWorker(bundle, { ...values, files: [] })).toThrow(/cannot stand/);
  });

  it('refuses a bundle without exactly one precache list', () => {
    expect(() =>
      fillWorker('self.__WB_MANIFEST;self.__WB_MANIFEST', {
        offlinePages: '/a',
        version: 'v',
        files: [],
      }),
    ).toThrow(/2 times, not once/);
  });
});
