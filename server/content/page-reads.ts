/**
 * Page answers for any number of slugs (GET /{slug}, GET /pages?slugs=) in two round trips after
 * the locale's: one statement reads the documents with the locales that have each slug and the
 * catalogue records they show (their `refs`), the next the locale's unlinked operators beside the
 * casinos' player reviews. A bulk read of 200 pages is the same three statements as one page.
 */
import type {
  BonusSummary,
  Casino,
  ContentKey,
  LocaleItem,
  Page,
  Slot,
} from '../../src/domain/entities';
import type { Db } from '../db/db';
import { answerPage } from './page-answer';
import { catalogueOf } from './page-join';
import { readPlayerReviews } from './player-reviews';
import type { Readers } from './readers';

/** One page answer and the keys it was built from. */
export type PageAnswer = { slug: string; page: Page; keys: ContentKey[] };

/** A page (part `page`, with the locales that have its slug) or a record it shows (its kind). */
type Row = { part: string; slug: string | null; doc: unknown; locales: string[] | null };

// Rows, not an aggregate: jsonb_agg of many records is far slower (BENCHMARKS.md, content API).
const PAGES_SQL = `
  with wanted as (
    select slug, doc, refs from pages where locale = $1 and slug = any($2::text[])
  )
  select 'page' as part, w.slug, w.doc, array(select a.locale from pages a where a.slug = w.slug) as locales
  from wanted w
  union all
  select e.kind, null, e.doc, null from entities e
  where (e.kind, e.id) in (
    select split_part(r, ':', 1), split_part(r, ':', 2)::int from wanted w, unnest(w.refs) r
  )`;

/** The records among `rows` as a catalogue. */
function shownCatalogue(rows: readonly Row[]) {
  const of = <T>(kind: string) => rows.filter((r) => r.part === kind).map((r) => r.doc as T);
  return catalogueOf({
    casinos: of<Casino>('casino'),
    bonuses: of<BonusSummary>('bonus'),
    slots: of<Slot>('slot'),
  });
}

/** What to read for: the request's locale and every locale. */
export type PageReadScope = { locale: LocaleItem; all: readonly LocaleItem[] };

/** The answers of the pages of the locale among `slugs`, in the order read; unknown slugs are left out. */
export async function readPageAnswers(
  db: Db,
  readers: Readers,
  { locale, all }: PageReadScope,
  slugs: readonly string[],
): Promise<PageAnswer[]> {
  const rows = await db.query<Row>(PAGES_SQL, [locale.locale, slugs]);
  const docs = rows.filter((r) => r.part === 'page');
  if (docs.length === 0) return [];
  const catalogue = shownCatalogue(rows);
  const reviewed = docs.flatMap((r) => {
    const doc = r.doc as Page;
    return doc.type === 'casino' && doc.casino ? [doc.casino.slug] : [];
  });
  const [unlinked, playerReviews] = await Promise.all([
    readers.unlinkedFor(locale),
    readPlayerReviews(db, locale.locale, reviewed),
  ]);
  return docs.map((row) => {
    const doc = row.doc as Page;
    const alternates = all
      .filter((l) => row.locales?.includes(l.locale))
      .map((l) => ({
        locale: l.locale,
        url: doc.slug === 'home' ? l.url : `${l.url}/${doc.slug}`,
      }));
    const { page, keys } = answerPage(doc, {
      alternates,
      unlinked,
      catalogue,
      playerReviews,
      locales: all.map((l) => l.locale),
    });
    return { slug: doc.slug, page, keys };
  });
}
