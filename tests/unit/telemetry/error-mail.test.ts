// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationErrorMail } from '../../../src/domain/entities/reports';
import { buildErrorMail, reportableUrl, sendErrorMail } from '../../../src/telemetry/error-mail';
import { clientConfig } from '../../../src/config/client';

afterEach(() => vi.unstubAllGlobals());

describe('sendErrorMail', () => {
  it('builds a body the ApplicationErrorMail schema accepts', () => {
    const body = buildErrorMail(
      {
        context: 'Affiliate Redirect: lookup failed',
        error: new Error('boom', { cause: new Error('net') }),
        locale: 'bg-BG',
        url: 'http://site.test/go/x',
      },
      'e2e',
    );
    expect(ApplicationErrorMail.parse(body)).toMatchObject({
      environment: 'e2e',
      context: 'Affiliate Redirect: lookup failed',
      error: { name: 'Error', message: 'boom', cause: 'net' },
    });
  });

  it.each([
    [
      'http://s.test/?passwordVerifyToken=abc&x=1',
      'http://s.test/?passwordVerifyToken=redacted&x=1',
    ],
    ['http://s.test/a?emailVerifyToken=t#h', 'http://s.test/a?emailVerifyToken=redacted#h'],
    ['http://s.test/#%', 'http://s.test/#%'],
    ['not a url', ''],
  ])('reports %s as %s', (url, expected) => {
    expect(reportableUrl(url)).toBe(expected);
  });

  it('posts to {MAIL_URL}/application-error with the product §7 headers', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{}', { status: 202 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const ok = await sendErrorMail({ context: 'c', error: 'text', url: 'http://s.test/' });
    expect(ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${clientConfig().mailUrl}/application-error`);
    expect((init?.headers as Record<string, string>)['x-lang']).toBe('bg');
    expect(init?.keepalive).toBe(true);
  });

  it('never throws when the mail service is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(sendErrorMail({ context: 'c', error: 1, url: 'u' })).resolves.toBe(false);
  });
});
