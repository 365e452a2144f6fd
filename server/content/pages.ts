/** Pages (product §7 /pages, {page}, /header-builders, /footer, /custom-page-statuses). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { contentKey } from '../../src/domain/entities';
import { dependsOn } from '../answers/middleware';
import type { Db } from '../db/db';
import type { PageIndex } from './page-index';
import { readPageAnswers } from './page-reads';
import type { Readers } from './readers';
import { NotFound, parseQuery } from './request';

/** Most slugs a bulk page read (GET /pages?slugs=) takes at once. */
export const PAGE_BATCH_MAX = 200;
/** GET /pages query: with `slugs` (comma-separated) a bulk read of those documents. */
const PageBatchQuery = z.object({
  slugs: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set(v.split(',').filter(Boolean))]))
    .pipe(
      z
        .array(
          z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'each slug is lowercase a-z, 0-9 and -'),
        )
        .min(1, 'slugs names at least one slug')
        .max(PAGE_BATCH_MAX, `at most ${PAGE_BATCH_MAX} slugs at once`)
        .optional(),
    ),
  /** ?titles=1: each entry with its title (the HTML sitemap); a prerender's list goes without. */
  titles: z.literal('1').optional(),
});

/** GET /pages (the list, or a bulk read) and the layout documents of a locale. */
export function registerPages(
  app: Hono,
  { db, readers, index }: { db: Db; readers: Readers; index: PageIndex },
): void {
  const { localeOf, document } = readers;
  app.get('/pages', async (c) => {
    const scope = await readers.localesOf(c);
    const { locale } = scope;
    // Bulk read (?slugs=a,b,c): the documents themselves, as {page} answers them, so a prerender
    // pulls a batch in one call instead of one GET a page. Unknown slugs are left out.
    const { slugs, titles } = parseQuery(PageBatchQuery, c);
    if (slugs) {
      const answers = await readPageAnswers(db, readers, scope, slugs);
      dependsOn(
        c,
        answers.flatMap((a) => a.keys),
      );
      // A bulk answer names each document's keys in its body: too many for one header.
      return c.json({
        locale: locale.locale,
        documents: answers.map((a) => a.page),
        keys: Object.fromEntries(answers.map((a) => [a.slug, a.keys])),
      });
    }
    const listed = await index.list(locale.locale);
    dependsOn(c, [contentKey.pages(locale.locale), contentKey.unlinked(locale.locale)]);
    return c.json({
      locale: locale.locale,
      pages: listed.map((p) =>
        titles ? p : { slug: p.slug, type: p.type, updatedAt: p.updatedAt },
      ),
      unlinkedOperators: await readers.unlinkedFor(locale),
    });
  });
  // product §7 /header-builders and /footer: a locale's navigation.
  for (const [path, part] of [
    ['/header-builders', 'header'],
    ['/footer', 'footer'],
  ] as const)
    app.get(path, async (c) => {
      const { locale } = await localeOf(c);
      dependsOn(c, [contentKey.navigation(locale)]);
      return c.json(await document(`${part}:${locale}`));
    });
  app.get('/custom-page-statuses', async (c) => {
    await localeOf(c);
    dependsOn(c, []);
    return c.json({
      items: [
        { slug: 'not-found', status: 'noindex', target: null },
        { slug: 'search', status: 'noindex', target: null },
      ],
    });
  });
}

/** A page by slug (product §7 {page}); mounted last, so the named endpoints win. */
export function registerPageBySlug(app: Hono, db: Db, readers: Readers): void {
  app.get('/:slug{[a-z0-9]+(?:-[a-z0-9]+)*}', async (c) => {
    const scope = await readers.localesOf(c);
    const slug = c.req.param('slug');
    const [answer] = await readPageAnswers(db, readers, scope, [slug]);
    if (!answer) throw new NotFound(`No page ${slug} in ${scope.locale.locale}`);
    dependsOn(c, answer.keys);
    return c.json(answer.page);
  });
}
