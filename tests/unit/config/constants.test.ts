import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as c from '../../../src/config/constants';
import { parseVersion } from '../../../src/domain/rules/versions';

/**
 * product §9's lines, transcribed once from the spec (tests/fixtures/spec-9.txt): the figures below
 * are read from that text, so a constant that drifts from the spec fails here without a second
 * copy of each number.
 */
const SPEC_9 = readFileSync(new URL('../../fixtures/spec-9.txt', import.meta.url), 'utf8');

/** Each product §9 statement as a pattern over its line, and the constants its captures must equal. */
const TABLE: [RegExp, unknown[]][] = [
  [/Build: (\S+), language (\w+),/, [c.BUILD_VERSION, c.SITE_LANG]],
  [
    /Toast durations: none (\d+) ms, success (\d+) ms, error (\d+) ms, warn (\d+) ms; removal adds (\d+) ms/,
    [...Object.values(c.TOAST_DURATION_MS), c.TOAST_REMOVAL_EXTRA_MS],
  ],
  [
    /Refresh countdown (\d+) s; refresh popup delay (\d+) ms/,
    [c.REFRESH_COUNTDOWN_S, c.REFRESH_POPUP_DELAY_MS],
  ],
  [/Event report debounce (\d+) ms/, [c.EVENT_REPORT_DEBOUNCE_MS]],
  [/Referral cookie lifetime (\d+) ms/, [c.REFERRAL_COOKIE_MAX_AGE_MS]],
  [
    /component load (\d+) attempts at (\d+) ms; element lookup (\d+) attempts at (\d+) ms; default (\d+) attempts at (\d+) ms; affiliate bonus retry (\d+) ms/,
    [
      ...Object.values(c.RETRY_COMPONENT_LOAD),
      ...Object.values(c.RETRY_ELEMENT_LOOKUP),
      ...Object.values(c.RETRY_DEFAULT),
      c.AFFILIATE_BONUS_RETRY_MS,
    ],
  ],
  [/Affiliate link listener setup delayed (\d+) s/, [c.AFFILIATE_LISTENER_DELAY_MS / 1000]],
  [
    /viewport hydrate (\d+(?:\.\d+)?), footer (\d+(?:\.\d+)?), first component (\d+(?:\.\d+)?)/,
    [c.VIEWPORT_HYDRATE_THRESHOLD, c.FOOTER_THRESHOLD, c.FIRST_COMPONENT_THRESHOLD],
  ],
  [
    /over (\d+(?:\.\d+)?) lg, over (\d+(?:\.\d+)?) md, over (\d+(?:\.\d+)?) sm/,
    Object.values(c.BREAKPOINTS_REM),
  ],
  [
    /Open-graph image (\d+)x(\d+) (\w+)/,
    [c.OG_IMAGE_WIDTH_PX, c.OG_IMAGE_HEIGHT_PX, c.OG_IMAGE_TYPE.replace('image/', '')],
  ],
  [
    /Retry backoff: base (\d+) ms, factor (\d+), max (\d+) ms, jitter (\d+(?:\.\d+)?)/,
    [c.BACKOFF_BASE_MS, c.BACKOFF_FACTOR, c.BACKOFF_MAX_MS, c.BACKOFF_JITTER],
  ],
  [/Pagination default page size (\d+)/, [c.DEFAULT_PAGE_SIZE]],
  [
    /default timeout (\d+) \(none\); success is status (\d+) to (\d+)/,
    [c.HTTP_DEFAULT_TIMEOUT_MS, c.HTTP_SUCCESS_MIN, c.HTTP_SUCCESS_MAX],
  ],
  [
    /Feature flags, all on: (\w+), (\w+), (\w+), (\w+), (\w+), (\w+)\./,
    Object.entries(c.FEATURE_FLAGS).map(([name, on]) => on && name),
  ],
];

/** §9 lines that state no constant of ours (behaviour, or values kept in the configuration). */
const NOT_CONSTANTS = [
  /Relative-time text/,
  /Canonical and alternate/,
  /CDN, storage/,
  /security policy/,
];

const value = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

describe('product §9 constants', () => {
  it.each(
    TABLE.map(([pattern, actual]) => [pattern.source.slice(0, 40), pattern, actual] as const),
  )('%s…', (_label, pattern, actual) => {
    const match = pattern.exec(SPEC_9);
    expect(match, `product §9 has no line matching ${pattern.source}`).not.toBeNull();
    expect(actual).toEqual(match?.slice(1).map(value));
  });

  it('every §9 line is checked above or states no constant', () => {
    const lines = SPEC_9.split('\n').filter(Boolean);
    const unchecked = lines.filter(
      (line) => ![...TABLE.map(([p]) => p), ...NOT_CONSTANTS].some((p) => p.test(line)),
    );
    expect(unchecked).toEqual([]);
  });

  it('the build version parses as a version (product §5)', () => {
    expect(parseVersion(c.BUILD_VERSION)).toEqual({ major: 5, minor: 20, bugfix: 12, name: 'bg' });
  });
  it('the affiliate bonus lookup is the first try and one retry after its pause (product §7)', () => {
    expect(c.RETRY_AFFILIATE_BONUS).toEqual({ attempts: 2, delayMs: c.AFFILIATE_BONUS_RETRY_MS });
  });
});

// Constants the other sections of docs/product.md fix.
describe('other constants of the product', () => {
  it.each([
    ['CLAMP_MIN', c.CLAMP_MIN, 0],
    ['CLAMP_MAX', c.CLAMP_MAX, 10],
    ['DEFAULT_LOCALE', c.DEFAULT_LOCALE, 'bg-BG'],
    ['STORAGE_ANON_ID', c.STORAGE_ANON_ID, 'anonId'],
    ['STORAGE_LOGGED_IN', c.STORAGE_LOGGED_IN, 'loggedIn'],
    ['PRERENDER_FOLDER', c.PRERENDER_FOLDER, 'prerender'],
    ['DB_FILES_FOLDER', c.DB_FILES_FOLDER, 'db-files'],
    ['RESPONSIBLE_GAMBLING_TEXT', c.RESPONSIBLE_GAMBLING_TEXT, 'Хазартът води до зависимост'],
    ['MINIMUM_AGE_YEARS', c.MINIMUM_AGE_YEARS, 18],
    ['LOADING_OVERLAY_Z_INDEX', c.LOADING_OVERLAY_Z_INDEX, 999],
    ['LOGO_SIZE_PX', c.LOGO_SIZE_PX, 600],
    ['STORE_RETRY_AFTER_ERROR_MS', c.STORE_RETRY_AFTER_ERROR_MS, 60000],
    ['SCROLL_TO_TOP_DELAY_MS', c.SCROLL_TO_TOP_DELAY_MS, 100],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('cookie names of product §3', () => {
    expect([c.COOKIE_ACCEPT_COOKIES, c.COOKIE_AGE_REGULATION, c.COOKIE_REF_ID]).toEqual([
      'accept-cookies',
      'age-regulation',
      'refId',
    ]);
  });
});
