/**
 * Player reviews published (product §2 review casino): the moderation endpoint behind basic auth
 * (401 without a word of why, approve and reject idempotent, 404 for an unknown id), the page
 * answer carrying only approved reviews with their own average and count, and one helpful vote
 * per visitor (a second 409, two at once count once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningApi } from '../../../server/listen';
import {
  CasinoListResponse,
  ModeratedReview,
  Page,
  PlayerReviews,
} from '../../../src/domain/entities';
import { basic, getJson, postJson, startTestApi } from './helpers';

let api: RunningApi;
let casinoSlug: string;
let pageSlug: string;

const MODERATOR = { user: 'moderator', password: 'долга-парола-42' };
const auth = { authorization: basic(MODERATOR.user, MODERATOR.password) };
const ModerationList = z.object({ items: z.array(ModeratedReview) });

beforeAll(async () => {
  api = await startTestApi({
    RECEIVERS_RATE_LIMIT_FACTOR: '100',
    MODERATION_USER: MODERATOR.user,
    MODERATION_PASSWORD: MODERATOR.password,
  });
  // A casino the seed wrote no review for, so every count here is this file's own.
  const casinos = CasinoListResponse.parse(
    (await getJson(api.url, '/casinos?pageSize=10&sort=name')).body,
  ).items;
  const seeded = PlayerReviews.array().parse(
    await Promise.all(
      casinos.map(async (c) => (await getJson(api.url, `/casinos/reviews?casino=${c.slug}`)).body),
    ),
  );
  casinoSlug = seeded.find((r) => r.count === 0)!.casinoSlug;
  const { pages } = z
    .object({ pages: z.array(z.object({ slug: z.string(), type: z.string() })) })
    .parse((await getJson(api.url, '/pages')).body);
  for (const p of pages.filter((p) => p.type === 'casino')) {
    const doc = Page.parse((await getJson(api.url, `/${p.slug}`)).body);
    if (doc.casino?.slug === casinoSlug) pageSlug = p.slug;
  }
});
afterAll(async () => {
  await api.close();
});

/** Sends a review for the casino and answers its id. */
async function sendReview(rating: number, title: string): Promise<number> {
  const sent = await postJson(api.url, '/casinos/reviews', {
    casinoSlug,
    rating,
    title,
    text: 'Тегленията идват за ден, поддръжката отговаря на български и е учтива.',
    name: 'Радост',
    email: 'radost@example.bg',
    publishConsent: true,
  });
  expect(sent.status).toBe(201);
  return z.object({ id: z.number() }).parse(sent.body).id;
}

const decide = (id: number | string, action: string, headers: Record<string, string> = auth) =>
  postJson(api.url, `/moderation/reviews/${String(id)}/${action}`, {}, headers);

describe('the moderation endpoint', () => {
  it.each([
    ['no credentials', {}],
    ['a wrong password', { authorization: basic(MODERATOR.user, 'local') }],
    ['a wrong user', { authorization: basic('local', MODERATOR.password) }],
    ['a malformed header', { authorization: 'Basic ???' }],
  ])('answers %s with 401 and no detail', async (_, headers) => {
    const list = await getJson(api.url, '/moderation/reviews', headers);
    expect(list.status).toBe(401);
    expect(list.body).toEqual({ error: 'unauthorized', message: 'Wrong or missing credentials' });
    expect((await decide(1, 'approve', headers)).status).toBe(401);
  });

  it('lists the queue, approves and rejects idempotently, 404 for an unknown id', async () => {
    const id = await sendReview(2, `Опашка ${String(Date.now())}`);
    const queue = ModerationList.parse((await getJson(api.url, '/moderation/reviews', auth)).body);
    expect(queue.items.find((r) => r.id === id)).toMatchObject({
      status: 'pending',
      email: 'radost@example.bg',
      casinoSlug,
    });
    for (const round of [1, 2]) {
      const approved = await decide(id, 'approve');
      expect(approved.status, `approve, round ${String(round)}`).toBe(200);
      expect(ModeratedReview.parse(approved.body).status).toBe('published');
    }
    const rejected = await decide(id, 'reject');
    expect(ModeratedReview.parse(rejected.body).status).toBe('rejected');
    expect(ModeratedReview.parse((await decide(id, 'reject')).body).status).toBe('rejected');
    const after = ModerationList.parse((await getJson(api.url, '/moderation/reviews', auth)).body);
    expect(after.items.some((r) => r.id === id)).toBe(false);
    expect((await decide(999_999, 'approve')).status).toBe(404);
    expect((await decide(99_999_999_999, 'reject')).status, 'past an int').toBe(400);
    expect((await decide(id, 'delete')).status).toBe(404);
  });
});

