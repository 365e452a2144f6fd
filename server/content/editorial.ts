/** Search over the pages and the editorial lists (product §7 /search?s=, /articles/article, /authors). */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db';
import { contentKey } from '../../src/domain/entities';
import { dependsOn } from '../answers/middleware';
import type { Readers } from './readers';
import { RowIdText } from '../../src/domain/rules/number-input';
import { parseQuery } from './request';

/** Search of a locale's pages by title and description, an author's articles, the authors. */
export function registerEditorial(app: Hono, db: Db, { localeOf, entities }: Readers): void {
  // product §7 declares both /search and /search?s=: without a term it is the search page itself.
  app.get('/search', async (c, next) => {
    if (c.req.query('s') === undefined) return next();
    const { s } = parseQuery(z.object({ s: z.string().trim().min(1).max(100) }), c);
    const locale = await localeOf(c);
    // The first 50 hits, with the count of them all (taken before the limit).
    const rows = await db.query<{
      slug: string;
      title: string;
      type: string;
      description: string;
      total: number;
    }>(
      `select slug, title, type, doc->>'description' as description, count(*) over ()::int as total
       from pages where locale = $1 and (title ilike $2 or doc->>'description' ilike $2)
       order by title limit 50`,
      [locale.locale, `%${s.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`],
    );
    dependsOn(c, [contentKey.pages(locale.locale)]);
    return c.json({
      query: s,
      total: rows[0]?.total ?? 0,
      items: rows.map((r) => ({
        slug: r.slug,
        title: r.title,
        type: r.type,
        snippet: r.description,
      })),
    });
  });
  app.get('/articles/article', async (c) => {
    const { authorId } = parseQuery(z.object({ authorId: RowIdText }), c);
    // Authors and articles are not edited through the API: only a reseed changes them.
    dependsOn(c, []);
    return c.json({
      items: (await entities<{ authorId: number }>('article')).filter(
        (a) => a.authorId === authorId,
      ),
    });
  });
  app.get('/authors', async (c) => {
    dependsOn(c, []);
    return c.json({ items: await entities('author') });
  });
}
