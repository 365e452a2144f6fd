/**
 * Each locale's page list in memory (product §7 /pages), kept current by the changes this process
 * applies (docs/content-api.md "The page list"): a change that names pages of a locale marks them,
 * and the next list reads only those rows again; a page added or removed, a change that names a
 * locale's list and none of its pages, `all`, or a lost listener reads the locale whole. Without
 * it, every edit that moves one page's `updatedAt` had the list of every page read again.
 */
import { contentKey, kindOf, type ContentKey } from '../../src/domain/entities';
import type { Changes } from '../changes';
import type { Db } from '../db/db';

/** One row of the list, as the database holds it. */
export type ListedPage = { slug: string; type: string; title: string; updatedAt: string };

type Row = { slug: string; type: string; title: string; updated_at: string | Date };

const toListed = (r: Row): ListedPage => ({
  slug: r.slug,
  type: r.type,
  title: r.title,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** A locale's list in the database's order, and the slugs a change has marked since it was read. */
type Held = { pages: ListedPage[]; at: Map<string, number>; marked: Set<string> };

/** What a change asks of each locale's list: the pages to read again, or null for all of it. */
export function marksOf(keys: readonly ContentKey[]): Map<string, Set<string> | null> {
  const marks = new Map<string, Set<string> | null>();
  const restOf = (key: ContentKey) => key.slice(key.indexOf(':') + 1);
  for (const key of keys) {
    if (kindOf(key) !== 'page') continue;
    const [locale = '', slug = ''] = restOf(key).split('/');
    marks.set(locale, (marks.get(locale) ?? new Set()).add(slug));
  }
  // A list named with none of its pages changed as a whole.
  for (const key of keys)
    if (kindOf(key) === 'pages' && !marks.has(restOf(key))) marks.set(restOf(key), null);
  return marks;
}

/** Reads `list`'s marked rows again; false when one was added or removed (the order moved). */
async function readMarked(db: Pick<Db, 'query'>, locale: string, list: Held): Promise<boolean> {
  // Taken first: a page marked while its row is read is marked again for the next list.
  const slugs = [...list.marked];
  list.marked.clear();
  const rows = await db.query<Row>(
    'select slug, type, title, updated_at from pages where locale = $1 and slug = any($2::text[])',
    [locale, slugs],
  );
  if (rows.length !== slugs.length || rows.some((r) => !list.at.has(r.slug))) return false;
  for (const row of rows) list.pages[list.at.get(row.slug) ?? 0] = toListed(row);
  return true;
}

/** The page lists of `db`, following `changes`. */
export function createPageIndex(db: Pick<Db, 'query'>, changes: Changes) {
  const held = new Map<string, Held>();
  // Moves with every change and reset: a list read across one is answered, not kept.
  let epoch = 0;
  changes.subscribe((change) => {
    epoch += 1;
    if (change.keys.includes(contentKey.all)) return held.clear();
    for (const [locale, slugs] of marksOf(change.keys)) {
      const list = held.get(locale);
      if (!list) continue;
      if (slugs === null) held.delete(locale);
      else for (const slug of slugs) list.marked.add(slug);
    }
  });
  // Whatever came while the listener was lost is unknown: every list is read again.
  changes.onReset(() => {
    epoch += 1;
    held.clear();
  });

  const readWhole = async (locale: string): Promise<readonly ListedPage[]> => {
    const since = epoch;
    const rows = await db.query<Row>(
      'select slug, type, title, updated_at from pages where locale = $1 order by slug',
      [locale],
    );
    const pages = rows.map(toListed);
    const at = new Map(pages.map((p, i) => [p.slug, i]));
    if (since === epoch) held.set(locale, { pages, at, marked: new Set() });
    return pages;
  };

  const current = async (locale: string): Promise<readonly ListedPage[]> => {
    const list = held.get(locale);
    if (list?.marked.size === 0) return list.pages;
    if (list) {
      // A failed read took the marks with it: the list is read whole next time.
      const same = await readMarked(db, locale, list).catch((error: unknown) => {
        held.delete(locale);
        throw error;
      });
      if (same) return list.pages;
    }
    held.delete(locale);
    return readWhole(locale);
  };

  // One read of a locale's list at a time, so none answers before the read that began first.
  const queues = new Map<string, Promise<unknown>>();
  return {
    /** `locale`'s pages in slug order, as the database holds them now. */
    list(locale: string): Promise<readonly ListedPage[]> {
      const next = (queues.get(locale) ?? Promise.resolve()).then(() => current(locale));
      queues.set(
        locale,
        next.catch(() => undefined),
      );
      return next;
    },
  };
}

/** An index {@link createPageIndex} makes. */
export type PageIndex = ReturnType<typeof createPageIndex>;
