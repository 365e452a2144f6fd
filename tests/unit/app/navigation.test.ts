import { describe, expect, it } from 'vitest';
import { isExcludedRoute, shouldScrollToTop } from '../../../src/app/client-navigation';
import { isSpaPath } from '../../../src/app/navigation';
import { refreshDue } from '../../../src/app/refresh';

describe('product §2 navigation rules', () => {
  it.each([
    ['/casino-x', false],
    ['/casino-x#bonus', true],
    ['/go/casino-x', true],
    ['/search?s=x', true],
    ['/a&b', true],
    ['mailto:x@y.bg', true],
  ])('isExcludedRoute(%s) = %s', (route, expected) => {
    expect(isExcludedRoute(route)).toBe(expected);
  });

  it.each([
    ['/login', true],
    ['/de/registration', true],
    ['/go/casino_x-1', true],
    ['/forgotten-password/', true],
    ['/casino-x', false],
    ['/go', false],
  ])('isSpaPath(%s) = %s', (path, expected) => {
    expect(isSpaPath(path)).toBe(expected);
  });

  it.each([
    [{ previousSlug: 'a', nextSlug: 'b', hash: '', scrollToFlag: null }, true],
    [{ previousSlug: 'a', nextSlug: 'a', hash: '', scrollToFlag: null }, false],
    [{ previousSlug: 'a', nextSlug: 'b', hash: '#x', scrollToFlag: null }, false],
    [{ previousSlug: 'a', nextSlug: 'b', hash: '', scrollToFlag: 'false' }, false],
    [{ previousSlug: 'a', nextSlug: 'b', hash: '', scrollToFlag: 'true' }, true],
  ])('shouldScrollToTop(%o) = %s', (input, expected) => {
    expect(shouldScrollToTop(input)).toBe(expected);
  });
});

describe('refresh popup due (product §4)', () => {
  const website = (appVersion: string) => ({
    lang: 'bg',
    version: { appVersion, apiVersion: 'v1.0.0-api', history: [] },
  });
  const popups = (refresh: boolean) => ({
    caution: null,
    refresh,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  it.each([
    ['v5.20.13-bg', false, true],
    ['v5.21.0-bg', false, true],
    ['v5.20.12-bg', false, false],
    ['v5.20.11-bg', false, false],
    ['v5.20.12-bg', true, true],
  ])('published %s, config refresh %s → %s', (published, refresh, expected) => {
    expect(refreshDue('v5.20.12-bg', website(published), popups(refresh))).toBe(expected);
  });
  it('nothing known: not due', () => {
    expect(refreshDue('v5.20.12-bg', null, null)).toBe(false);
  });
});
