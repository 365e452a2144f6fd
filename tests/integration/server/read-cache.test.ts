/**
 * Reads from memory (docs/content-api.md "Reads from memory"): a read answer is kept as bytes and
 * served without a statement while current; If-None-Match is a 304 before any; a change drops
 * exactly the answers built from what it changed. Statements are counted by the API itself
 * (GET /__test/reads), so "no query" is a count, not a timing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CasinoListResponse,
  CONTENT_KEYS_HEADER,
  HUB_SLUGS,
  Page,
  PageList,
} from '../../../src/domain/entities';
import type { RunningApi } from '../../../server/listen';
import { editAsAdmin, getJson, startTestApi } from './helpers';

let api: RunningApi;
const BG = { 'x-locale': 'bg-BG' };

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const Reads = z.object({ queries: z.number(), answers: z.object({ live: z.boolean() }) });
const queries = async () => Reads.parse((await getJson(api.url, '/__test/reads')).body).queries;

/** GET `path` as bg-BG; with the statements the API ran for it. */
async function read(path: string, headers: Record<string, string> = {}) {
  const before = await queries();
  const response = await fetch(`${api.url}${path}`, { headers: { ...BG, ...headers } });
  const body = response.status === 304 ? '' : await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body,
    ran: (await queries()) - before,
  };
}

/** Reads `path` until it is kept, then answers whether the next read ran a statement. */
async function warm(path: string) {
  await read(path);
  const again = await read(path);
  expect(again.ran, path).toBe(0);
  return again;
}

const renameCasino = (slug: string, name: string) =>
  editAsAdmin(api.url, `/admin/casinos/${slug}`, { name });

describe('a kept answer', () => {
  it('is served again with no statement, with a strong ETag and caching for a CDN', async () => {
    const first = await read('/casinos?pageSize=20');
    expect(first.status).toBe(200);
    const again = await warm('/casinos?pageSize=20');
    expect(again.body).toBe(first.body);
    expect(again.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=10',
    );
    expect(again.headers.get('cdn-cache-control')).toBe('max-age=10, stale-while-revalidate=60');
    expect(again.headers.get('vary')).toBe('x-locale, x-lang');
    expect(again.headers.get(CONTENT_KEYS_HEADER)).toMatch(/^casino:\d+( casino:\d+)*$/);
  });

  it('answers If-None-Match with 304 before any statement', async () => {
    const { headers } = await warm('/home');
    const etag = headers.get('etag') ?? '';
    const revalidated = await read('/home', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.ran).toBe(0);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toContain('s-maxage=');
    // A weak form of the same tag and a list holding it match too (RFC 9110 §13.1.2).
    expect((await read('/home', { 'if-none-match': `"x", W/${etag}` })).status).toBe(304);
    expect((await read('/home', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('varies by x-locale: each locale has its own', async () => {
    const bg = await warm('/casinos?pageSize=20');
    const de = await read('/casinos?pageSize=20', { 'x-locale': 'bg-DE' });
    expect(de.ran).toBeGreaterThan(0);
    expect(de.body).not.toBe(bg.body);
  });

  it("keeps the user service's answers private and out of memory", async () => {
    const board = await read('/leaderboards/users');
    expect(board.status).toBe(200);
    expect((await read('/leaderboards/users')).ran).toBeGreaterThan(0);
    const account = await read('/users/inventory');
    expect(account.headers.get('cache-control')).toBe('private, no-store');
    expect(account.headers.get('etag')).toBeNull();
  });
});

describe('a change to a casino', () => {
  it('drops its page, the lists and pages that show it and its reviews, and nothing else', async () => {
    const top = CasinoListResponse.parse(
      JSON.parse((await read('/casinos?pageSize=2')).body),
    ).items;
    const [shown, other] = top;
    if (!shown || !other) throw new Error('The seed has fewer than two casinos');
    const list = PageList.parse(JSON.parse((await read('/pages')).body));
    const slotPage = list.pages.find((p) => p.type === 'slot')?.slug ?? '';
    const dropped = [
      `/${shown.slug}`,
      '/casinos?pageSize=20',
      `/casinos/reviews?casino=${shown.slug}`,
      '/home',
      `/${HUB_SLUGS['casino-hub']}`,
      '/pages',
    ];
    const kept = [
      `/${other.slug}`,
      `/casinos/reviews?casino=${other.slug}`,
      '/slots?pageSize=20',
      `/${slotPage}`,
      '/header-builders',
      '/footer',
      '/locales?lang=bg',
      '/authors',
    ];
    for (const path of [...dropped, ...kept]) await warm(path);

    const name = `${shown.name} Ново`;
    await renameCasino(shown.slug, name);

    for (const path of dropped) expect((await read(path)).ran, path).toBeGreaterThan(0);
    for (const path of kept) expect((await read(path)).ran, path).toBe(0);
    // What was dropped is answered as it is now.
    const review = Page.parse(JSON.parse((await read(`/${shown.slug}`)).body));
    expect(review.casino?.name).toBe(name);
    const home = JSON.stringify(Page.parse(JSON.parse((await read('/home')).body)).content);
    expect(home).toContain(name);
    const hub = JSON.stringify(
      Page.parse(JSON.parse((await read(`/${HUB_SLUGS['casino-hub']}`)).body)).content,
    );
    expect(hub).toContain(name);
  });

  it('names every key of a page in its answer: the records it shows and its alternates', async () => {
    const top = CasinoListResponse.parse(JSON.parse((await read('/casinos?pageSize=1')).body));
    const casino = top.items[0];
    const { headers } = await read(`/${casino?.slug ?? ''}`);
    const keys = (headers.get(CONTENT_KEYS_HEADER) ?? '').split(' ');
    expect(keys).toEqual(
      expect.arrayContaining([
        `casino:${String(casino?.id)}`,
        `page:bg-BG/${casino?.slug ?? ''}`,
        `page:bg-DE/${casino?.slug ?? ''}`,
        'unlinked:bg-BG',
        `reviews:bg-BG/${casino?.slug ?? ''}`,
      ]),
    );
  });
});
