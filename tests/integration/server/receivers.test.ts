import { request } from 'node:http';
import { BODY_LIMIT_BYTES } from '../../../server/content/middleware';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, WebsiteRecord } from '../../../src/domain/entities';
import { mailSubject } from '../../../src/domain/rules/mail-subjects';
import type { RunningApi } from '../../../server/listen';
import {
  basic,
  errorMail,
  eventReport as report,
  getJson,
  postJson,
  startTestApi,
} from './helpers';

let api: RunningApi;
const contact = {
  subject: 'Въпрос',
  email: 'reader@example.bg',
  name: 'Ана',
  message: 'Здравейте, имам въпрос.',
};
const careers = {
  name: 'Ана',
  email: 'reader@example.bg',
  position: 'Редактор',
  link: 'portfolio.example.bg/ana',
  message: 'Пиша ревюта на казина от пет години.',
};
const Items = z.object({
  items: z.array(z.object({ id: z.number(), body: z.unknown(), kind: z.string().optional() })),
});

beforeAll(async () => {
  // The file posts more mails than a minute's limit; the limit's own test starts its own API.
  api = await startTestApi({ RECEIVERS_RATE_LIMIT_FACTOR: '10' });
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await fetch(`${api.url}/__test/reset`, { method: 'DELETE' });
});

describe('mail receivers (product §7) into the outbox', () => {
  it.each([
    [
      '/mail/bg/contact-us-report',
      { subject: 'Contact Us: Въпрос', to: ['kontakt@kazino-bg.example'], payload: contact },
    ],
    [
      '/mail/bg/contact-us-welcome',
      { subject: mailSubject.contactWelcome(), to: [contact.email], payload: contact },
    ],
    [
      '/mail/bg/careers',
      { subject: 'Careers: Редактор', to: ['karieri@kazino-bg.example'], payload: careers },
    ],
    ['/mail/slot-request', { slotName: 'Golden Sevens', email: 'a@b.bg' }],
    ['/mail/application-error', errorMail],
    [
      '/mail/application-not-found',
      {
        url: '/x',
        context: {
          slug: 'x',
          flags: {},
          navigation: [],
          uid: null,
          isAnonymous: true,
          userAgent: 'ua',
        },
        locale: 'bg-BG',
        lang: 'bg',
      },
    ],
    ['/newsletter/subscribe', { email: 'a@b.bg', locale: 'bg-BG' }],
  ])('%s is stored and read back', async (path, body) => {
    const { status } = await postJson(api.url, path, body);
    expect(status).toBe(202);
    const outbox = Items.parse((await getJson(api.url, '/__test/outbox')).body);
    expect(outbox.items).toHaveLength(1);
    expect(outbox.items[0]?.body).toEqual(body);
  });

  it.each([
    ['/mail/bg/contact-us-report', { subject: '', to: [], payload: {} }],
    ['/mail/it/careers', { subject: 'x', to: ['a@b.bg'], payload: {} }],
    ['/mail/slot-request', { slotName: 'x', email: 'not-an-email' }],
    ['/mail/application-error', { context: 'x' }],
    ['/mail/application-error', 'not json{'],
  ])('400 for a bad body to %s, nothing stored', async (path, body) => {
    const { status, body: answer, headers } = await postJson(api.url, path, body);
    expect(status).toBe(400);
    // The refusal may echo what was sent: it is never sniffed as anything but JSON.
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toBeNull();
    ApiError.parse(answer);
    expect(Items.parse((await getJson(api.url, '/__test/outbox')).body).items).toHaveLength(0);
  });
});

