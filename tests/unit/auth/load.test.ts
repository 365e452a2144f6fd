import { describe, expect, it } from 'vitest';
import { identityMoment, type IdentityPlace } from '../../../src/auth/load';

const place = (over: Partial<IdentityPlace>): IdentityPlace => ({
  authentication: true,
  path: '/',
  search: '',
  loggedInFlag: false,
  ...over,
});

describe('identityMoment (product §4 Identity service)', () => {
  it.each([
    ['no accounts on the locale', place({ authentication: false, path: '/login' }), 'never'],
    ['a content page, not logged in', place({}), 'lazy'],
    ['a content page, logged in last time', place({ loggedInFlag: true }), 'eager'],
    ['the sign-in screen', place({ path: '/login' }), 'eager'],
    ['the registration screen', place({ path: '/registration/' }), 'eager'],
    ['the feed, even when logged in', place({ path: '/feed', loggedInFlag: true }), 'lazy'],
    ['a shell redirect', place({ path: '/go/casino-x', loggedInFlag: true }), 'lazy'],
    ['a verify-token page', place({ search: '?emailVerifyToken=abc', loggedInFlag: true }), 'lazy'],
    ['a reset-token page', place({ path: '/login', search: '?a=1&passwordVerifyToken=x' }), 'lazy'],
  ] as const)('%s → %s', (_name, input, expected) => {
    expect(identityMoment(input)).toBe(expected);
  });
});
