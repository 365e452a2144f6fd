import { describe, expect, it } from 'vitest';
import {
  isAffiliatePath,
  pageCacheKey,
  requestKind,
  type RequestFacts,
} from '../../../src/sw/routes';

const SITE = 'http://127.0.0.1:3000';

function facts(overrides: Partial<RequestFacts> & { token?: boolean } = {}): RequestFacts {
  const { token = false, ...rest } = overrides;
  return {
    method: 'GET',
    mode: 'no-cors',
    destination: '',
    headers: { has: (name: string) => token && name === 'x-authorization' },
    ...rest,
  };
}

describe('requestKind', () => {
  it.each([
    ['a navigation to a page', `${SITE}/yantra-royal`, facts({ mode: 'navigate' }), 'pages'],
    ['the home page', `${SITE}/`, facts({ mode: 'navigate' }), 'pages'],
    ['a page under a locale directory', `${SITE}/de/yantra-royal`, facts(), 'pages'],
    ['a page asked for by URL (CACHE_URLS)', `${SITE}/yantra-royal?refId=x`, facts(), 'pages'],
    [
      'a db.json',
      `${SITE}/storage/bg/db-files-v5.20.0-bg/bg-BG/yantra-royal/db.json`,
      facts({ mode: 'cors' }),
      'data',
    ],
    [
      'a db.json on the storage host',
      'https://storage.kazino-bg.example/bg/db-files-v5.20.0-bg/bg-DE/home/db.json',
      facts({ mode: 'cors' }),
      'data',
    ],
    ['a hashed script', `${SITE}/assets/chunks/chunk-CHApqpJv.js`, facts(), 'assets'],
    ['a stylesheet', `${SITE}/assets/static/styles.DLDnNIbv.css`, facts(), 'assets'],
    ['an image of the site', `${SITE}/logo.png`, facts({ destination: 'image' }), 'images'],
    [
      'an image of the media host',
      'http://127.0.0.1:4000/media/casinos/yantra-royal.svg',
      facts({ destination: 'image' }),
      'images',
    ],
  ] as const)('%s → %s', (_name, url, request, kind) => {
    expect(requestKind(new URL(url), request, SITE)).toBe(kind);
  });

  it.each([
    ['an affiliate redirect', `${SITE}/go/yantra-royal`, facts({ mode: 'navigate' })],
    ['the /go shell', `${SITE}/go`, facts({ mode: 'navigate' })],
    ['an affiliate redirect under a locale', `${SITE}/de/go/yantra-royal`, facts()],
    ['a page read with the identity token', `${SITE}/yantra-royal`, facts({ token: true })],
    [
      'a db.json read with the identity token',
      `${SITE}/storage/bg/db-files-v5.20.0-bg/bg-BG/home/db.json`,
      facts({ token: true }),
    ],
    ['an image read with the identity token', `${SITE}/logo.png`, facts({ token: true })],
    ['a POST', `${SITE}/yantra-royal`, facts({ method: 'POST' })],
    ['an API call', 'http://127.0.0.1:4000/yantra-royal', facts({ mode: 'cors' })],
    ['another origin’s script', 'http://cdn.example/assets/x.js', facts()],
    ['the web app manifest', `${SITE}/manifest.webmanifest`, facts()],
    ['the worker itself', `${SITE}/sw.js`, facts()],
    ['a sitemap', `${SITE}/sitemap.xml`, facts()],
    ['a deeper path', `${SITE}/a/b/c`, facts()],
    ['a storage file that is not a db.json', `${SITE}/storage/bg/live.json`, facts()],
  ] as const)('%s is left to the network', (_name, url, request) => {
    expect(requestKind(new URL(url), request, SITE)).toBeNull();
  });
});

describe('isAffiliatePath', () => {
  it.each([
    ['/go', true],
    ['/go/', true],
    ['/go/yantra_royal-1', true],
    ['/de/go/x', true],
    ['/gonzo', false],
    ['/good-casinos', false],
    ['/de/gopher', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isAffiliatePath(path)).toBe(expected);
  });
});

describe('pageCacheKey', () => {
  it('drops the query, which may carry one-time tokens', () => {
    expect(pageCacheKey(`${SITE}/about-us?emailVerifyToken=secret#top`)).toBe(`${SITE}/about-us`);
  });
});
