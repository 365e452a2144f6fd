/** The casino catalogue of a locale (product §7 /casinos, /casinos/ids, /casinos/vote, /compare). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { wholeNumberText } from '../../src/domain/rules/number-input';
import { toCasinoSummary } from '../summaries';
import type { Readers } from './readers';
import { paged, Paging, parseQuery, votes } from './request';

/** The casinos a locale's country may see, listed, voted on and compared. */
export function registerCasinos(app: Hono, { localeOf, casinosFor, unlinkedFor }: Readers): void {
  app.get('/casinos/ids', async (c) =>
    c.json({ ids: (await casinosFor(await localeOf(c))).map((x) => x.id) }),
  );
  app.get('/casinos/vote', async (c) =>
    c.json({ items: (await casinosFor(await localeOf(c))).map((x) => votes(x.id)) }),
  );
  app.get('/casinos', async (c) => {
    const q = parseQuery(Paging.extend({ sort: z.enum(['rating', 'name']).default('rating') }), c);
    const list = (await casinosFor(await localeOf(c))).map(toCasinoSummary);
    list.sort((a, b) =>
      q.sort === 'name' ? a.name.localeCompare(b.name, 'bg') : b.rating - a.rating,
    );
    return c.json(paged(list, q.page, q.pageSize));
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
    return c.json({
      items,
      unlinkedOperators: items.map((x) => x.affiliateCode).filter((code) => unlinked.has(code)),
    });
  });
}
