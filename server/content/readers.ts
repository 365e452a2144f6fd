/**
 * The content reads every route shares: entities and documents by key, the locales, the locale
 * a request asks for (product §7 x-locale), the slugs of a locale's pages and the alternates of
 * pages across locales.
 */
import type { Context } from 'hono';
import type { Casino, LocaleItem } from '../../src/domain/entities';
import { unlinkedOperators } from '../../src/domain/rules/licence';
import type { Db } from '../db/db';
import { BadRequest, NotFound } from './request';

/** The slug of each page of a locale. */
const pageRows = (db: Db, locale: string) =>
  db.query<{ slug: string }>('select slug from pages where locale = $1', [locale]);

/** The readers over one database. */
export type Readers = ReturnType<typeof createReaders>;

/** Builds the readers over `db`. */
export function createReaders(db: Db) {
  const entities = async <T>(kind: string): Promise<T[]> =>
    (
      await db.query<{ doc: T }>('select doc from entities where kind = $1 order by id', [kind])
    ).map((r) => r.doc);
  const document = async <T>(key: string): Promise<T> => {
    const row = (await db.query<{ doc: T }>('select doc from documents where key = $1', [key]))[0];
    if (!row) throw new NotFound(`No document ${key}`);
    return row.doc;
  };
  const locales = async () =>
    (await db.query<{ doc: LocaleItem }>('select doc from locales order by position')).map(
      (r) => r.doc,
    );

  /** The locale of a request: x-locale header, else ?locale=, else bg-BG; unknown → 400. */
  const localeOf = async (c: Context): Promise<LocaleItem> => {
    const wanted = c.req.header('x-locale') || c.req.query('locale') || 'bg-BG';
    const found = (await locales()).find((l) => l.locale === wanted);
    if (!found) throw new BadRequest(`Unknown locale ${wanted}`);
    return found;
  };
  /** The locales each of `slugs` exists in, as {page} alternates: slug → [{locale, url}]. */
  const alternatesOf = async (slugs: string[]) => {
    const all = await locales();
    const rows = await db.query<{ locale: string; slug: string }>(
      'select locale, slug from pages where slug = any($1::text[])',
      [slugs],
    );
    const bySlug = new Map<string, { locale: string; url: string }[]>();
    for (const r of rows) {
      const l = all.find((x) => x.locale === r.locale);
      if (!l) continue;
      const list = bySlug.get(r.slug) ?? [];
      list.push({ locale: l.locale, url: r.slug === 'home' ? l.url : `${l.url}/${r.slug}` });
      bySlug.set(r.slug, list);
    }
    return bySlug;
  };
  const casinosFor = async (locale: LocaleItem) =>
    (await entities<Casino>('casino')).filter(
      (c) => !c.restrictedCountries.includes(locale.country.cc_alpha2),
    );

  /** The affiliate codes `locale` may not link to now, by its compliance profile (docs/compliance.md). */
  const unlinkedFor = async (locale: LocaleItem) =>
    unlinkedOperators(await entities<Casino>('casino'), locale.compliance);

  /** The slugs of the pages `locale` has. */
  const pageSlugsOf = async (locale: LocaleItem) =>
    new Set((await pageRows(db, locale.locale)).map((row) => row.slug));

  return {
    entities,
    document,
    locales,
    localeOf,
    alternatesOf,
    casinosFor,
    unlinkedFor,
    pageSlugsOf,
  };
}
