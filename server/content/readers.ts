/**
 * The content reads every route shares: entities and documents by key, the locales, the locale
 * a request asks for (product §7 x-locale), a locale's casino cards, the slugs of a locale's pages
 * and the operators it may not link.
 */
import type { Context } from 'hono';
import {
  Casino,
  CasinoSummary,
  contentKey,
  type ContentKey,
  type LocaleItem,
} from '../../src/domain/entities';
import { unlinkedOperators } from '../../src/domain/rules/licence';
import type { Db } from '../db/db';
import { BadRequest, NotFound } from './request';

/**
 * The members of a casino record that are not on its card: the database drops them (summaries.ts
 * in SQL). One operator a row, since each `doc->member` would decompress the whole record again.
 */
const NOT_ON_CARD = Object.keys(Casino.shape).filter((m) => !(m in CasinoSummary.shape));
/** The members of a casino record that are not its affiliate code or licences. */
const NOT_LINKING = Object.keys(Casino.shape).filter(
  (m) => m !== 'affiliateCode' && m !== 'licences',
);

/** The readers over one database. */
export type Readers = ReturnType<typeof createReaders>;

/** The content key of each record of `kind` in `records` (a list depends on all it chose from). */
export const keysOf = (
  kind: 'casino' | 'bonus' | 'slot',
  records: readonly { id: number }[],
): ContentKey[] => records.map((r) => contentKey[kind](r.id));

/**
 * The cards of the casinos `locale` may see, in id order, built by the database from the
 * records' card members; with the keys of every casino they were chosen from.
 */
async function casinoCards(db: Db, locale: LocaleItem) {
  const rows = await db.query<{ id: number; card: CasinoSummary }>(
    `select id, doc - $1::text[] as card from entities where kind = 'casino' order by id`,
    [NOT_ON_CARD.filter((m) => m !== 'restrictedCountries')],
  );
  const country = locale.country.cc_alpha2;
  const cards = rows.flatMap(({ card }) => {
    const { restrictedCountries, ...shown } = card as CasinoSummary & {
      restrictedCountries: string[];
    };
    return restrictedCountries.includes(country) ? [] : [shown];
  });
  return { cards, keys: keysOf('casino', rows) };
}

/** The locale of a request among `all`: x-locale header, else ?locale=, else bg-BG; unknown → 400. */
function localeIn(c: Context, all: readonly LocaleItem[]): LocaleItem {
  const wanted = c.req.header('x-locale') || c.req.query('locale') || 'bg-BG';
  const found = all.find((l) => l.locale === wanted);
  if (!found) throw new BadRequest(`Unknown locale ${wanted}`);
  return found;
}

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

  /** The locale of a request and every locale (a page's alternates are in the others). */
  const localesOf = async (c: Context): Promise<{ locale: LocaleItem; all: LocaleItem[] }> => {
    const all = await locales();
    return { locale: localeIn(c, all), all };
  };
  const localeOf = async (c: Context): Promise<LocaleItem> => localeIn(c, await locales());
  const casinosFor = async (locale: LocaleItem) =>
    (await entities<Casino>('casino')).filter(
      (c) => !c.restrictedCountries.includes(locale.country.cc_alpha2),
    );

  /**
   * The affiliate codes `locale` may not link to now, by its compliance profile
   * (docs/compliance.md): read from the casinos' codes and licences alone.
   */
  const unlinkedFor = async (locale: LocaleItem) =>
    unlinkedOperators(
      (
        await db.query<{ linking: Pick<Casino, 'affiliateCode' | 'licences'> }>(
          `select doc - $1::text[] as linking from entities where kind = 'casino' order by id`,
          [NOT_LINKING],
        )
      ).map((r) => r.linking),
      locale.compliance,
    );

  /** The slugs of the pages `locale` has. */
  const pageSlugsOf = async (locale: LocaleItem) =>
    new Set(
      (
        await db.query<{ slug: string }>('select slug from pages where locale = $1', [
          locale.locale,
        ])
      ).map((row) => row.slug),
    );

  return {
    entities,
    document,
    locales,
    localeOf,
    localesOf,
    casinosFor,
    casinoCards: (locale: LocaleItem) => casinoCards(db, locale),
    unlinkedFor,
    pageSlugsOf,
  };
}