describe('approved reviews in the page answer and GET /casinos/reviews', () => {
  it('carry only approved reviews, their average and count, and touch the page', async () => {
    const before = Page.parse((await getJson(api.url, `/${pageSlug}`)).body);
    const [five, three, pending, rejected] = [
      await sendReview(5, 'Отлично казино'),
      await sendReview(3, 'Средно казино'),
      await sendReview(1, 'Чака модератор'),
      await sendReview(1, 'Отхвърлен отзив'),
    ];
    await decide(five, 'approve');
    await decide(three, 'approve');
    await decide(rejected, 'reject');
    const page = Page.parse((await getJson(api.url, `/${pageSlug}`)).body);
    expect(page.playerReviews).toMatchObject({ casinoSlug, count: 2, average: 4 });
    const ids = page.playerReviews?.items.map((r) => r.id) ?? [];
    expect(ids).toEqual([three, five]);
    expect(ids).not.toContain(pending);
    expect(JSON.stringify(page.playerReviews)).not.toContain('radost@example.bg');
    // The next incremental prerender sees the page changed (prerender/plan/plan.ts compares it).
    expect(Date.parse(page.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const bulk = z
      .object({ documents: z.array(Page) })
      .parse((await getJson(api.url, `/pages?slugs=${pageSlug}`)).body);
    expect(bulk.documents[0]?.playerReviews).toEqual(page.playerReviews);
    const live = PlayerReviews.parse(
      (await getJson(api.url, `/casinos/reviews?casino=${casinoSlug}`)).body,
    );
    expect(live).toEqual(page.playerReviews);
    // Another locale has reviews of its own.
    const de = PlayerReviews.parse(
      (await getJson(api.url, `/casinos/reviews?casino=${casinoSlug}`, { 'x-locale': 'bg-DE' }))
        .body,
    );
    expect(de.count).toBe(0);
    expect((await getJson(api.url, '/casinos/reviews?casino=no-such-casino')).status).toBe(404);
  });
});

describe('helpful votes', () => {
  const vote = (id: number, visitorId: string) =>
    postJson(api.url, `/casinos/reviews/${String(id)}/helpful`, { visitorId });

  it('counts one vote per visitor: the second is 409 with a clear message', async () => {
    const id = await sendReview(4, 'Полезен отзив');
    expect((await vote(id, 'visitor-0001')).status, 'a pending review takes no vote').toBe(404);
    await decide(id, 'approve');
    const first = await vote(id, 'visitor-0001');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id, helpful: 1 });
    const again = await vote(id, 'visitor-0001');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'already-voted' });
    expect((await vote(id, 'visitor-0002')).body).toEqual({ id, helpful: 2 });
  });

  it('counts two votes sent at once by one visitor once', async () => {
    const id = await sendReview(4, 'Двоен глас');
    await decide(id, 'approve');
    const answers = await Promise.all([vote(id, 'visitor-race'), vote(id, 'visitor-race')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const live = PlayerReviews.parse(
      (await getJson(api.url, `/casinos/reviews?casino=${casinoSlug}`)).body,
    );
    expect(live.items.find((r) => r.id === id)?.helpful).toBe(1);
  });

  it.each([
    ['no visitor id', {}],
    ['a short id', { visitorId: 'abc' }],
    ['the shared fallback id', { visitorId: 'anonymous' }],
    ['an id with a slash', { visitorId: '../../etc/passwd' }],
  ])('refuses %s with 400', async (_, body) => {
    const answer = await postJson(api.url, '/casinos/reviews/1/helpful', body);
    expect(answer.status).toBe(400);
  });

  it('answers an unknown review id with 404, a malformed one with 400 naming it', async () => {
    expect((await vote(999_999, 'visitor-0003')).status).toBe(404);
    for (const id of ['0', '2147483648', '1e3']) {
      const answer = await postJson(api.url, `/casinos/reviews/${id}/helpful`, {
        visitorId: 'visitor-0003',
      });
      expect(answer.status, id).toBe(400);
      expect(answer.body, id).toMatchObject({ message: expect.stringMatching(/^id: /) as string });
    }
  });
});
