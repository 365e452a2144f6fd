/**
 * The page list from memory (docs/content-api.md "The page list"): with the read cache off, so
 * every GET /pages is answered by the index itself. A change re-reads only the rows it names, a
 * page added or removed reads the list whole, and every answer is the database's list now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Page, PageList, type PageListEntry } from '../../../src/domain/entities';
import type { RunningApi } from '../../../server/listen';
import { editAsAdmin, getJson, startTestApi } from './helpers';

let api: RunningApi;
const BG = { 'x-locale': 'bg-BG' };

beforeAll(async () => {
  api = await startTestApi({ API_CACHE_MB: '0' });
});
afterAll(async () => {
  await api.close();
});

const list = async (titles = false) =>
  PageList.parse((await getJson(api.url, `/pages${titles ? '?titles=1' : ''}`, BG)).body).pages;
const queries = async () =>
  ((await getJson(api.url, '/__test/reads')).body as { queries: number }).queries;

/** Each listed page as its own document has it now, in the list's order. */
async function truthOf(pages: readonly PageListEntry[]) {
  const slugs = pages.map((p) => p.slug);
  const bySlug = new Map<string, PageListEntry>();
  for (let i = 0; i < slugs.length; i += 200) {
    const batch = slugs.slice(i, i + 200).join(',');
    const { documents } = (await getJson(api.url, `/pages?slugs=${batch}`, BG)).body as {
      documents: unknown[];
    };
    for (const { slug, type, title, updatedAt } of documents.map((d) => Page.parse(d)))
      bySlug.set(slug, { slug, type, title, updatedAt });
  }
  return slugs.map((slug) => bySlug.get(slug));
}

const renameCasino = async (slug: string, name: string) =>
  (await editAsAdmin(api.url, `/admin/casinos/${slug}`, { name })).change;

describe('GET /pages from memory', () => {
  it('after an edit, a list read runs one statement more: the rows the edit named', async () => {
    const costOf = async (read: () => Promise<unknown>) => {
      const start = await queries();
      await read();
      return (await queries()) - start;
    };
    await list();
    const unchanged = await costOf(list);
    const casino = (await list()).find((p) => p.type === 'casino');
    await renameCasino(casino?.slug ?? '', 'Казино с ново име');
    expect(await costOf(list)).toBe(unchanged + 1);
    expect(await costOf(list)).toBe(unchanged);
  });

  it('a casino edit: the pages showing it move, every other entry stays', async () => {
    const before = await list(true);
    const casino = before.find((p) => p.type === 'casino');
    const change = await renameCasino(casino?.slug ?? '', 'Ново име на казиното');
    const touched = new Set(
      change.keys
        .filter((k) => k.startsWith('page:bg-BG/'))
        .map((k) => k.slice('page:bg-BG/'.length)),
    );
    expect(touched.size).toBeGreaterThan(1);
    const after = await list(true);
    expect(after.map((p) => p.slug)).toEqual(before.map((p) => p.slug));
    expect(after.filter((p) => !touched.has(p.slug))).toEqual(
      before.filter((p) => !touched.has(p.slug)),
    );
    expect(after).toEqual(await truthOf(after));
  });

  it('a page added and removed: the list as the database orders it', async () => {
    const before = await list();
    const [first] = before;
    const page = Page.parse((await getJson(api.url, `/${first?.slug ?? ''}`, BG)).body);
    const added = { ...page, slug: 'aa-nova-stranica', title: 'Нова страница' };
    const put = await fetch(`${api.url}/__test/pages/bg-BG/${added.slug}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(added),
    });
    expect(put.status).toBe(200);
    const withIt = await list(true);
    expect(withIt.map((p) => p.slug)).toContain(added.slug);
    const others = withIt.filter((p) => p.slug !== added.slug).map((p) => p.slug);
    expect(others).toEqual(before.map((p) => p.slug));
    expect(withIt).toEqual(await truthOf(withIt));
    await fetch(`${api.url}/__test/pages/bg-BG/${added.slug}`, { method: 'DELETE' });
    expect((await list()).map((p) => p.slug)).not.toContain(added.slug);
  });

  it('reads that start together after an edit all show it', async () => {
    const casino = (await list()).find((p) => p.type === 'casino');
    const change = await renameCasino(casino?.slug ?? '', 'Още едно име');
    const review = change.keys.find((k) => k === `page:bg-BG/${casino?.slug ?? ''}`);
    expect(review).toBeDefined();
    const [truth] = await truthOf(casino ? [casino] : []);
    const reads = await Promise.all([list(), list(), list()]);
    for (const read of reads)
      expect(read.find((p) => p.slug === casino?.slug)?.updatedAt).toBe(truth?.updatedAt);
  });
});
