import { describe, expect, it } from 'vitest';
import * as c from '../../../src/config/constants';
import { parseVersion } from '../../../src/domain/rules/versions';

// Every SPEC §9 constant, so a changed number is a failing test, not a silent drift.
describe('SPEC §9 constants', () => {
  it.each([
    ['BUILD_VERSION', c.BUILD_VERSION, 'v5.20.12-bg'],
    ['SITE_LANG', c.SITE_LANG, 'bg'],
    ['TOAST_REMOVAL_EXTRA_MS', c.TOAST_REMOVAL_EXTRA_MS, 100],
    ['REFRESH_COUNTDOWN_S', c.REFRESH_COUNTDOWN_S, 5],
    ['REFRESH_POPUP_DELAY_MS', c.REFRESH_POPUP_DELAY_MS, 60000],
    ['EVENT_REPORT_DEBOUNCE_MS', c.EVENT_REPORT_DEBOUNCE_MS, 200],
    ['REFERRAL_COOKIE_MAX_AGE_MS', c.REFERRAL_COOKIE_MAX_AGE_MS, 2592000000],
    ['AFFILIATE_LISTENER_DELAY_MS', c.AFFILIATE_LISTENER_DELAY_MS, 1000],
    ['AFFILIATE_BONUS_RETRY_MS', c.AFFILIATE_BONUS_RETRY_MS, 500],
    ['CLAMP_MIN', c.CLAMP_MIN, 0],
    ['CLAMP_MAX', c.CLAMP_MAX, 10],
    ['DEFAULT_LOCALE', c.DEFAULT_LOCALE, 'bg-BG'],
    ['STORAGE_ANON_ID', c.STORAGE_ANON_ID, 'anonId'],
    ['STORAGE_LOGGED_IN', c.STORAGE_LOGGED_IN, 'loggedIn'],
    ['PRERENDER_FOLDER', c.PRERENDER_FOLDER, 'prerender'],
    ['DB_FILES_FOLDER', c.DB_FILES_FOLDER, 'db-files'],
    ['RESPONSIBLE_GAMBLING_TEXT', c.RESPONSIBLE_GAMBLING_TEXT, 'Хазартът води до зависимост'],
    ['MINIMUM_AGE_YEARS', c.MINIMUM_AGE_YEARS, 18],
    ['VIEWPORT_HYDRATE_THRESHOLD', c.VIEWPORT_HYDRATE_THRESHOLD, 0.3],
    ['FOOTER_THRESHOLD', c.FOOTER_THRESHOLD, 0.2],
    ['FIRST_COMPONENT_THRESHOLD', c.FIRST_COMPONENT_THRESHOLD, 0.4],
    ['OG_IMAGE_WIDTH_PX', c.OG_IMAGE_WIDTH_PX, 480],
    ['OG_IMAGE_HEIGHT_PX', c.OG_IMAGE_HEIGHT_PX, 320],
    ['OG_IMAGE_TYPE', c.OG_IMAGE_TYPE, 'image/png'],
    ['BACKOFF_BASE_MS', c.BACKOFF_BASE_MS, 1000],
    ['BACKOFF_FACTOR', c.BACKOFF_FACTOR, 2],
    ['BACKOFF_MAX_MS', c.BACKOFF_MAX_MS, 14400000],
    ['BACKOFF_JITTER', c.BACKOFF_JITTER, 0.5],
    ['DEFAULT_PAGE_SIZE', c.DEFAULT_PAGE_SIZE, 5],
    ['HTTP_DEFAULT_TIMEOUT_MS', c.HTTP_DEFAULT_TIMEOUT_MS, 0],
    ['HTTP_SUCCESS_MIN', c.HTTP_SUCCESS_MIN, 200],
    ['HTTP_SUCCESS_MAX', c.HTTP_SUCCESS_MAX, 299],
    ['LOADING_OVERLAY_Z_INDEX', c.LOADING_OVERLAY_Z_INDEX, 999],
    ['LOGO_SIZE_PX', c.LOGO_SIZE_PX, 600],
    ['STORE_RETRY_AFTER_ERROR_MS', c.STORE_RETRY_AFTER_ERROR_MS, 60000],
    ['SCROLL_TO_TOP_DELAY_MS', c.SCROLL_TO_TOP_DELAY_MS, 100],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('referral cookie lifetime is 30 days', () => {
    expect(c.REFERRAL_COOKIE_MAX_AGE_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
  it('backoff max is 4 hours', () => {
    expect(c.BACKOFF_MAX_MS).toBe(4 * 60 * 60 * 1000);
  });
  it('the build version parses as a version (SPEC §5)', () => {
    expect(parseVersion(c.BUILD_VERSION)).toEqual({ major: 5, minor: 20, bugfix: 12, name: 'bg' });
  });
  it.each([
    ['RETRY_COMPONENT_LOAD', c.RETRY_COMPONENT_LOAD, { attempts: 5, delayMs: 75 }],
    ['RETRY_ELEMENT_LOOKUP', c.RETRY_ELEMENT_LOOKUP, { attempts: 15, delayMs: 50 }],
    ['RETRY_DEFAULT', c.RETRY_DEFAULT, { attempts: 3, delayMs: 100 }],
    ['RETRY_AFFILIATE_BONUS', c.RETRY_AFFILIATE_BONUS, { attempts: 2, delayMs: 500 }],
  ])('retry preset %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
  it('observer thresholds are ratios in 0..1', () => {
    for (const t of [
      c.VIEWPORT_HYDRATE_THRESHOLD,
      c.FOOTER_THRESHOLD,
      c.FIRST_COMPONENT_THRESHOLD,
    ]) {
      expect(t).toBeGreaterThan(0);
      expect(t).toBeLessThanOrEqual(1);
    }
  });
  it('breakpoints descend lg > md > sm', () => {
    expect(c.BREAKPOINTS_REM.lg).toBeGreaterThan(c.BREAKPOINTS_REM.md);
    expect(c.BREAKPOINTS_REM.md).toBeGreaterThan(c.BREAKPOINTS_REM.sm);
  });
  it('toast durations by type', () => {
    expect(c.TOAST_DURATION_MS).toEqual({ none: 3000, success: 3000, error: 6000, warn: 6000 });
  });
  it('breakpoints in rem', () => {
    expect(c.BREAKPOINTS_REM).toEqual({ lg: 74.9, md: 59.9, sm: 37.4 });
  });
  it('feature flags are all on', () => {
    expect(c.FEATURE_FLAGS).toEqual({
      prerenderFiles: true,
      dbFiles: true,
      eventReport: true,
      mail: true,
      pwa: true,
      chat: true,
    });
  });
  it('cookie names of SPEC §3', () => {
    expect([c.COOKIE_ACCEPT_COOKIES, c.COOKIE_AGE_REGULATION, c.COOKIE_REF_ID]).toEqual([
      'accept-cookies',
      'age-regulation',
      'refId',
    ]);
  });
});
