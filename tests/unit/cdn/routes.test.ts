/**
 * The CDN's route tables over a small hand-made published tree: which route answers which path,
 * in which order, before and after a publish. The real prerendered site is the integration
 * tests' (tests/integration/cdn).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_ROUTES } from '../../../cdn/locale-routes';
import { createCdnServer } from '../../../cdn/serve';
import { SITE_ROUTES } from '../../../cdn/site-routes';
import { liveRecordPath, type LiveRecord } from '../../../src/domain/entities/published-tree';

const record: LiveRecord = {
  lang: 'bg',
  appVersion: '1.0.0',
  apiVersion: '1.0.0',
  prerenderFolder: 'prerender-1',
  dbFolder: 'db-files-v1.0.0-abc',
  rootLocale: 'bg-BG',
  locales: {
    'bg-BG': { directory: '', url: '/', buildId: 'a', publishedAt: '2026-01-01T00:00:00Z' },
    'bg-DE': { directory: 'de', url: '/de', buildId: 'a', publishedAt: '2026-01-01T00:00:00Z' },
  },
};

/** The client build every tree holds. */
const CLIENT = {
  'client/assets/app-1.js': 'app',
  'client/logo.svg': '<svg/>',
  'client/.well-known/security.txt': 'Contact: mailto:x@example.bg',
};

/** A build of both locales: home, about, the sitemap and the SPA shell. */
const PAGES = {
  'bg/prerender-1/bg-BG/home/index.html': 'home',
  'bg/prerender-1/bg-BG/about/index.html': 'about',
  'bg/prerender-1/bg-BG/sitemap.xml': '<urlset/>',
  'bg/prerender-1/bg-BG/__spa/index.html': 'spa',
  'bg/prerender-1/bg-DE/home/index.html': 'de home',
  'bg/prerender-1/bg-DE/about/index.html': 'de about',
};

/** One request with the path sent exactly as written. */
function send(port: number, path: string, method = 'GET') {
  return new Promise<{ status: number; location: string | undefined; body: string }>(
    (done, fail) => {
      const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, location: res.headers.location, body }),
        );
      });
      req.on('error', fail);
      req.end();
    },
  );
}

/** The trees and servers of this test, closed after it: no test reads another's. */
const opened: { server: Server; out: string }[] = [];
afterEach(async () => {
  for (const { server, out } of opened.splice(0)) {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(out, { recursive: true, force: true });
  }
});

