/**
 * The local CDN's HTTP caching over a real published site (site.ts): revalidation with
 * If-None-Match, the preconditions that answer 412, byte ranges, the service worker's caching
 * (README "The published tree on object storage").
 */
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawGet as rawRequest, publishSiteForFile } from './site';

const published = publishSiteForFile();
let out: string;
let site: string;
let dbRoot: string;
beforeAll(() => {
  ({ out, site, dbRoot } = published);
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site}${path}`, { headers, redirect: 'manual' });
const rawGet = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(site, path, headers, method);

describe('revalidation, ranges and the worker (README "The published tree on object storage")', () => {
  const dbPath = () => `/storage/bg/${basename(dbRoot)}/bg-DE/about-us/db.json`;
  const assetPath = async () =>
    /(\/assets\/[^"']+\.js)/.exec(await (await get('/')).text())?.[1] ?? '/assets/none';

  it('/sw.js is sent no-cache, the other root files revalidate', async () => {
    writeFileSync(join(out, 'client', 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('If-None-Match with a list that names the ETag, or *, answers 304', async () => {
    for (const path of ['/', '/de/about-us', dbPath(), await assetPath()]) {
      const etag = (await get(path)).headers.get('etag') ?? '';
      expect(etag, path).not.toBe('');
      expect((await get(path, { 'if-none-match': `"other", ${etag}` })).status, path).toBe(304);
      expect((await get(path, { 'if-none-match': `${etag},"other"` })).status, path).toBe(304);
      expect((await get(path, { 'if-none-match': etag.replace(/^W\//, '') })).status).toBe(304);
      expect((await get(path, { 'if-none-match': '*' })).status, path).toBe(304);
      expect((await get(path, { 'if-none-match': '"other", "more"' })).status, path).toBe(200);
    }
    // Nothing there: * matches no current representation.
    expect((await get('/no-such-page', { 'if-none-match': '*' })).status).toBe(404);
  });

  it('If-Match and If-Unmodified-Since answer 412 when they fail (RFC 9110 §13.1.1, §13.1.4)', async () => {
    for (const path of ['/', '/de/about-us', dbPath(), await assetPath()]) {
      const first = await get(path);
      const etag = first.headers.get('etag') ?? '';
      const since = first.headers.get('last-modified') ?? '';
      const before = new Date(Date.parse(since) - 1000).toUTCString();
      // If-Match compares strongly: a weak tag, this CDN's own included, never matches; * does.
      expect((await get(path, { 'if-match': '"other"' })).status, path).toBe(412);
      expect((await get(path, { 'if-match': etag })).status, path).toBe(412);
      expect((await get(path, { 'if-match': '*' })).status, path).toBe(200);
      expect((await get(path, { 'if-unmodified-since': before })).status, path).toBe(412);
      expect((await get(path, { 'if-unmodified-since': since })).status, path).toBe(200);
      expect((await get(path, { 'if-unmodified-since': 'not a date' })).status, path).toBe(200);
      // If-Match decides when sent; a failed precondition wins over a current copy.
      const both = { 'if-match': '*', 'if-unmodified-since': before };
      expect((await get(path, both)).status, path).toBe(200);
      const current = { 'if-match': '"other"', 'if-none-match': etag };
      expect((await get(path, current)).status, path).toBe(412);
      expect((await rawGet(path, { 'if-match': '"other"' }, 'HEAD')).status, path).toBe(412);
    }
    // A page that is not there answers 404 whatever its preconditions say.
    expect((await get('/no-such-page', { 'if-match': '"other"' })).status).toBe(404);
  });

  it('If-Modified-Since of the Last-Modified sent answers 304; If-None-Match, when sent, decides', async () => {
    for (const path of ['/', '/de/about-us', dbPath(), await assetPath()]) {
      const first = await get(path);
      const since = first.headers.get('last-modified') ?? '';
      const etag = first.headers.get('etag') ?? '';
      expect((await get(path, { 'if-modified-since': since })).status, path).toBe(304);
      const before = new Date(Date.parse(since) - 1000).toUTCString();
      expect((await get(path, { 'if-modified-since': before })).status, path).toBe(200);
      const stale = { 'if-modified-since': since, 'if-none-match': '"other"' };
      expect((await get(path, stale)).status, path).toBe(200);
      const current = { 'if-modified-since': before, 'if-none-match': etag };
      expect((await get(path, current)).status, path).toBe(304);
    }
    expect(
      (await get('/no-such-page', { 'if-modified-since': 'Fri, 27 Nov 2099 10:00:00 GMT' })).status,
    ).toBe(404);
  });

  it('Range answers 206 with the bytes asked, on db.json and assets', async () => {
    for (const path of [dbPath(), await assetPath()]) {
      const whole = (await rawGet(path)).body;
      const size = whole.length;
      expect(size, path).toBeGreaterThan(40);
      const first = await rawGet(path, { range: 'bytes=0-9' });
      expect(first.status, path).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-9/${String(size)}`);
      expect(first.headers['content-length']).toBe('10');
      expect(first.body).toEqual(whole.subarray(0, 10));
      const tail = await rawGet(path, { range: 'bytes=-20' });
      expect(tail.headers['content-range']).toBe(
        `bytes ${String(size - 20)}-${String(size - 1)}/${String(size)}`,
      );
      expect(tail.body).toEqual(whole.subarray(size - 20));
      const rest = await rawGet(path, { range: 'bytes=10-' });
      expect(rest.body).toEqual(whole.subarray(10));
      const beyond = await rawGet(path, { range: `bytes=5-${String(size + 100)}` });
      expect(beyond.headers['content-range']).toBe(`bytes 5-${String(size - 1)}/${String(size)}`);
      const head = await rawGet(path, { range: 'bytes=0-9' }, 'HEAD');
      expect(head.status).toBe(206);
      expect(head.headers['content-length']).toBe('10');
      expect(head.body.length).toBe(0);
      const unsatisfiable = await rawGet(path, { range: `bytes=${String(size)}-` });
      expect(unsatisfiable.status, path).toBe(416);
      expect(unsatisfiable.headers['content-range']).toBe(`bytes */${String(size)}`);
      // A range this CDN does not take (several, or not bytes) gets the whole file.
      for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=abc', 'bytes=9-2']) {
        const whole200 = await rawGet(path, { range });
        expect(whole200.status, range).toBe(200);
        expect(whole200.body).toEqual(whole);
      }
      expect((await rawGet(path)).headers['accept-ranges']).toBe('bytes');
    }
  });

  it('a matching If-None-Match wins over Range; If-Range with another validator gets it whole', async () => {
    const path = dbPath();
    const { etag } = (await rawGet(path)).headers;
    expect((await rawGet(path, { range: 'bytes=0-9', 'if-none-match': etag ?? '' })).status).toBe(
      304,
    );
    const stale = await rawGet(path, { range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(stale.status).toBe(200);
    const lastModified = (await rawGet(path)).headers['last-modified'] ?? '';
    expect(lastModified).not.toBe('');
    const fresh = await rawGet(path, { range: 'bytes=0-9', 'if-range': lastModified });
    expect(fresh.status).toBe(206);
  });
});