describe('basic auth receivers (product §7)', () => {
  it('stores event reports with credentials and refuses without', async () => {
    const refused = await fetch(`${api.url}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([report]),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/Basic/);
    const wrong = await postJson(api.url, '/events', [report], {
      authorization: basic('local', 'nope'),
    }).catch(() => ({ status: 401 }));
    expect(wrong.status).toBe(401);
    const ok = await postJson(api.url, '/events', [report, report], {
      authorization: basic('local', 'local'),
    });
    expect(ok.status).toBe(202);
    expect(Items.parse((await getJson(api.url, '/__test/events')).body).items).toHaveLength(2);
    const bad = await postJson(api.url, '/events', [], { authorization: basic('local', 'local') });
    expect(bad.status).toBe(400);
  });

  it('clears the sitemanager cache with credentials only', async () => {
    const body = { model: 'page', entry: { lang: 'bg', locale: 'bg-BG', slug: 'home' } };
    const refused = await fetch(`${api.url}/sitemanager/bg/cache/clear`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(refused.status).toBe(401);
    const ok = await postJson(api.url, '/sitemanager/bg/cache/clear', body, {
      authorization: basic('local', 'local'),
    });
    expect(ok.status).toBe(200);
    const clears = Items.parse((await getJson(api.url, '/__test/cache-clears')).body);
    expect(clears.items[0]?.body).toEqual(body);
    const bad = await postJson(
      api.url,
      '/sitemanager/bg/cache/clear',
      { model: 'casino' },
      { authorization: basic('local', 'local') },
    );
    expect(bad.status).toBe(400);
  });

  it("stores a release's burst of clears whole, each answered once its row is kept", async () => {
    const slugs = Array.from({ length: 48 }, (_, n) => `page-${String(n)}`);
    const answers = await Promise.all(
      slugs.map((slug) =>
        postJson(
          api.url,
          '/sitemanager/bg/cache/clear',
          { model: 'page', entry: { lang: 'bg', locale: 'bg-BG', slug } },
          { authorization: basic('local', 'local') },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(slugs.map(() => 200));
    const clears = Items.parse((await getJson(api.url, '/__test/cache-clears')).body);
    const stored = clears.items.map(
      (item) => (item.body as { entry: { slug: string } }).entry.slug,
    );
    expect(stored.sort()).toEqual([...slugs].sort());
  });
});

describe('document changes (product §7) over server-sent events', () => {
  it('pushes a popups change to a listener at once', async () => {
    const controller = new AbortController();
    const response = await fetch(`${api.url}/changes`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await readUntil('event: ready');
    const config = { caution: null, refresh: true, updatedAt: '2026-11-22T10:00:00.000Z' };
    const put = await postJson(api.url, '/configurations/bg/popups/bg-BG', config, {}, 'PUT');
    expect(put.status).toBe(200);
    await readUntil('event: popups');
    expect(text).toContain('"refresh":true');
    controller.abort();
  });

  it('publishes a new website version and validates it', async () => {
    const record = WebsiteRecord.parse((await getJson(api.url, '/websites?lang=bg')).body);
    const next = { ...record, version: { ...record.version, appVersion: 'v5.21.0-bg' } };
    expect((await postJson(api.url, '/websites/bg', next, {}, 'PUT')).status).toBe(200);
    expect(
      WebsiteRecord.parse((await getJson(api.url, '/websites?lang=bg')).body).version.appVersion,
    ).toBe('v5.21.0-bg');
    const bad = await postJson(
      api.url,
      '/websites/bg',
      { ...record, version: { ...record.version, appVersion: '5.21' } },
      {},
      'PUT',
    );
    expect(bad.status).toBe(400);
  });
});

describe('fault injection', () => {
  it('answers 503 for the configured fraction and only on matching paths', async () => {
    await postJson(api.url, '/__test/faults', { errorRate: 1, paths: '^/casinos' }, {}, 'PUT');
    expect((await getJson(api.url, '/casinos')).status).toBe(503);
    expect((await getJson(api.url, '/slots')).status).toBe(200);
    await postJson(api.url, '/__test/faults', { errorRate: 0.5 }, {}, 'PUT');
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => getJson(api.url, '/authors').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(5);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(5);
  });

  it('adds latency before answering', async () => {
    await postJson(api.url, '/__test/faults', { latencyMs: 150 }, {}, 'PUT');
    const started = performance.now();
    expect((await getJson(api.url, '/authors')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('rejects a bad fault setting', async () => {
    expect((await postJson(api.url, '/__test/faults', { errorRate: 2 }, {}, 'PUT')).status).toBe(
      400,
    );
    expect((await postJson(api.url, '/__test/faults', { paths: '(' }, {}, 'PUT')).status).toBe(400);
  });

  it('records request headers for the browser tests', async () => {
    await getJson(api.url, '/authors', { 'x-locale': 'bg-DE', 'x-lang': 'bg' });
    const log = z
      .object({
        items: z.array(z.object({ path: z.string(), headers: z.record(z.string(), z.string()) })),
      })
      .parse((await getJson(api.url, '/__test/requests?path=/authors')).body);
    expect(log.items.at(-1)?.headers['x-locale']).toBe('bg-DE');
  });
});

describe('test endpoints are off by default', () => {
  it('answers 404 for read-back without the flag', async () => {
    const plain = await startTestApi({ API_TEST_ENDPOINTS: '0' });
    try {
      expect((await getJson(plain.url, '/__test/outbox')).status).toBe(404);
      expect((await postJson(plain.url, '/websites/bg', {}, {}, 'PUT')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

/**
 * POSTs `body` on a connection of its own and answers the status: the API may answer 413 and
 * close before the whole body is written, which fetch reports as a failure.
 */
function postRaw(path: string, body: string): Promise<number> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    // The server may stop reading once it refused: the answer still arrives.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

describe('hardening of the receivers (product §9 security)', () => {
  it('refuses a body over the limit with 413, on every receiver', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES + 1) });
    for (const path of [
      '/mail/slot-request',
      '/mail/application-error',
      '/mail/bg/contact-us-report',
      '/newsletter/subscribe',
      '/events',
    ]) {
      expect(await postRaw(path, big), path).toBe(413);
    }
  });

  it('refuses wrong credentials with 401 on the basic-auth receivers', async () => {
    const wrong = { authorization: `Basic ${btoa('local:wrong')}` };
    expect((await postJson(api.url, '/events', [], wrong)).status).toBe(401);
    expect(
      (await postJson(api.url, '/sitemanager/bg/cache/clear', { model: 'page' }, wrong)).status,
    ).toBe(401);
  });

  it('cannot start with the test endpoints on the production stage', async () => {
    await expect(startTestApi({ STAGE: 'production', API_TEST_ENDPOINTS: '1' })).rejects.toThrow(
      /test endpoints cannot be enabled on the production stage/,
    );
  });
});

describe('a method the address does not answer', () => {
  it.each([
    ['POST', '/casinos', 'GET, HEAD'],
    ['DELETE', '/casinos', 'GET, HEAD'],
    ['GET', '/mail/bg/contact-us-report', 'POST'],
    ['PUT', '/users/posts/12', 'DELETE, GET, HEAD, PATCH'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const answer = await fetch(`${api.url}${path}`, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
    expect(ApiError.parse(await answer.json()).error).toBe('method_not_allowed');
  });

  it('is 404 where no route answers any method', async () => {
    for (const [method, path] of [
      ['GET', '/no-such-route'],
      ['POST', '/mail/bg/no-such-mail'],
      ['GET', '/mail/no-such'],
    ] as const) {
      const answer = await fetch(`${api.url}${path}`, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers.get('allow')).toBeNull();
    }
  });
});

describe('mail recipients are decided by the server (product §9 security)', () => {
  it('a contact report goes to the site, whatever the sender names', async () => {
    const sent = await postJson(api.url, '/mail/bg/contact-us-report', {
      subject: 'Contact Us: Въпрос',
      to: ['victim@example.com'],
      payload: contact,
    });
    expect(sent.status).toBe(202);
    const { body } = await getJson(api.url, '/__test/outbox');
    const last = (body as { items: { kind: string; body: { to: string[] } }[] }).items.at(-1);
    expect(last?.body.to).toEqual(['kontakt@kazino-bg.example']);
  });

  it('a welcome mail goes only to the address of the form', async () => {
    const welcome = { subject: mailSubject.contactWelcome(), payload: contact };
    const spoofed = await postJson(api.url, '/mail/bg/contact-us-welcome', {
      ...welcome,
      to: ['victim@example.com'],
    });
    expect(spoofed.status).toBe(400);
    const own = await postJson(api.url, '/mail/bg/contact-us-welcome', {
      ...welcome,
      to: [contact.email],
    });
    expect(own.status).toBe(202);
  });

  // An open receiver is no mail relay: a sender's own subject or text is refused, not sent.
  it.each([
    ['/mail/bg/contact-us-welcome', { subject: 'Your account is locked', payload: contact }],
    ['/mail/bg/contact-us-report', { subject: 'Contact Us: друго', payload: contact }],
    ['/mail/bg/careers', { subject: 'Careers: Редактор', payload: contact }],
    ['/mail/bg/careers', { subject: 'x'.repeat(201), payload: careers }],
    [
      '/mail/bg/careers',
      { subject: 'Careers: Редактор', payload: { ...careers, link: 'javascript:alert(1)' } },
    ],
    [
      '/mail/bg/contact-us-welcome',
      {
        subject: mailSubject.contactWelcome(),
        payload: { ...contact, message: 'x', html: '<a href="http://evil.example">' },
      },
    ],
  ])('%s refuses a body its form does not send, nothing stored', async (path, mail) => {
    const { status, body } = await postJson(api.url, path, { ...mail, to: [contact.email] });
    expect(status).toBe(400);
    ApiError.parse(body);
    expect(Items.parse((await getJson(api.url, '/__test/outbox')).body).items).toHaveLength(0);
  });
});

describe('POST /csp-reports (product §9 content security policy)', () => {
  const legacy = {
    'csp-report': {
      'document-uri': 'http://127.0.0.1:3000/',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
      disposition: 'enforce',
      'script-sample': 'x'.repeat(2_000),
    },
  };
  const reporting = [
    {
      type: 'csp-violation',
      url: 'http://127.0.0.1:3000/de',
      body: {
        documentURL: 'http://127.0.0.1:3000/de',
        blockedURL: 'https://evil.example/x.js',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        lineNumber: 3,
      },
    },
    { type: 'deprecation', body: { id: 'x' } },
  ];
  const send = (body: string, type: string) =>
    fetch(`${api.url}/csp-reports`, { method: 'POST', headers: { 'content-type': type }, body });

  it('keeps both report forms, capped per field, read back under /__test', async () => {
    expect((await send(JSON.stringify(legacy), 'application/csp-report')).status).toBe(204);
    expect((await send(JSON.stringify(reporting), 'application/reports+json')).status).toBe(204);
    const { items } = z
      .object({ items: z.array(z.object({ body: z.record(z.string(), z.string()) })) })
      .parse((await getJson(api.url, '/__test/csp-reports')).body);
    expect(items.map((i) => i.body.directive)).toEqual(['script-src-elem', 'script-src-elem']);
    expect(items[0]?.body.blockedUrl).toBe('inline');
    expect(items[0]?.body.sample?.length).toBe(500);
    expect(items[1]?.body).toMatchObject({
      documentUrl: 'http://127.0.0.1:3000/de',
      blockedUrl: 'https://evil.example/x.js',
      lineNumber: '3',
    });
  });

  it('refuses what is not a report (400) and bodies above 64 KB (413)', async () => {
    expect((await send('{"hello":1}', 'application/json')).status).toBe(400);
    expect((await send('not json', 'application/csp-report')).status).toBe(400);
    const big = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(70_000) } });
    expect((await send(big, 'application/csp-report')).status).toBe(413);
    expect(
      z
        .object({ items: z.array(z.unknown()) })
        .parse((await getJson(api.url, '/__test/csp-reports')).body).items,
    ).toEqual([]);
  });
});

describe('text with NUL (which PostgreSQL cannot store)', () => {
  it('a mail or a page carrying U+0000 is refused with 400, never a 500', async () => {
    const mail = await postJson(api.url, '/mail/slot-request', {
      slotName: 'Витоша\u0000Голд',
      email: 'reader@example.bg',
    });
    expect(mail.status).toBe(400);
    const page = (await getJson(api.url, '/about-us', { 'x-locale': 'bg-BG' })).body as Record<
      string,
      unknown
    >;
    const put = await postJson(
      api.url,
      '/__test/pages/bg-BG/about-us',
      { ...page, title: '<scr\u0000ipt>' },
      {},
      'PUT',
    );
    expect(put.status).toBe(400);
    const report = await fetch(`${api.url}/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'blocked-uri': 'in\u0000line' } }),
    });
    expect(report.status).toBe(204);
  });
});

describe('receiver rate limits (product §7 receivers, write limits)', () => {
  it('answers 429 with Retry-After once one address posted too many mails in a minute', async () => {
    const limited = await startTestApi();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const answer = await postJson(limited.url, '/mail/slot-request', {
          slotName: `Слот ${String(i)}`,
          email: 'a@b.bg',
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
      expect(statuses[20]).toBe(429);
      const again = await fetch(`${limited.url}/mail/slot-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slotName: 'Още един', email: 'a@b.bg' }),
      });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another receiver keeps its own count.
      const subscribed = await postJson(limited.url, '/newsletter/subscribe', {
        email: 'n@b.bg',
        locale: 'bg-BG',
      });
      expect(subscribed.status).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
