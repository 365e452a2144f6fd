/**
 * Published player reviews (product §2 review casino, after moderation): the approved reviews of a
 * casino with their own average and count, read by the page answer and by GET /casinos/reviews,
 * and the "was this helpful" vote, one per visitor and review.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import {
  contentKey,
  HelpfulVotePayload,
  noPlayerReviews,
  PLAYER_REVIEWS_SHOWN,
  Slug,
  type HelpfulVoteReceipt,
  type PlayerReviews,
} from '../../src/domain/entities';
import { IdParam } from '../../src/domain/rules/number-input';
import type { Db } from '../db/db';
import { dependsOn } from '../answers/middleware';
import type { Changes } from '../changes';
import type { Readers } from './readers';
import { NotFound, parseBody, parseParams, parseQuery } from './request';

/** An approved review's row as the reads select it. */
type Row = {
  id: number;
  casino_slug: string;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  created_at: string | Date;
  helpful: number;
};

/**
 * The approved reviews of each of `slugs` in `locale`, by slug (every slug answered): one
 * statement, the count and average taken over all of a casino's before its newest are chosen.
 */
export async function readPlayerReviews(
  db: Pick<Db, 'query'>,
  locale: string,
  slugs: readonly string[],
): Promise<Map<string, PlayerReviews>> {
  const found = new Map(slugs.map((slug) => [slug, noPlayerReviews(slug)]));
  if (slugs.length === 0) return found;
  const rows = await db.query<Row & { total: number; average: number }>(
    `select newest.*, (select count(*)::int from review_votes v where v.review_id = newest.id) as helpful
     from (
       select r.id, r.casino_slug, r.rating, r.title, r.body, r.author_name, r.created_at,
         row_number() over (partition by r.casino_slug order by r.created_at desc, r.id desc) as n,
         count(*) over (partition by r.casino_slug)::int as total,
         round(avg(r.rating) over (partition by r.casino_slug), 1)::float8 as average
       from casino_reviews r
       where r.locale = $1 and r.casino_slug = any($2::text[]) and r.status = 'published'
     ) newest where n <= $3 order by casino_slug, n`,
    [locale, slugs, PLAYER_REVIEWS_SHOWN],
  );
  for (const r of rows) {
    const reviews = found.get(r.casino_slug);
    if (!reviews) continue;
    reviews.count = r.total;
    reviews.average = r.average;
    reviews.items.push({
      id: r.id,
      rating: r.rating,
      title: r.title,
      text: r.body,
      name: r.author_name,
      createdAt: new Date(r.created_at).toISOString(),
      helpful: r.helpful,
    });
  }
  return found;
}

/** GET /casinos/reviews query. */
const ReviewsQuery = z.object({ casino: Slug });

/** GET /casinos/reviews?casino= and POST /casinos/reviews/{id}/helpful. */
export function registerPlayerReviews(
  app: Hono,
  { db, readers, changes }: { db: Db; readers: Readers; changes: Changes },
): void {
  app.get('/casinos/reviews', async (c) => {
    const locale = await readers.localeOf(c);
    const { casino } = parseQuery(ReviewsQuery, c);
    const [known] = await db.query<{ id: number }>(
      "select id from entities where kind = 'casino' and slug = $1",
      [casino],
    );
    if (!known) throw new NotFound(`No casino ${casino}`);
    dependsOn(c, [contentKey.casino(known.id), contentKey.reviews(locale.locale, casino)]);
    const reviews = (await readPlayerReviews(db, locale.locale, [casino])).get(casino);
    return c.json(reviews ?? noPlayerReviews(casino));
  });

  app.post('/casinos/reviews/:id/helpful', async (c) => {
    const { id } = parseParams(IdParam, c);
    const { visitorId } = await parseBody(HelpfulVotePayload, c);
    // A vote changes the reviews' answers: it is recorded as a change of them.
    const { result: added } = await changes.write(async (tx) => {
      const [review] = await tx.query<{ locale: string; casino_slug: string }>(
        "select locale, casino_slug from casino_reviews where id = $1 and status = 'published'",
        [id],
      );
      if (!review) throw new NotFound(`No published review ${String(id)}`);
      // The primary key decides between two votes at once: exactly one insert returns its row.
      const rows = await tx.query(
        `insert into review_votes (review_id, visitor_id) values ($1, $2)
         on conflict do nothing returning review_id`,
        [id, visitorId],
      );
      if (rows.length === 0) return { change: null, result: false };
      const ref = `${review.locale}/${review.casino_slug}`;
      const keys = [contentKey.reviews(review.locale, review.casino_slug)];
      return { change: { event: 'change', collection: 'reviews', ref, keys }, result: true };
    });
    if (!added)
      return c.json(
        {
          error: 'conflict',
          reason: 'already-voted',
          message: 'This visitor has already voted for this review',
        },
        409,
      );
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from review_votes where review_id = $1',
      [id],
    );
    const receipt: HelpfulVoteReceipt = { id, helpful: count?.n ?? 0 };
    return c.json(receipt, 201);
  });
}
