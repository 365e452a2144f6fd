import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  buildHeaders,
  HttpError,
  ParseError,
  requestJson,
  rewriteCdnUrls,
  type RequestContext,
} from '../../../src/api/http';

const ctx: RequestContext = {
  lang: 'bg',
  currentLocale: 'bg-BG',
  isPreview: false,
  isServer: false,
  stage: 'e2e',
  countryCode: null,
  firebaseProjectId: 'demo-casino-bg',
};

const answer = (body: string, status = 200) =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status })));

describe('buildHeaders (product §7)', () => {
  it('sends the browser set: no public-access, demo app check, empty country', async () => {
    expect(await buildHeaders(ctx)).toEqual({
      'x-is-preview': 'false',
      'x-locale': 'bg-BG',
      'x-lang': 'bg',
      'x-country-code-app': '',
      'x-country-code-test': 'false',
      'x-firebase-appcheck': 'demo',
    });
  });

  it.each([
    [{ requestLocale: 'bg-DE' }, 'x-locale', 'bg-DE'],
    [{ isServer: true }, 'x-public-access', 'true'],
    [{ isPreview: true }, 'x-is-preview', 'true'],
    [{ countryCode: 'DE' }, 'x-country-code-app', 'DE'],
    [{ countryCode: 'germany' }, 'x-country-code-app', ''],
    [{ stage: 'local', currentLocale: 'it-IT' }, 'x-country-code-test', 'true'],
    [{ stage: 'e2e', currentLocale: 'it-IT' }, 'x-country-code-test', 'false'],
    [{ getIdToken: () => Promise.resolve('tok') }, 'x-authorization', 'tok'],
    [{ getIdToken: () => Promise.resolve(null) }, 'x-authorization', undefined],
    [{ firebaseProjectId: 'casino-prod' }, 'x-firebase-appcheck', undefined],
  ] as const)('%o sets %s to %s', async (patch, header, value) => {
    const headers = await buildHeaders({ ...ctx, ...patch });
    expect(headers[header]).toBe(value);
  });
});

describe('requestJson', () => {
  const schema = z.object({ a: z.number() });

  it('parses a 2xx answer with the schema', async () => {
    await expect(
      requestJson('u', schema, ctx, { fetchImpl: answer('{"a":1}', 299) }),
    ).resolves.toEqual({
      a: 1,
    });
  });

  it.each([300, 404, 500])('throws HttpError with status %i', async (status) => {
    const error: unknown = await requestJson('u', schema, ctx, {
      fetchImpl: answer('{}', status),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  });

  it.each(['not json', '{"a":"x"}'])('throws ParseError for %s', async (body) => {
    await expect(requestJson('u', schema, ctx, { fetchImpl: answer(body) })).rejects.toBeInstanceOf(
      ParseError,
    );
  });
});

describe('rewriteCdnUrls (product §7)', () => {
  const rewrite = { cdnBaseUrl: 'https://cdn.x.example', localeUrl: 'https://x.example/de' };
  it.each([
    ['{"u":"https://cdn.x.example/m/a.png"}', '{"u":"https://x.example/m/a.png"}'],
    ['{"u":"https:\\/\\/cdn.x.example\\/m"}', '{"u":"https:\\/\\/x.example\\/m"}'],
    ['{"u":"https://cdn.x.example.evil/m"}', '{"u":"https://cdn.x.example.evil/m"}'],
    ['{"u":"https://other.example/m"}', '{"u":"https://other.example/m"}'],
  ])('%s → %s', (input, output) => {
    expect(rewriteCdnUrls(input, rewrite)).toBe(output);
  });
  it('leaves text alone in local or preview mode (null rewrite)', () => {
    expect(rewriteCdnUrls('https://cdn.x.example/a', null)).toBe('https://cdn.x.example/a');
  });
});
