/** The bonus catalogue (product §7 /bonuses/ids, /bonuses/tags, /int-bonuses, /bonus-popup). */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  contentKey,
  type BonusSummary,
  type Casino,
  type LocaleItem,
} from '../../src/domain/entities';
import { mayLinkOperator } from '../../src/domain/rules/licence';
import { toCasinoSummary } from '../summaries';
import { dependsOn } from '../answers/middleware';
import { keysOf, type Readers } from './readers';
import { parseQuery, tagCounts } from './request';

/** The casinos of `from` that `locale` may link (docs/compliance.md). */
const linkable = (locale: LocaleItem, from: Casino[]) =>
  from.filter((x) => mayLinkOperator(x.licences, locale.compliance));

/**
 * The bonuses: ids, tags, the international list of a country and the locale's popup bonus. Each
 * answer depends on every record it is chosen from and on the profile that decides its links.
 */
export function registerBonuses(app: Hono, readers: Readers): void {
  const { entities, localeOf } = readers;
  const bonusesOf = async (c: Context) => {
    const bonuses = await entities<BonusSummary>('bonus');
    dependsOn(c, keysOf('bonus', bonuses));
    return bonuses;
  };
  /** The casinos, and the keys of them all and of `locale`'s profile, which decides the links. */
  const casinosOf = async (c: Context, locale: LocaleItem) => {
    const casinos = await entities<Casino>('casino');
    dependsOn(c, [...keysOf('casino', casinos), contentKey.compliance(locale.locale)]);
    return casinos;
  };
  app.get('/bonuses/ids', async (c) => c.json({ ids: (await bonusesOf(c)).map((b) => b.id) }));
  app.get('/bonuses/tags', async (c) => c.json(tagCounts((await bonusesOf(c)).map((b) => b.tags))));
  app.get('/bonuses-tags', async (c) => c.json(tagCounts((await bonusesOf(c)).map((b) => b.tags))));
  app.get('/int-bonuses', async (c) => {
    const { country } = parseQuery(
      z.object({
        country: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .default('DE'),
      }),
      c,
    );
    const locale = await localeOf(c);
    const casinos = linkable(
      locale,
      (await casinosOf(c, locale)).filter((x) => !x.restrictedCountries.includes(country)),
    );
    const items = casinos.slice(0, 5).flatMap((x) => {
      const b = x.bonuses[0];
      return b
        ? [
            {
              id: b.id,
              casinoName: x.name,
              code: x.affiliateCode,
              headline: b.headline,
              countries: [country],
            },
          ]
        : [];
    });
    return c.json({ items });
  });
  app.get('/bonus-popup', async (c) => {
    const locale = await localeOf(c);
    if (!locale.configs.bonus_popup) {
      dependsOn(c, []);
      return c.json({ bonus: null, casino: null });
    }
    const open = (await casinosOf(c, locale)).filter(
      (x) => !x.restrictedCountries.includes(locale.country.cc_alpha2),
    );
    const top = linkable(locale, open).sort((a, b) => b.rating - a.rating)[0];
    return c.json({ bonus: top?.bonuses[0] ?? null, casino: top ? toCasinoSummary(top) : null });
  });
}
