// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, ParseError } from '../../../src/api/http';
import {
  claimAnonId,
  sendReferral,
  toUserServiceError,
  unwrap,
  UserServiceFailure,
} from '../../../src/api/users';
import { clientConfig } from '../../../src/config/client';
import { inventoryFixture } from '../../fixtures/users';

afterEach(() => vi.unstubAllGlobals());

describe('toUserServiceError (typed refusals of the user service)', () => {
  it.each([
    [400, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [429, 'rate-limited'],
    [500, 'server'],
    [503, 'server'],
    [418, 'invalid'],
  ] as const)('status %i is %s', (status, kind) => {
    expect(toUserServiceError(new HttpError(status, 'u')).kind).toBe(kind);
  });

  it('takes the reason and retry delay from the body, never from the text', () => {
    const error = toUserServiceError(
      new HttpError(429, 'u', 'POST', {
        error: 'rate_limited',
        reason: 'rate-limited',
        message: 'anything',
        retryAfterS: 12,
      }),
    );
    expect(error).toEqual({
      kind: 'rate-limited',
      status: 429,
      reason: 'rate-limited',
      retryAfterS: 12,
    });
    const forbidden = toUserServiceError(
      new HttpError(403, 'u', 'PATCH', { error: 'forbidden', reason: 'not-owner', message: '' }),
    );
    expect(forbidden.reason).toBe('not-owner');
    expect(toUserServiceError(new HttpError(403, 'u', 'GET', { reason: 'made-up' })).reason).toBe(
      null,
    );
  });

  it('maps a bad answer to server and anything else to network', () => {
    expect(toUserServiceError(new ParseError('u', null)).kind).toBe('server');
    expect(toUserServiceError(new TypeError('Failed to fetch')).kind).toBe('network');
  });

  it('unwrap gives the data or throws the typed failure', () => {
    expect(unwrap({ ok: true, data: 1 })).toBe(1);
    const error = {
      kind: 'forbidden',
      status: 403,
      reason: 'email-unverified',
      retryAfterS: null,
    } as const;
    expect(() => unwrap({ ok: false, error })).toThrow(UserServiceFailure);
    try {
      unwrap({ ok: false, error });
    } catch (thrown) {
      expect(toUserServiceError(thrown)).toEqual(error);
    }
  });
});

describe('the invite-a-friend endpoints (product §2 refId, §3 anonId)', () => {
  const answer = (status: number, body: unknown) => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status })),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };
  const inventory = inventoryFixture(40);

  it.each([
    ['referral', () => sendReferral('inviter-1'), { refId: 'inviter-1' }, { accepted: true }],
    [
      'anon-id',
      () => claimAnonId('anon-1234-abcd'),
      { anonId: 'anon-1234-abcd' },
      { inventory, completed: [] },
    ],
  ] as const)(
    'POST /users/%s sends its body once and parses the answer',
    async (path, run, body, data) => {
      const fetchMock = answer(200, data);
      await expect(run()).resolves.toEqual({ ok: true, data });
      expect(fetchMock).toHaveBeenCalledOnce();
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe(`${clientConfig().apiBaseUrl}/users/${path}`);
      expect(init?.method).toBe('POST');
      expect(JSON.parse(init?.body as string)).toEqual(body);
    },
  );

  it('gives 409 already-claimed as a typed conflict, never a throw', async () => {
    answer(409, { error: 'conflict', reason: 'already-claimed', message: 'claimed' });
    await expect(claimAnonId('anon-1234-abcd')).resolves.toEqual({
      ok: false,
      error: { kind: 'conflict', status: 409, reason: 'already-claimed', retryAfterS: null },
    });
  });
});
