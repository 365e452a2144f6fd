/**
 * Receivers open to every visitor (product §7) keep the disk bounded:
 * every text has a cap (400 over it), the rows are pruned by count and age, every basic auth
 * locks a guesser out (429), and every limit keys on the TRUST_PROXY address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BASIC_AUTH_REFUSALS_PER_MINUTE } from '../../../server/content/basic-auth';
import { pruneTable } from '../../../server/content/retention';
import { openDb } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrations';
import type { RunningApi } from '../../../server/listen';
import { notFoundMail, VALID_BODIES } from '../../fixtures/fuzz-bodies';
import {
  basic,
  errorMail,
  eventReport as report,
  getJson,
  postJson,
  startTestApi,
} from './helpers';

let api: RunningApi;
let behindProxy: RunningApi;
beforeAll(async () => {
  [api, behindProxy] = await Promise.all([
    startTestApi({ RECEIVERS_KEEP_ROWS: '3' }),
    startTestApi({ TRUST_PROXY: '1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([api.close(), behindProxy.close()]);
});

const auth = { authorization: basic('local', 'local') };
const notFound = notFoundMail;
type Mail = { subject: string; to: string[]; payload: Record<string, unknown> };
const mail = VALID_BODIES['/mail/:lang/contact-us-report'] as Mail;
const careers = VALID_BODIES['/mail/:lang/careers'] as Mail;
const long = (n: number) => 'я'.repeat(n);

describe('every text of every receiver has a cap (400 over it)', () => {
  it.each([
    [
      '/mail/bg/contact-us-report',
      { ...mail, payload: { ...mail.payload, message: long(5001) } },
      {},
    ],
    ['/mail/bg/contact-us-report', { ...mail, payload: { ...mail.payload, [long(65)]: 'x' } }, {}],
    ['/mail/bg/contact-us-report', { ...mail, payload: { ...mail.payload, name: { a: 'x' } } }, {}],
    ['/mail/bg/careers', { ...careers, to: [`${'a'.repeat(250)}@b.bg`] }, {}],
    ['/mail/slot-request', { slotName: 'Витоша', email: `${'a'.repeat(250)}@b.bg` }, {}],
    ['/mail/application-error', { ...errorMail, context: long(4001) }, {}],
    ['/mail/application-error', { ...errorMail, stack: long(16_001) }, {}],
    ['/mail/application-error', { ...errorMail, state: { store: long(16_001) } }, {}],
    ['/mail/application-not-found', { ...notFound, url: long(2049) }, {}],
    [
      '/mail/application-not-found',
      { ...notFound, context: { ...notFound.context, userAgent: long(513) } },
      {},
    ],
    ['/events', [{ ...report, navigationHistory: Array(51).fill('/') as string[] }], auth],
    ['/events', [{ ...report, report: { ...report.report, value: long(4001) } }], auth],
    ['/events', [{ ...report, user: { uid: long(129), isAnonymous: true } }], auth],
    ['/newsletter/subscribe', { email: `${'a'.repeat(250)}@b.bg`, locale: 'bg-BG' }, {}],
  ] as const)('%s %#', async (path, body, headers) => {
    const answer = await postJson(api.url, path, body, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  });

  it('takes the same bodies within the caps', async () => {
    expect((await postJson(api.url, '/events', [report], auth)).status).toBe(202);
    expect((await postJson(api.url, '/mail/application-error', errorMail)).status).toBe(202);
    expect((await postJson(api.url, '/mail/application-not-found', notFound)).status).toBe(202);
    expect((await postJson(api.url, '/mail/bg/contact-us-report', mail)).status).toBe(202);
    expect((await postJson(api.url, '/mail/bg/careers', careers)).status).toBe(202);
  });
});

describe('retention (RECEIVERS_KEEP_ROWS, RECEIVERS_KEEP_DAYS)', () => {
  it('keeps the newest rows of a table, pruned as new ones come', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const sent = await postJson(api.url, '/mail/slot-request', {
        slotName: `Слот ${String(i)}`,
        email: 'reader@example.bg',
      });
      expect(sent.status).toBe(202);
    }
    const { items } = z
      .object({ items: z.array(z.object({ body: z.object({ slotName: z.string() }) })) })
      .parse((await getJson(api.url, '/__test/outbox')).body);
    expect(items.map((i) => i.body.slotName)).toEqual(['Слот 3', 'Слот 4', 'Слот 5']);
  });

  it('prunes rows past the age, and reviews only while pending', async () => {
    const db = await openDb({ dataDir: 'memory' });
    await migrate(db);
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    for (const age of [40, 31, 29, 1]) {
      await db.query('insert into events (body, created_at) values ($1, $2)', ['{}', days(age)]);
    }
    const review = `insert into casino_reviews (locale, casino_slug, rating, title, body, author_name,
      email, status, created_at) values ('bg-BG', 'x', 5, 't', 'b', 'n', 'e@x.bg', $1, $2)`;
    await db.query(review, ['pending', days(40)]);
    await db.query(review, ['published', days(40)]);
    const retention = { keepDays: 30, keepRows: 100, byAge: true };
    expect(await pruneTable(db, 'events', retention)).toBe(2);
    expect(await pruneTable(db, 'events', { ...retention, byAge: false, keepRows: 1 })).toBe(1);
    expect(await pruneTable(db, 'casino_reviews', retention)).toBe(1);
    const left = await db.query<{ status: string }>('select status from casino_reviews');
    expect(left).toEqual([{ status: 'published' }]);
    await db.close();
  });
});

describe('every endpoint behind basic auth (events, site manager, moderation)', () => {
  const clear = { model: 'page', entry: { lang: 'bg', locale: 'bg-BG', slug: 'home' } };
  it.each([
    ['POST', '/events', [report], '203.0.113.10'],
    ['POST', '/sitemanager/bg/cache/clear', clear, '203.0.113.20'],
    ['GET', '/moderation/reviews', undefined, '203.0.113.30'],
  ] as const)(
    '%s %s answers 429 to every request of an address after too many wrong passwords',
    async (method, path, body, address) => {
      const wrong = { authorization: basic('local', 'guess') };
      const send = (from: string, headers: Record<string, string>) =>
        fetch(`${behindProxy.url}${path}`, {
          method,
          headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': from },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      // Right credentials are never slowed (a build sends thousands of cache clears).
      for (let i = 0; i < 20; i += 1) expect((await send(address, auth)).status).toBeLessThan(300);
      for (let i = 0; i < BASIC_AUTH_REFUSALS_PER_MINUTE; i += 1) {
        expect((await send(address, wrong)).status).toBe(401);
      }
      const locked = await send(address, auth);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address behind the same balancer keeps its own count.
      expect((await send(address.replace(/0$/, '1'), auth)).status).toBeLessThan(300);
    },
  );
});

describe('TRUST_PROXY keys every limit on the forwarded address', () => {
  const slot = { slotName: 'Витоша', email: 'reader@example.bg' };
  const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.9, ${address}` });

  it('counts each forwarded client apart behind TRUST_PROXY=1', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await postJson(behindProxy.url, '/mail/slot-request', slot, from('192.0.2.10'))).status,
      ).toBe(202);
    }
    expect(
      (await postJson(behindProxy.url, '/mail/slot-request', slot, from('192.0.2.10'))).status,
    ).toBe(429);
    expect(
      (await postJson(behindProxy.url, '/mail/slot-request', slot, from('192.0.2.11'))).status,
    ).toBe(202);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick a fresh bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const body = { email: 'a@b.bg', locale: 'bg-BG' };
      const sent = await postJson(
        api.url,
        '/newsletter/subscribe',
        body,
        from(`192.0.2.${String(i)}`),
      );
      statuses.push(sent.status);
    }
    // The newsletter takes 10 a minute from one address (a test above spent some of them).
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
  });
});
