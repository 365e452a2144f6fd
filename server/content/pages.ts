/** Pages (product §7 /pages, {page}, /header-builders, /footer, /custom-page-statuses). */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Casino, LocaleItem, Page } from '../../src/domain/entities';
import type { Db } from '../db/db';
import { answerPage } from './page-answer';
import { readPlayerReviews } from './player-reviews';
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

/**
 * What the page answers of `locale` share: its unlinked operators, the casinos by id and the
 * approved player reviews of the casinos `docs` review.
 */
async function answerFacts(db: Db, readers: Readers, locale: LocaleItem, docs: readonly Page[]) {
  const casinos = await readers.entities<Casino>('casino');
  const reviewed = docs.flatMap((d) => (d.type === 'casino' && d.casino ? [d.casino.slug] : []));
  return {
    unlinked: await readers.unlinkedFor(locale),
    casinos: new Map(casinos.map((c) => [c.id, c])),
    playerReviews: await readPlayerReviews(db, locale.locale, reviewed),
  };
}

/** GET /pages (the list, or a bulk read) and the layout documents of a locale. */
export function registerPages(app: Hono, db: Db, readers: Readers): void {
  const { localeOf, alternatesOf, document } = readers;
  app.get('/pages', async (c) => {
    const locale = await localeOf(c);
    // Bulk read (?slugs=a,b,c): the documents themselves, as {page} answers them, so a prerender
    // pulls a batch in one call instead of one GET a page. Unknown slugs are left out.
    const { slugs, titles } = parseQuery(PageBatchQuery, c);
    if (slugs) {
      const docs = await db.query<{ slug: string; doc: Page }>(
        'select slug, doc from pages where locale = $1 and slug = any($2::text[])',
        [locale.locale, slugs],
      );
      const alternates = await alternatesOf(docs.map((d) => d.slug));
      const facts = await answerFacts(
        db,
        readers,
        locale,
        docs.map((d) => d.doc),
      );
      return c.json({
        locale: locale.locale,
        documents: docs.map((d) =>
          answerPage(d.doc, { ...facts, alternates: alternates.get(d.slug) ?? [] }),
        ),
      });
    }
    type Row = { slug: string; type: string; title: string; updated_at: string | Date };
    const rows = await db.query<Row>(
      'select slug, type, title, updated_at from pages where locale = $1 order by slug',
      [locale.locale],
    );
    return c.json({
      locale: locale.locale,
      pages: rows.map((r) => ({
        slug: r.slug,
        type: r.type,
        ...(titles ? { title: r.title } : {}),
        updatedAt: new Date(r.updated_at).toISOString(),
      })),
      unlinkedOperators: await readers.unlinkedFor(locale),
    });
  });
  app.get('/header-builders', async (c) =>
    c.json(await document(`header:${(await localeOf(c)).locale}`)),
  );
  app.get('/footer', async (c) => c.json(await document(`footer:${(await localeOf(c)).locale}`)));
  app.get('/custom-page-statuses', async (c) => {
    await localeOf(c);
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
  const { localeOf, alternatesOf } = readers;
  app.get('/:slug{[a-z0-9]+(?:-[a-z0-9]+)*}', async (c) => {
    const locale = await localeOf(c);
    const slug = c.req.param('slug');
    const own = (
      await db.query<{ doc: Page }>('select doc from pages where locale = $1 and slug = $2', [
        locale.locale,
        slug,
      ])
    )[0];
    if (!own) throw new NotFound(`No page ${slug} in ${locale.locale}`);
    const alternates = await alternatesOf([slug]);
    const facts = await answerFacts(db, readers, locale, [own.doc]);
    return c.json(answerPage(own.doc, { ...facts, alternates: alternates.get(slug) ?? [] }));
  });
}
