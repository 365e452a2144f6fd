import { describe, expect, it } from 'vitest';
import { HttpError, ParseError } from '../../../src/api/http';
import { toUserServiceError, unwrap, UserServiceFailure } from '../../../src/api/users';

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
