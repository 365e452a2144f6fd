/** Writes the generated seed into the database in large batches inside one transaction. */
import { contentKey } from '../../src/domain/entities';
import { appendChange, lockChangeLog } from '../change-log';
import { catalogueOf, joinPage } from '../content/page-join';
import { lockSchema, type Db } from '../db/db';
import { generateSeed, type SeedData, type SeedOptions } from './generate';

const BATCH_ROWS = 500;

type Row = unknown[];

async function insertBatched(
  tx: Pick<Db, 'query'>,
  table: string,
  columns: string[],
  rows: Iterable<Row>,
): Promise<number> {
  let batch: Row[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const params: unknown[] = [];
    const values = batch.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await tx.query(
      `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`,
      params,
    );
    count += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  return count;
}

type Tx = Pick<Db, 'query' | 'exec'>;

/** Replaces all content with the seed; returns the page count per locale. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    return writeSeed(tx, options);
  });
}

/**
 * Seeds a database that holds no content yet; null when it already has some. The check and the
 * writes share one transaction behind the schema lock, so of several API processes starting on
 * one empty database exactly one seeds it.
 */
export async function seedIfEmpty(
  db: Db,
  options: SeedOptions,
): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    return (await isEmpty(tx)) ? writeSeed(tx, options) : null;
  });
}

/** The listed entities by kind; a bonus is found by its casino's slug. */
function entityKinds(data: SeedData): [string, { id: number; slug: string }[]][] {
  return [
    ['casino', data.casinos],
    ['slot', data.slots],
    ['bonus', data.bonuses.map((b) => ({ ...b, slug: b.casino }))],
    ['payment', data.payments],
    ['provider', data.providers],
    ['author', data.authors],
    ['article', data.articles],
  ];
}

/** The single documents by key: website, site settings, popups, headers and footers per locale. */
function documentRows(data: SeedData): [string, unknown][] {
  return [
    ['website:bg', data.website],
    ['site-settings:bg', data.settings],
    ...Object.entries(data.popups).map(([locale, p]): [string, unknown] => [
      `popups:bg:${locale}`,
      p,
    ]),
    ...Object.entries(data.headers).map(([locale, h]): [string, unknown] => [
      `header:${locale}`,
      h,
    ]),
    ...Object.entries(data.footers).map(([locale, f]): [string, unknown] => [
      `footer:${locale}`,
      f,
    ]),
  ];
}

/** Writes every locale's pages, streamed from the generator, with the records each shows. */
async function writePages(tx: Tx, data: SeedData): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const catalogue = catalogueOf(data);
  for (const locale of data.locales) {
    function* rows() {
      for (const p of data.pages(locale))
        yield [
          p.locale,
          p.slug,
          p.type,
          p.title,
          p.updatedAt,
          JSON.stringify(p),
          joinPage(p, catalogue).refs,
        ];
    }
    counts[locale.locale] = await insertBatched(
      tx,
      'pages',
      ['locale', 'slug', 'type', 'title', 'updated_at', 'doc', 'refs'],
      rows(),
    );
  }
  return counts;
}

/** Replaces the seed's own reviews; visitors' reviews and their votes stay. */
async function writePlayerReviews(tx: Tx, data: SeedData): Promise<void> {
  await tx.exec("delete from casino_reviews where source = 'seed';");
  await insertBatched(
    tx,
    'casino_reviews',
    [
      'locale',
      'casino_slug',
      'rating',
      'title',
      'body',
      'author_name',
      'email',
      'status',
      'created_at',
      'decided_at',
      'source',
    ],
    data.playerReviews.map((r) => [
      r.locale,
      r.casinoSlug,
      r.rating,
      r.title,
      r.text,
      r.name,
      r.email,
      r.status,
      r.createdAt,
      r.status === 'pending' ? null : r.createdAt,
      'seed',
    ]),
  );
}

/** Writes the seed in place of all content; every process drops what it keeps (key `all`). */
async function writeSeed(tx: Tx, options: SeedOptions): Promise<Record<string, number>> {
  const data = generateSeed(options);
  await lockChangeLog(tx);
  await appendChange(tx, {
    event: 'change',
    collection: 'seed',
    ref: String(options.seed),
    keys: [contentKey.all],
  });
  await tx.exec(
    'delete from pages; delete from entities; delete from documents; delete from locales;',
  );
  await insertBatched(
    tx,
    'locales',
    ['locale', 'position', 'doc'],
    data.locales.map((l, i) => [l.locale, i, JSON.stringify(l)]),
  );
  for (const [kind, items] of entityKinds(data)) {
    await insertBatched(
      tx,
      'entities',
      ['kind', 'id', 'slug', 'doc'],
      items.map((e) => [kind, e.id, e.slug, JSON.stringify(e)]),
    );
  }
  await writePlayerReviews(tx, data);
  await insertBatched(
    tx,
    'documents',
    ['key', 'doc'],
    documentRows(data).map(([k, d]) => [k, JSON.stringify(d)]),
  );
  return writePages(tx, data);
}

/** True when the database holds no content yet. */
export async function isEmpty(db: Pick<Db, 'query'>): Promise<boolean> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from locales');
  return (rows[0]?.n ?? 0) === 0;
}
