import { describe, expect, it, vi } from 'vitest';
import { ApplicationErrorMail } from '../../../src/domain/entities/reports';
import { readClientConfig } from '../../../src/api/config';
import { buildErrorMail, sendErrorMail } from '../../../src/telemetry/error-mail';

const config = readClientConfig({ VITE_STAGE: 'e2e', VITE_API_BASE_URL: 'http://api.test' });

describe('sendErrorMail', () => {
  it('builds a body the ApplicationErrorMail schema accepts', () => {
    const body = buildErrorMail(
      {
        context: 'Affiliate Redirect: lookup failed',
        error: new Error('boom', { cause: new Error('net') }),
        locale: 'bg-BG',
        url: 'http://site.test/go/x',
      },
      config,
    );
    expect(ApplicationErrorMail.parse(body)).toMatchObject({
      environment: 'e2e',
      context: 'Affiliate Redirect: lookup failed',
      error: { name: 'Error', message: 'boom', cause: 'net' },
    });
  });

  it('posts to {MAIL_URL}/application-error and reports acceptance', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{}', { status: 202 })),
    );
    const ok = await sendErrorMail({ context: 'c', error: 'text', config, fetchImpl, url: 'u' });
    expect(ok).toBe(true);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('http://api.test/mail/application-error');
  });

  it('never throws when the mail service is down', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')));
    await expect(
      sendErrorMail({ context: 'c', error: 1, config, fetchImpl, url: 'u' }),
    ).resolves.toBe(false);
  });
});
