/**
 * The local CDN over HTTP: a real prerender of the seeded content API, served by
 * createCdnServer on a free port (site.ts). Checks the answers a CDN must give, not the page
 * contents (the content-pages tests own those).
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLive } from '../../../prerender/read/live';
import { readDemoHosts, writeSiteHeaders } from '../../../prerender/publish/headers-file';
import { HEADERS_FILE, parseHeadersFile } from '../../../src/domain/rules/headers-file';
import { FIREBASE_AUTH_ORIGINS } from '../../../src/config/csp';
import { parseEnv } from '../../../src/config/env';
import { rawGet as rawRequest, publishSiteForFile } from './site';

const published = publishSiteForFile();
let api: { url: string };
let out: string;
let site: string;
let builtFor: string;
let htmlRoot: string;
let dbRoot: string;
beforeAll(() => {
  ({ api, out, site, builtFor, htmlRoot, dbRoot } = published);
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site}${path}`, { headers, redirect: 'manual' });
const rawGet = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(site, path, headers, method);
describe('the local CDN', () => {
  it('serves each locale at its directory with revalidation and ETag', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toMatch(/max-age=0|no-cache/);
    expect(await home.text()).toBe(readFileSync(join(htmlRoot, 'bg-BG/home/index.html'), 'utf8'));
    const etag = home.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);

    const de = await get('/de');
    expect(de.status).toBe(200);
    expect(await de.text()).toBe(readFileSync(join(htmlRoot, 'bg-DE/home/index.html'), 'utf8'));
    const deAbout = await get('/de/about-us');
    expect(await deAbout.text()).toBe(
      readFileSync(join(htmlRoot, 'bg-DE/about-us/index.html'), 'utf8'),
    );
    expect(await (await get('/about-us')).text()).toBe(
      readFileSync(join(htmlRoot, 'bg-BG/about-us/index.html'), 'utf8'),
    );
  });

  it('answers unknown paths with the not-found page and 404, and refuses traversal', async () => {
    const missing = await get('/no-such-page-here');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(
      readFileSync(join(htmlRoot, 'bg-BG/not-found/index.html'), 'utf8'),
    );
    expect((await get('/de/a/b/c')).status).toBe(404);
    expect((await get('/storage/..%2f..%2fpackage.json')).status).toBe(400);
    expect((await get('/about-us/')).status).toBe(301);
  });

  it('serves db.json under /storage and hashed assets as immutable', async () => {
    const live = await readLive(out);
    const db = await get(`/storage/bg/${live?.dbFolder}/bg-DE/about-us/db.json`);
    expect(db.status).toBe(200);
    expect(db.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(db.headers.get('cache-control')).toMatch(/max-age=0|no-cache/);
    expect(await db.json()).toEqual(
      JSON.parse(readFileSync(join(dbRoot, 'bg-DE/about-us/db.json'), 'utf8')),
    );

    const html = await (await get('/')).text();
    const asset = /(\/assets\/[^"']+\.(?:js|css))/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const answer = await get(asset ?? '/assets/none');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/not-a-file.js')).status).toBe(404);
  });

  it('compresses with brotli or gzip as the client asks', async () => {
    const plain = readFileSync(join(htmlRoot, 'bg-BG/home/index.html'), 'utf8');
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(plain);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(plain);
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('serves the SPA shell for /go/* and each account screen its own document (product §2)', async () => {
    const shell = readFileSync(join(htmlRoot, 'bg-BG/__spa/index.html'), 'utf8');
    const goAnswer = await get('/go/x');
    expect(goAnswer.status).toBe(200);
    expect(await goAnswer.text()).toBe(shell);
    for (const screen of ['login', 'registration', 'forgotten-password']) {
      const answer = await get(`/${screen}`);
      expect(answer.status, screen).toBe(200);
      const own = readFileSync(join(htmlRoot, `bg-BG/__spa/${screen}/index.html`), 'utf8');
      expect(await answer.text(), screen).toBe(own);
    }
    const deShell = await get('/de/go/x');
    expect(deShell.status).toBe(200);
    expect(await deShell.text()).toBe(
      readFileSync(join(htmlRoot, 'bg-DE/__spa/index.html'), 'utf8'),
    );
  });
});

describe('the local CDN stays on the site and inside its output (product §9 security)', () => {
  it.each([
    '/%2F%2Fevil.com/',
    '//evil.com/',
    '/%2Fevil.com/',
    '/%5C%5Cevil.com/',
    '/%5Cevil.com%5C',
    '/\\\\evil.com/',
    '/%09/evil.com/',
    '/%0A/evil.com/',
    '/%D0%BA%D0%B0%D0%B7%D0%B8%D0%BD%D0%BE/',
  ])('a trailing-slash redirect of %s stays a path on this site', async (path) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(301);
    const location = answer.location ?? '';
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, 'http://site.test').origin).toBe('http://site.test');
  });

  // product §2 Query parameters: /go/ pages read bonusId, locale and row from the query.
  it.each([
    ['/go/yantra-royal/?bonusId=9&row=true', '/go/yantra-royal?bonusId=9&row=true'],
    ['/de/go/yantra-royal/?bonusId=9&locale=bg-DE', '/de/go/yantra-royal?bonusId=9&locale=bg-DE'],
    ['/about-us/?refId=abc', '/about-us?refId=abc'],
    ['/about-us/?', '/about-us'],
    ['/about-us//?q=%D0%B0+b', '/about-us?q=%D0%B0+b'],
    ['//evil.com/?next=//evil.com', '/evil.com?next=//evil.com'],
  ])('a redirect of %s keeps its query: %s', async (path, target) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(target);
    expect(new URL(answer.location ?? '', 'http://site.test').origin).toBe('http://site.test');
  });

  // RFC 3986 §2.2: %2F is data, not a separator, and no page has a slash in its slug.
  it.each([
    ['/de%2Fabout-us', 'bg-BG'],
    ['/de%2fsitemap.xml', 'bg-BG'],
    ['/de/go%2Fyantra-royal', 'bg-DE'],
  ])('%s is the not-found page of %s with 404, never a page', async (path, locale) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(404);
    const notFound = readFileSync(join(htmlRoot, `${locale}/not-found/index.html`), 'utf8');
    expect(answer.body.toString()).toBe(notFound);
    expect((await rawGet(`${path}/`)).location).toBe(path.replace('%2f', '%2F'));
  });

  it.each([
    '/storage/bg/live.json',
    '/storage/.builds/x/manifest-bg-BG.json',
    '/storage/.trash/x',
    '/storage/bg/db-files-v5.20.0-bg/bg-BG/home/index.html',
    '/storage/bg/prerender-v5.20.12-bg/bg-BG/home/index.html',
    '/storage/%2e%2e/package.json',
    '/storage/%252e%252e/package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%5C..%5Cetc%5Cpasswd',
    '/assets/..%2F..%2Fpackage.json',
    '/%c0%ae%c0%ae/etc/passwd',
    '/home%00.html',
    '/.builds/',
  ])('%s is not served', async (path) => {
    const answer = await rawGet(path);
    expect([400, 404]).toContain(answer.status);
  });

  it('serves a db.json under /storage, with the security headers', async () => {
    const live = await readLive(out);
    const answer = await get(`/storage/bg/${live?.dbFolder ?? ''}/bg-BG/home/db.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('a link that leaves the output root is not followed', async () => {
    const live = await readLive(out);
    const target = join(out, 'bg', live?.dbFolder ?? '', 'bg-BG', 'leak');
    mkdirSync(target);
    symlinkSync('/etc/hostname', join(target, 'db.json'));
    const answer = await get(`/storage/bg/${live?.dbFolder ?? ''}/bg-BG/leak/db.json`);
    expect(answer.status).toBe(404);
  });

  it('an unreadable live.json keeps the last good record serving', async () => {
    expect((await get('/')).status).toBe(200);
    const path = join(out, 'bg', 'live.json');
    const good = readFileSync(path, 'utf8');
    writeFileSync(path, '{ broken');
    try {
      expect((await get('/')).status).toBe(200);
    } finally {
      writeFileSync(path, good);
    }
  });
});

describe('the published security headers (product §9 content security policy)', () => {
  const policyOf = (answer: Response) => answer.headers.get('content-security-policy') ?? '';
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';

  it('the prerender writes _headers and the CDN sends its policy with every answer', async () => {
    const file = parseHeadersFile(readFileSync(join(out, HEADERS_FILE), 'utf8'));
    const policy = file['Content-Security-Policy'] ?? '';
    expect(policy).not.toBe('');
    for (const path of ['/', '/about-us', '/no-such-page', '/home/', '/%2e%2e/x', '/go/x']) {
      expect(policyOf(await get(path)), path).toBe(policy);
    }
    expect(directive(policy, 'report-uri')).toBe(`report-uri ${api.url}/csp-reports`);
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')*$/);
    expect(directive(policy, 'connect-src')).toContain(new URL(api.url).origin);
    expect(directive(policy, 'connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(policy).toContain("frame-ancestors 'none'");
    // The local stage is http: no HSTS.
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
  });

  // product §9: CDN, storage and cms API base paths differ per stage.
  it('names only the hosts of the configured stage: the site, the API and the services', async () => {
    const { hosts } = (await (await fetch(`${api.url}/providers/demo`)).json()) as {
      hosts: string[];
    };
    const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const allowed = new Set([
      new URL(builtFor).origin,
      new URL(api.url).origin,
      ...FIREBASE_AUTH_ORIGINS,
      ...hosts.map((h) => `https://${h}`),
      ...(emulator ? [`http://${emulator}`] : []),
    ]);
    const policy = policyOf(await get('/'));
    const named = (policy.match(/\bhttps?:\/\/[^\s;]+/g) ?? []).map((u) => new URL(u).origin);
    expect(named.length).toBeGreaterThan(0);
    for (const origin of named) expect([...allowed], policy).toContain(origin);
  });

  it('frame-src names exactly the demo hosts of GET /providers/demo', async () => {
    const { hosts } = (await (await fetch(`${api.url}/providers/demo`)).json()) as {
      hosts: string[];
    };
    expect(hosts.length).toBeGreaterThan(0);
    const frames = directive(policyOf(await get('/')), 'frame-src')
      .split(' ')
      .slice(1);
    expect(new Set(frames)).toEqual(new Set(hosts.map((h) => `https://${h}`)));
  });

  it('an https stage publishes HSTS, and the CDN sends it as soon as the file changes', async () => {
    const path = join(out, HEADERS_FILE);
    const local = readFileSync(path, 'utf8');
    const live = await readLive(out);
    if (!live) throw new Error('nothing published');
    const production = parseEnv({
      STAGE: 'production',
      FIREBASE_PROJECT_ID: 'kazino-bg',
      EVENT_REPORT_USER: 'u',
      EVENT_REPORT_PASSWORD: 'p',
      SITEMANAGER_USER: 'u',
      SITEMANAGER_PASSWORD: 'p',
    });
    try {
      const demoHosts = await readDemoHosts(
        { baseUrl: api.url, backoffBaseMs: 1 },
        live.rootLocale,
      );
      const headers = await writeSiteHeaders(out, live, production, demoHosts);
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expect(readFileSync(path, 'utf8')).toContain('Strict-Transport-Security: max-age=');
      const answer = await get('/');
      expect(answer.headers.get('strict-transport-security')).toBe(
        headers['Strict-Transport-Security'],
      );
      expect(policyOf(answer)).toContain('upgrade-insecure-requests');
      expect(policyOf(answer)).toContain(
        'report-uri https://cms.kazino-bg.example/api/csp-reports',
      );
    } finally {
      writeFileSync(path, local);
    }
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
  });
});
