import { describe, expect, it } from 'vitest';
import {
  isAccountScreen,
  isAffiliateCode,
  servesSpaShell,
  spaRoute,
} from '../../../../src/domain/rules/spa-route';

describe('spaRoute (product §2: /go/{code} and the account screens)', () => {
  it.each([
    ['/go/yantra-royal', { directory: '', screen: 'go', code: 'yantra-royal' }],
    ['/go/', { directory: '', screen: 'go', code: '' }],
    ['/go', { directory: '', screen: 'go', code: '' }],
    ['/de/go/x_1', { directory: 'de', screen: 'go', code: 'x_1' }],
    ['/go/a.b', { directory: '', screen: 'go', code: 'a.b' }],
    ['/login', { directory: '', screen: 'login' }],
    ['/de/registration/', { directory: 'de', screen: 'registration' }],
    ['/forgotten-password', { directory: '', screen: 'forgotten-password' }],
    ['/', null],
    ['/feed', null],
    ['/go/a/b', null],
    ['/loginx', null],
    ['/de/casino/go', null],
    ['/De/login', null],
  ])('%s → %j', (path, expected) => {
    expect(spaRoute(path)).toEqual(expected);
  });

  it.each([
    ['/login', true],
    ['/de/forgotten-password', true],
    ['/go/x', false],
    ['/feed', false],
  ])('isAccountScreen(%s) is %s', (path, expected) => {
    expect(isAccountScreen(path)).toBe(expected);
  });

  it.each([
    ['yantra-royal', true],
    ['A_9-z', true],
    ['', false],
    ['a.b', false],
    ['a%20b', false],
  ])('isAffiliateCode(%j) is %s', (code, expected) => {
    expect(isAffiliateCode(code)).toBe(expected);
  });
});

describe('servesSpaShell (a locale path, its directory taken off)', () => {
  it.each([
    ['/login', true],
    ['/go', true],
    ['/go/yantra-royal', true],
    ['/go/a.b', false],
    ['/go/', false],
    ['/de/login', false],
    ['/casino', false],
  ])('%s → %s', (path, expected) => {
    expect(servesSpaShell(path)).toBe(expected);
  });
});
