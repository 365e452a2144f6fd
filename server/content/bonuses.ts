/** The bonus catalogue (product §7 /bonuses/ids, /bonuses/tags, /int-bonuses, /bonus-popup). */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { BonusSummary, Casino, LocaleItem } from '../../src/domain/entities';
import { mayLinkOperator } from '../../src/domain/rules/licence';
import { toCasinoSummary } from '../summaries';
import type { Readers } from './readers';
import { parseQuery, tagCounts } from './request';

/** The bonuses: ids, tags, the international list of a country and the locale's popup bonus. */
export function registerBonuses(app: Hono, readers: Readers): void {
  const { entities, localeOf, casinosFor } = readers;
  /** The casinos of `from` that `locale` may link (docs/compliance.md). */
  const linkable = (locale: LocaleItem, from: Casino[]) =>
    from.filter((x) => mayLinkOperator(x.licences, locale.compliance));
  app.get('/bonuses/ids', async (c) =>
    c.json({ ids: (await entities<BonusSummary>('bonus')).map((b) => b.id) }),
  );
  app.get('/bonuses/tags', async (c) =>
    c.json(tagCounts((await entities<BonusSummary>('bonus')).map((b) => b.tags))),
  );
  app.get('/bonuses-tags', async (c) =>
    c.json(tagCounts((await entities<BonusSummary>('bonus')).map((b) => b.tags))),
  );
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
    const casinos = linkable(
      await localeOf(c),
      (await entities<Casino>('casino')).filter((x) => !x.restrictedCountries.includes(country)),
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
    if (!locale.configs.bonus_popup) return c.json({ bonus: null, casino: null });
    const top = linkable(locale, await casinosFor(locale)).sort((a, b) => b.rating - a.rating)[0];
    return c.json({ bonus: top?.bonuses[0] ?? null, casino: top ? toCasinoSummary(top) : null });
  });
}
