/**
 * Receivers open to every visitor (product §7) keep the disk bounded: every text has a cap (400
 * over it), every basic auth locks a guesser out (429), and every limit keys on the TRUST_PROXY
 * address. The rows pruned by count and age: retention.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_AUTH_REFUSALS_PER_MINUTE } from '../../../server/content/basic-auth';
import type { RunningApi } from '../../../server/listen';
import { notFoundMail, VALID_BODIES } from '../../fixtures/fuzz-bodies';
import { basic, errorMail, eventReport as report, postJson, startTestApi } from './helpers';

let api: RunningApi;
let behindProxy: RunningApi;
beforeAll(async () => {
  [api, behindProxy] = await Promise.all([startTestApi(), startTestApi({ TRUST_PROXY: '1' })]);
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
