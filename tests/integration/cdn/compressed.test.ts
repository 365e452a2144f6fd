/**
 * The sibling stage's br siblings (prerender/siblings) as the local CDN sends them, over a real
 * published site (site.ts): as they are, with their length, ranges and 304 intact, and the CDN's
 * own encoding, with the stage's settings, where there is none (every gzip answer).
 */
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeSync } from '../../../src/domain/rules/precompressed';
import { rawGet as rawRequest, publishSiteForFile } from './site';

const published = publishSiteForFile();
let out: string;
let site: string;
let htmlRoot: string;
let dbRoot: string;
beforeAll(() => {
  ({ out, site, htmlRoot, dbRoot } = published);
});

const get = (path: string) => fetch(`${site}${path}`, { redirect: 'manual' });
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(site, path, headers);

/** What a client taking `encoding` gets for `file`: its br sibling, or the CDN's gzip of it. */
const expected = (file: string, encoding: 'br' | 'gzip') =>
  encoding === 'br' ? readFileSync(`${file}.br`) : encodeSync(readFileSync(file), 'gzip');

describe("the sibling stage's siblings, sent as they are (prerender/siblings)", () => {
  const cases = async () => {
    const asset = /(\/assets\/[^"']+\.(?:js|css))/.exec(await (await get('/')).text())?.[1] ?? '';
    return [
      ['/', join(htmlRoot, 'bg-BG/home/index.html')],
      [
        `/storage/bg/${basename(dbRoot)}/bg-DE/about-us/db.json`,
        join(dbRoot, 'bg-DE/about-us/db.json'),
      ],
      ['/sitemap.xml', join(htmlRoot, 'bg-BG/sitemap.xml')],
      [asset, join(out, 'client', asset)],
    ] as const;
  };

  it('a page, a db.json, a sitemap and an asset: the coding the client takes, with its length', async () => {
    for (const [path, file] of await cases()) {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['br;q=0.1, gzip;q=1.0', 'gzip'],
      ] as const) {
        const answer = await rawGet(path, { 'accept-encoding': accept });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-encoding'], `${path} ${accept}`).toBe(encoding);
        expect(answer.body.equals(expected(file, encoding)), `${path} ${accept}`).toBe(true);
        expect(answer.headers['content-length']).toBe(String(answer.body.length));
        expect(answer.headers.vary).toBe('Accept-Encoding');
      }
      const plain = await rawGet(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(readFileSync(file))).toBe(true);
    }
  });

  it('sends the sibling on disk, not a compression of its own', async () => {
    const file = join(htmlRoot, 'bg-BG/about-us/index.html');
    const bytes = readFileSync(file);
    // Another valid encoding of the same bytes (quality 11), with the file's time.
    const other = brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    expect(other.equals(readFileSync(`${file}.br`))).toBe(false);
    writeFileSync(`${file}.br`, other);
    const { mtime } = statSync(file);
    utimesSync(`${file}.br`, mtime, mtime);
    const answer = await rawGet('/about-us', { 'accept-encoding': 'br' });
    expect(answer.body.equals(other)).toBe(true);
  });

  it('a stale sibling is never sent; with none the CDN compresses the file itself', async () => {
    const file = join(htmlRoot, 'bg-DE/about-us/index.html');
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, 'left from an older version');
    const older = new Date(statSync(file).mtimeMs - 60_000);
    utimesSync(`${file}.br`, older, older);
    const br = await rawGet('/de/about-us', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(bytes)).toBe(true);
    // The bytes the sibling stage would write: a range of them stays true once it has.
    expect(br.body.equals(encodeSync(bytes, 'br'))).toBe(true);
    const part = await rawGet('/de/about-us', { 'accept-encoding': 'br', range: 'bytes=5-14' });
    expect(part.status).toBe(206);
    expect(part.body.equals(br.body.subarray(5, 15))).toBe(true);
    const gz = await rawGet('/de/about-us', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(bytes)).toBe(true);
    expect(gz.headers['content-length']).toBe(String(gz.body.length));
  });

  it('Range and If-None-Match hold on a compressed answer', async () => {
    const [[, file], [dbPath, dbFile]] = await cases();
    const sibling = readFileSync(`${file}.br`);
    const part = await rawGet('/', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.headers['content-range']).toBe(`bytes 0-9/${String(sibling.length)}`);
    expect(part.body.equals(sibling.subarray(0, 10))).toBe(true);
    const db = expected(dbFile, 'gzip');
    const tail = await rawGet(dbPath, { 'accept-encoding': 'gzip', range: 'bytes=-5' });
    expect(tail.body.equals(db.subarray(db.length - 5))).toBe(true);
    const { etag } = (await rawGet('/', { 'accept-encoding': 'br' })).headers;
    const again = await rawGet('/', { 'accept-encoding': 'br', 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  // RFC 9110 §15.5.17, §14.4: a 416 names the length of the representation its 206 ranges over.
  it('a 416 to a compressed request is about the sibling a 206 ranges over, coding included', async () => {
    const [[, file]] = await cases();
    const sibling = readFileSync(`${file}.br`);
    expect(readFileSync(file).length).toBeGreaterThan(sibling.length);
    const last = await rawGet('/', {
      'accept-encoding': 'br',
      range: `bytes=${String(sibling.length - 1)}-`,
    });
    expect(last.status).toBe(206);
    expect(last.headers['content-range']).toBe(
      `bytes ${String(sibling.length - 1)}-${String(sibling.length - 1)}/${String(sibling.length)}`,
    );
    const past = await rawGet('/', {
      'accept-encoding': 'br',
      range: `bytes=${String(sibling.length)}-`,
    });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${String(sibling.length)}`);
    expect(last.headers['content-encoding']).toBe('br');
    expect(past.headers['content-encoding']).toBe('br');
    expect(past.headers.vary).toBe('Accept-Encoding');
    // The same range of the identity page is inside it.
    expect((await rawGet('/', { range: `bytes=${String(sibling.length)}-` })).status).toBe(206);
  });
});
