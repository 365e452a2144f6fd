import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearPageCaches } from '../../../../prerender/publish/cache-clears';

/** The sitemanager's clears as it saw them, and how many pages the run had taken then. */
const seen: { body: unknown; authorization?: string | undefined; taken: number }[] = [];
let taken = 0;
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as { entry: { slug: string } };
      seen.push({ body, authorization: req.headers.authorization, taken });
      // Pages named "broken-…" fail their clear.
      res.writeHead(body.entry.slug.startsWith('broken-') ? 500 : 204).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/sitemanager`;
});
afterAll(() => new Promise((closed) => server.close(closed)));

/** `count` pages of bg-BG, counted as the clears take them. */
function* pages(count: number) {
  for (let i = 0; i < count; i += 1) {
    taken += 1;
    yield { locale: 'bg-BG', slug: i % 100 === 99 ? `broken-${String(i)}` : `page-${String(i)}` };
  }
}

describe('the cache clears (product §7)', () => {
  it('posts one clear a page, counts the failed ones, and takes pages only as it sends them', async () => {
    const result = await clearPageCaches({ url, user: 'cms', password: 'secret' }, pages(2000));
    expect(result).toEqual({ cleared: 1980, failed: 20 });
    expect(seen).toHaveLength(2000);
    expect(seen[0]?.body).toEqual({
      model: 'page',
      entry: { lang: 'bg', locale: 'bg-BG', slug: 'page-0' },
    });
    expect(seen[0]?.authorization).toBe(`Basic ${Buffer.from('cms:secret').toString('base64')}`);
    // 128 in flight at most (4 connections, 32 ahead on each): the first clear arrived before
    // the 129th page was taken, and no clear waited behind more than 128 taken ahead of it
    // (100,000 queued clears held 100 MB).
    expect(seen[0]?.taken).toBeLessThanOrEqual(128);
    expect(seen.every((clear, i) => clear.taken <= i + 128)).toBe(true);
    // 2,000 real requests: a machine under load needs more than the default 5 s.
  }, 60_000);
});
