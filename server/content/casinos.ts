/** The casino catalogue of a locale (product §7 /casinos, /casinos/ids, /casinos/vote, /compare). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { contentKey } from '../../src/domain/entities';
import { dependsOn } from '../answers/middleware';
import { wholeNumberText } from '../../src/domain/rules/number-input';
import type { Readers } from './readers';
import { paged, Paging, parseQuery, votes } from './request';

/** GET /casinos query: paging and the order. */
const CasinoListQuery = Paging.extend({ sort: z.enum(['rating', 'name']).default('rating') });

/**
 * The casinos a locale's country may see, listed, voted on and compared. A list depends on every
 * casino it is chosen from: a change to any of them can move it into or out of the list.
 */
export function registerCasinos(app: Hono, readers: Readers): void {
  const { localeOf, casinoCards, casinosFor, unlinkedFor } = readers;
  app.get('/casinos/ids', async (c) => {
    const { cards, keys } = await casinoCards(await localeOf(c));
    dependsOn(c, keys);
    return c.json({ ids: cards.map((x) => x.id) });
  });
  app.get('/casinos/vote', async (c) => {
    const { cards, keys } = await casinoCards(await localeOf(c));
    dependsOn(c, keys);
    return c.json({ items: cards.map((x) => votes(x.id)) });
  });
  app.get('/casinos', async (c) => {
    const q = parseQuery(CasinoListQuery, c);
    const { cards, keys } = await casinoCards(await localeOf(c));
    cards.sort((a, b) =>
      q.sort === 'name' ? a.name.localeCompare(b.name, 'bg') : b.rating - a.rating,
    );
    dependsOn(c, keys);
    return c.json(paged(cards, q.page, q.pageSize));
  });
  app.get('/compare', async (c) => {
    const { ids } = parseQuery(
      z.object({
        ids: z
          .string()
          .transform((s) => s.split(','))
          .pipe(z.array(wholeNumberText(0)).min(1).max(4, 'at most 4 comma-separated ids')),
      }),
      c,
    );
    const locale = await localeOf(c);
    const all = await casinosFor(locale);
    const items = ids.flatMap((id) => all.filter((x) => x.id === id));
    const unlinked = new Set(await unlinkedFor(locale));
    dependsOn(c, [...ids.map(contentKey.casino), contentKey.unlinked(locale.locale)]);
    return c.json({
      items,
      unlinkedOperators: items.map((x) => x.affiliateCode).filter((code) => unlinked.has(code)),
    });
  });
}