/** A CDN of its own over the client build and `files`, published when `live`. */
async function cdnOver(files: Record<string, string>, { live }: { live: boolean }) {
  const out = mkdtempSync(join(tmpdir(), 'cdn-routes-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  };
  for (const [path, text] of Object.entries({ ...CLIENT, ...files })) write(path, text);
  if (live) writeFileSync(liveRecordPath(out), JSON.stringify(record));
  const server = createCdnServer({ outDir: out });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  opened.push({ server, out });
  const { port } = server.address() as AddressInfo;
  return { send: (path: string, method?: string) => send(port, path, method), write };
}

describe('the CDN route tables', () => {
  it('are tried in this order', () => {
    expect(SITE_ROUTES.map((r) => r.name)).toEqual([
      'method not allowed',
      'bad request',
      'hashed asset',
      'well-known',
      'nothing published',
      'storage',
      'client root file',
      'trailing slash',
      'locale',
    ]);
    expect(LOCALE_ROUTES.map((r) => r.name)).toEqual([
      'sitemap or robots.txt',
      'account screen',
      'SPA shell',
      'page',
      'not found',
    ]);
  });

  it('refuses before anything is read: the method first, then a bad target', async () => {
    const { send } = await cdnOver({}, { live: false });
    expect((await send('/', 'POST')).status).toBe(405);
    expect((await send('/%E0%A4%A', 'POST')).status).toBe(405);
    expect(await send('/%E0%A4%A')).toMatchObject({ status: 400, body: 'Bad request' });
    expect((await send('/a/..%2fb')).status).toBe(400);
    expect((await send('/.builds/x')).status).toBe(400);
    expect((await send('/a%00b')).status).toBe(400);
  });

  it('serves /.well-known/ (RFC 8615) from the client build, and no other hidden segment', async () => {
    const { send } = await cdnOver({}, { live: false });
    expect(await send('/.well-known/security.txt')).toMatchObject({
      status: 200,
      body: 'Contact: mailto:x@example.bg',
    });
    expect((await send('/.well-known/none.txt')).status).toBe(404);
    expect((await send('/.well-known/../.builds/x')).status).toBe(400);
    expect((await send('/.well-known/.trash/x')).status).toBe(400);
    expect((await send('/de/.well-known/security.txt')).status).toBe(400);
  });

  it('serves hashed assets before a publish, and 503 for the rest', async () => {
    const { send } = await cdnOver({}, { live: false });
    expect(await send('/assets/app-1.js')).toMatchObject({ status: 200, body: 'app' });
    expect((await send('/assets/none.js')).status).toBe(404);
    expect((await send('/logo.svg')).status).toBe(503);
    expect((await send('/')).status).toBe(503);
  });

  it('answers each path from its route once published', async () => {
    const { send } = await cdnOver(PAGES, { live: true });
    expect(await send('/')).toMatchObject({ status: 200, body: 'home' });
    expect(await send('/logo.svg')).toMatchObject({ status: 200, body: '<svg/>' });
    expect(await send('/about')).toMatchObject({ status: 200, body: 'about' });
    expect(await send('/de')).toMatchObject({ status: 200, body: 'de home' });
    expect(await send('/de/about')).toMatchObject({ status: 200, body: 'de about' });
    expect(await send('/sitemap.xml')).toMatchObject({ status: 200, body: '<urlset/>' });
    expect(await send('/go/abc')).toMatchObject({ status: 200, body: 'spa' });
    expect(await send('/de/login')).toMatchObject({ status: 404 });
    expect(await send('/about/?row=2')).toMatchObject({ status: 301, location: '/about?row=2' });
    expect(await send('/storage/bg/x/db.json')).toMatchObject({
      status: 404,
      body: '{"error":"not_found"}',
    });
  });

  it('answers an account screen with its own document, the SPA shell where a build has none', async () => {
    const { send } = await cdnOver(
      {
        ...PAGES,
        'bg/prerender-1/bg-BG/__spa/login/index.html': 'login',
        'bg/prerender-1/bg-DE/__spa/index.html': 'de spa',
        'bg/prerender-1/bg-DE/__spa/registration/index.html': 'de registration',
      },
      { live: true },
    );
    expect(await send('/login')).toMatchObject({ status: 200, body: 'login' });
    expect(await send('/registration')).toMatchObject({ status: 200, body: 'spa' });
    expect(await send('/de/registration')).toMatchObject({ status: 200, body: 'de registration' });
    expect(await send('/go/abc')).toMatchObject({ status: 200, body: 'spa' });
  });

  it('sends the not-found page with 404, and plain text when there is none', async () => {
    const { send, write } = await cdnOver(PAGES, { live: true });
    expect(await send('/no-such-page')).toMatchObject({ status: 404, body: 'Not found' });
    write(`bg/prerender-1/bg-BG/not-found/index.html`, 'lost');
    expect(await send('/no-such-page')).toMatchObject({ status: 404, body: 'lost' });
    expect(await send('/not-found')).toMatchObject({ status: 404, body: 'lost' });
    expect(await send('/a/b/c')).toMatchObject({ status: 404, body: 'lost' });
  });

  it('answers a target that cannot be read with its locale’s not-found page, as a 400', async () => {
    const { send } = await cdnOver(
      {
        ...PAGES,
        'bg/prerender-1/bg-BG/not-found/index.html': 'lost',
        'bg/prerender-1/bg-DE/not-found/index.html': 'de lost',
      },
      { live: true },
    );
    expect(await send('/%E0%A4%A')).toMatchObject({ status: 400, body: 'lost' });
    expect(await send('/de/%E0%A4%A?x=1')).toMatchObject({ status: 400, body: 'de lost' });
    expect(await send('/de/a%00b')).toMatchObject({ status: 400, body: 'de lost' });
    expect(await send('/.builds/x')).toMatchObject({ status: 400, body: 'lost' });
    expect((await send('/%E0%A4%A', 'HEAD')).status).toBe(400);
  });
});
