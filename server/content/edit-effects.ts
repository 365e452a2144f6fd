/**
 * What a write changes besides its own record, inside its transaction: the pages that show a
 * changed catalogue record get a new updatedAt (their answer changed, so an incremental build and
 * a publisher comparing page lists render them again, and the sitemap's lastmod is true), and a
 * locale whose unlinked operators moved is named, so every answer carrying them is dropped.
 */
import {
  contentKey,
  type BonusSummary,
  type Casino,
  type ContentKey,
  type LocaleItem,
  type Page,
  type Slot,
} from '../../src/domain/entities';
import { unlinkedOperators } from '../../src/domain/rules/licence';
import type { Db } from '../db/db';
import { catalogueOf, joinPage, type Catalogue } from './page-join';

type Tx = Pick<Db, 'query'>;

/** The keys a page write names: the page in its locale and the locale's list. */
export const pageKeys = (locale: string, slug: string): ContentKey[] => [
  contentKey.page(locale, slug),
  contentKey.pages(locale),
];

/**
 * Moves the updatedAt of every page whose `refs` name one of `shown`; the keys of those pages and
 * of their locales' lists.
 */
export async function touchPagesShowing(
  tx: Tx,
  shown: readonly ContentKey[],
): Promise<ContentKey[]> {
  const at = new Date().toISOString();
  const touched = await tx.query<{ locale: string; slug: string }>(
    `update pages set updated_at = $2::timestamptz, doc = jsonb_set(doc, '{updatedAt}', to_jsonb($3::text))
     where refs && $1::text[] returning locale, slug`,
    [shown, at, at],
  );
  return [...new Set(touched.flatMap((p) => pageKeys(p.locale, p.slug)))];
}

/** Each locale's unlinked operators now, as one text a locale. */
export async function unlinkedByLocale(tx: Tx): Promise<Map<string, string>> {
  const locales = await tx.query<{ doc: LocaleItem }>('select doc from locales');
  const casinos = await tx.query<Pick<Casino, 'affiliateCode' | 'licences'>>(
    `select doc->>'affiliateCode' as "affiliateCode", doc->'licences' as licences
     from entities where kind = 'casino' order by id`,
  );
  return new Map(
    locales.map(({ doc }) => [doc.locale, unlinkedOperators(casinos, doc.compliance).join(',')]),
  );
}

/** The `unlinked:` keys of the locales whose operators differ between `before` and `after`. */
export function movedUnlinked(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): ContentKey[] {
  return [...after].flatMap(([locale, codes]) =>
    before.get(locale) === codes ? [] : [contentKey.unlinked(locale)],
  );
}

/** Every catalogue record a page may show, as the database holds it now. */
export async function readCatalogue(tx: Tx): Promise<Catalogue> {
  const rows = await tx.query<{ kind: string; doc: unknown }>(
    "select kind, doc from entities where kind in ('casino', 'bonus', 'slot') order by id",
  );
  const of = <T>(kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.doc as T);
  return catalogueOf({
    casinos: of<Casino>('casino'),
    bonuses: of<BonusSummary>('bonus'),
    slots: of<Slot>('slot'),
  });
}

/** Stores `page` (new or replacing its slug's) with the records it shows. */
export async function writePage(tx: Tx, page: Page, catalogue: Catalogue): Promise<void> {
  await tx.query(
    `insert into pages (locale, slug, type, title, updated_at, doc, refs) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (locale, slug) do update set type = excluded.type, title = excluded.title,
       updated_at = excluded.updated_at, doc = excluded.doc, refs = excluded.refs`,
    [
      page.locale,
      page.slug,
      page.type,
      page.title,
      page.updatedAt,
      JSON.stringify(page),
      joinPage(page, catalogue).refs,
    ],
  );
}

/** Most pages the start fills `refs` for in one statement. */
const REFS_BATCH = 500;

/** Fills `refs` of the pages stored before it was kept; answers how many. */
export async function fillPageRefs(db: Pick<Db, 'query'>): Promise<number> {
  const catalogue = await readCatalogue(db);
  let filled = 0;
  for (;;) {
    const rows = await db.query<{ locale: string; slug: string; doc: Page }>(
      'select locale, slug, doc from pages where refs is null limit $1',
      [REFS_BATCH],
    );
    if (rows.length === 0) return filled;
    const refs = rows.map((r) => ({ ...r, doc: undefined, refs: joinPage(r.doc, catalogue).refs }));
    await db.query(
      `update pages p set refs = array(select jsonb_array_elements_text(v.refs))
       from jsonb_to_recordset($1::jsonb) as v(locale text, slug text, refs jsonb)
       where p.locale = v.locale and p.slug = v.slug`,
      [JSON.stringify(refs)],
    );
    filled += rows.length;
  }
}
