import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningApi } from '../../../server/listen';
import { CasinoListResponse, DemoProvidersResponse } from '../../../src/domain/entities';
import { getJson, postJson, startTestApi } from './helpers';

let api: RunningApi;
let casinoSlug: string;

beforeAll(async () => {
  // Many reviews from one address: the receivers' limit has its own test (receivers.test.ts).
  api = await startTestApi({ RECEIVERS_RATE_LIMIT_FACTOR: '100' });
  casinoSlug = CasinoListResponse.parse((await getJson(api.url, '/casinos')).body).items[0]!.slug;
});
afterAll(async () => {
  await api.close();
});

const review = () => ({
  casinoSlug,
  rating: 4,
  title: 'Бързи тегления',
  text: 'Изтеглих печалбата си за по-малко от ден, поддръжката отговаря на български.',
  name: 'Иван',
  email: 'ivan@example.bg',
  publishConsent: true,
});

const Stored = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      locale: z.string(),
      casino_slug: z.string(),
      rating: z.number(),
      title: z.string(),
      body: z.string(),
      author_name: z.string(),
      email: z.string(),
      status: z.string(),
    }),
  ),
});

describe('POST /casinos/reviews (product §2 review casino)', () => {
  it('stores a valid review pending moderation, in the request locale', async () => {
    const sent = { ...review(), title: `Отзив ${String(Date.now())}` };
    const answer = await postJson(api.url, '/casinos/reviews', sent, { 'x-locale': 'bg-DE' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'pending' });
    const stored = Stored.parse((await getJson(api.url, '/__test/reviews')).body).items.find(
      (r) => r.title === sent.title,
    );
    expect(stored).toMatchObject({
      locale: 'bg-DE',
      casino_slug: casinoSlug,
      rating: 4,
      body: sent.text,
      author_name: 'Иван',
      email: 'ivan@example.bg',
      status: 'pending',
    });
  });

  it.each([
    ['six stars', { rating: 6 }],
    ['no stars', { rating: 0 }],
    ['a short text', { text: 'Добро.' }],
    ['a bad email', { email: 'ivan@' }],
    ['no consent to publish', { publishConsent: false }],
    ['a bad slug', { casinoSlug: '../x' }],
    // PostgreSQL text cannot hold NUL: a 400, not a failed insert.
    ['a NUL in the text', { text: `Добър избор, бързи плащания.\u0000 ${'и още'.repeat(10)}` }],
  ])('refuses %s with 400', async (_, change) => {
    const answer = await postJson(api.url, '/casinos/reviews', { ...review(), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'bad_request' });
  });

  it('refuses an unknown casino with 404 and an unknown locale with 400', async () => {
    const unknown = await postJson(api.url, '/casinos/reviews', {
      ...review(),
      casinoSlug: 'no-such-casino',
    });
    expect(unknown.status).toBe(404);
    const locale = await postJson(api.url, '/casinos/reviews', review(), { 'x-locale': 'xx-YY' });
    expect(locale.status).toBe(400);
  });
});

describe('GET /providers/demo (product §2 demo allowlist)', () => {
  it('names the providers with demos and the hosts their demos come from', async () => {
    const answer = DemoProvidersResponse.parse((await getJson(api.url, '/providers/demo')).body);
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.hosts.length).toBeGreaterThan(0);
    for (const host of answer.hosts) expect(host).toMatch(/^demo\.[a-z0-9-]+\.example\.com$/);
  });
});
