/**
 * Review moderation (product §6 roles: a moderator publishes what visitors send) behind basic auth:
 * the reviews waiting, and approve or reject one. A decision that changes a review touches its
 * casino's pages in the review's locale, so the next incremental prerender renders them again
 * (docs/configuration.md "Player reviews").
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { contentKey, ReviewStatus, type ModeratedReview } from '../../src/domain/entities';
import { IdParam } from '../../src/domain/rules/number-input';
import type { Changes } from '../changes';
import { pageKeys } from './edit-effects';
import type { Db } from '../db/db';
import type { ApiEnv } from '../../src/config/api-env';
import { basicAuthOf } from './basic-auth';
import { NotFound, parseParams, parseQuery } from './request';

/** Most reviews one list answer holds, oldest first (the queue's order). */
const MODERATION_LIST_MAX = 100;

/** GET /moderation/reviews query: which state to list (default the queue). */
const ListQuery = z.object({ status: ReviewStatus.default('pending') });
/** The decisions and the state each leaves a review in. */
const DECISIONS = { approve: 'published', reject: 'rejected' } as const;

type Row = {
  id: number;
  locale: string;
  casino_slug: string;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  email: string;
  status: ReviewStatus;
  created_at: string | Date;
};

/** A row as the moderators see it. */
const moderated = (r: Row): ModeratedReview => ({
  id: r.id,
  locale: r.locale,
  casinoSlug: r.casino_slug,
  rating: r.rating,
  title: r.title,
  text: r.body,
  name: r.author_name,
  email: r.email,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Marks the casino's pages of `locale` changed, so a prerender renders them again; their keys. */
async function touchCasinoPages(tx: Pick<Db, 'query'>, locale: string, slug: string) {
  const at = new Date().toISOString();
  const touched = await tx.query<{ slug: string }>(
    `update pages set updated_at = $3::timestamptz, doc = jsonb_set(doc, '{updatedAt}', to_jsonb($4::text))
     where locale = $1 and type = 'casino' and doc->'casino'->>'slug' = $2 returning slug`,
    [locale, slug, at, at],
  );
  return touched.flatMap((p) => pageKeys(locale, p.slug));
}

/** Sets review `id` to `status`; null for an unknown id. Deciding twice changes nothing. */
async function decide(
  changes: Changes,
  id: number,
  status: ReviewStatus,
): Promise<ModeratedReview | null> {
  const { result } = await changes.write(async (tx) => {
    const [before] = await tx.query<Row>('select * from casino_reviews where id = $1 for update', [
      id,
    ]);
    if (!before) return { change: null, result: null };
    if (before.status === status) return { change: null, result: moderated(before) };
    await tx.query('update casino_reviews set status = $2, decided_at = now() where id = $1', [
      id,
      status,
    ]);
    const result = moderated({ ...before, status });
    // Only a change of what is published changes a page: pending → rejected does not.
    if (before.status !== 'published' && status !== 'published') return { change: null, result };
    const keys = [
      contentKey.reviews(before.locale, before.casino_slug),
      ...(await touchCasinoPages(tx, before.locale, before.casino_slug)),
    ];
    const ref = `${before.locale}/${before.casino_slug}`;
    return { change: { event: 'change', collection: 'reviews', ref, keys }, result };
  });
  return result;
}

/** GET /moderation/reviews, POST /moderation/reviews/{id}/{approve|reject}. */
export function registerModeration(
  app: Hono,
  { db, env, changes }: { db: Db; env: ApiEnv; changes: Changes },
): void {
  app.use(
    '/moderation/*',
    ...basicAuthOf(env, 'moderation', {
      username: env.MODERATION_USER,
      password: env.MODERATION_PASSWORD,
    }),
  );
  app.get('/moderation/reviews', async (c) => {
    const { status } = parseQuery(ListQuery, c);
    const rows = await db.query<Row>(
      `select * from casino_reviews where status = $1 order by created_at, id limit $2`,
      [status, MODERATION_LIST_MAX],
    );
    return c.json({ items: rows.map(moderated) });
  });
  for (const [action, status] of Object.entries(DECISIONS)) {
    app.post(`/moderation/reviews/:id/${action}`, async (c) => {
      const { id } = parseParams(IdParam, c);
      const review = await decide(changes, id, status);
      if (!review) throw new NotFound(`No review ${String(id)}`);
      return c.json(review);
    });
  }
}
