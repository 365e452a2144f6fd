/**
 * Visitors' casino reviews (product §2 review casino): POST /casinos/reviews validates the review
 * with the schema the modal uses and stores it pending moderation; nothing is published here.
 */
import type { Hono } from 'hono';
import {
  CasinoReviewPayload,
  LocaleCode,
  type CasinoReviewReceipt,
} from '../../src/domain/entities';
import { BadRequest, NotFound, parseBody } from './request';
import type { ReceiverDeps } from './receivers';

/** Most reviews the test read-back lists, newest first. */
const READ_BACK_LIMIT = 100;

/** Mounts the review receiver (and its read-back under /__test when the test flag is on). */
export function registerReviews(app: Hono, { db, env, pruner }: ReceiverDeps): void {
  app.post('/casinos/reviews', async (c) => {
    const locale = LocaleCode.safeParse(c.req.header('x-locale') ?? 'bg-BG');
    if (!locale.success) throw new BadRequest('x-locale is not a locale');
    const known = await db.query('select 1 from locales where locale = $1', [locale.data]);
    if (known.length === 0) throw new BadRequest(`Unknown locale ${locale.data}`);
    const review = await parseBody(CasinoReviewPayload, c);
    const casino = await db.query("select 1 from entities where kind = 'casino' and slug = $1", [
      review.casinoSlug,
    ]);
    if (casino.length === 0) throw new NotFound(`No casino ${review.casinoSlug}`);
    const [row] = await db.query<{ id: number }>(
      `insert into casino_reviews (locale, casino_slug, rating, title, body, author_name, email)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        locale.data,
        review.casinoSlug,
        review.rating,
        review.title,
        review.text,
        review.name,
        review.email,
      ],
    );
    await pruner.after('casino_reviews');
    const receipt: CasinoReviewReceipt = { id: row?.id ?? 0, status: 'pending' };
    return c.json(receipt, 201);
  });

  if (env.API_TEST_ENDPOINTS) {
    app.get('/__test/reviews', async (c) => {
      const rows = await db.query<Record<string, unknown> & { created_at: string | Date }>(
        `select * from casino_reviews order by id desc limit ${String(READ_BACK_LIMIT)}`,
      );
      return c.json({
        items: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      });
    });
  }
}
