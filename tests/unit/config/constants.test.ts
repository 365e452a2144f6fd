import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as c from '../../../src/config/constants';
import { Stage } from '../../../src/config/stage';
import { parseVersion } from '../../../src/domain/rules/versions';

/**
 * The rows of product §9's table (docs/product.md): the figures below are read from that text, so
 * a constant and the doc that states it cannot drift apart, and no number is written twice.
 */
const PRODUCT = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8');
const SECTION_9 = PRODUCT.slice(PRODUCT.indexOf('\n## §9'));
const ROWS = SECTION_9.split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| what ') && !/^\| -/.test(line))
  .join('\n');

/** Each row's statement as a pattern over it, and the constants its captures must equal. */
const TABLE: [RegExp, unknown[]][] = [
  [
    /\| build +\| `(\S+)`, language `(\w+)`; stages `(\w+)`, `(\w+)`, `(\w+)`, `(\w+)`/,
    [c.BUILD_VERSION, c.SITE_LANG, ...Stage.options],
  ],
  [
    /none ([\d,]+) ms, success ([\d,]+) ms, error ([\d,]+) ms, warn ([\d,]+) ms; removed ([\d,]+) ms after/,
    [...Object.values(c.TOAST_DURATION_MS), c.TOAST_REMOVAL_EXTRA_MS],
  ],
  [
    /counts down (\d+) s; shows ([\d,]+) ms after start/,
    [c.REFRESH_COUNTDOWN_S, c.REFRESH_POPUP_DELAY_MS],
  ],
  [/sent ([\d,]+) ms after the latest event/, [c.EVENT_REPORT_DEBOUNCE_MS]],
  [/kept ([\d,]+) ms \(30 days\)/, [c.REFERRAL_COOKIE_MAX_AGE_MS]],
  [
    /code (\d+) attempts at (\d+) ms; an element lookup (\d+) attempts at (\d+) ms; anything else (\d+) attempts at (\d+) ms; the affiliate bonus again after (\d+) ms/,
    [
      ...Object.values(c.RETRY_COMPONENT_LOAD),
      ...Object.values(c.RETRY_ELEMENT_LOOKUP),
      ...Object.values(c.RETRY_DEFAULT),
      c.AFFILIATE_BONUS_RETRY_MS,
    ],
  ],
  [/starts (\d+) s after boot/, [c.AFFILIATE_LISTENER_DELAY_MS / 1000]],
  [
    /wakes at (\d+(?:\.\d+)?) visible; the footer (\d+(?:\.\d+)?); the first component (\d+(?:\.\d+)?)/,
    [c.VIEWPORT_HYDRATE_THRESHOLD, c.FOOTER_THRESHOLD, c.FIRST_COMPONENT_THRESHOLD],
  ],
  [
    /over (\d+(?:\.\d+)?) lg, over (\d+(?:\.\d+)?) md, over (\d+(?:\.\d+)?) sm/,
    Object.values(c.BREAKPOINTS_REM),
  ],
  [
    /(\d+) × (\d+) (\w+)/,
    [c.OG_IMAGE_WIDTH_PX, c.OG_IMAGE_HEIGHT_PX, c.OG_IMAGE_TYPE.replace('image/', '')],
  ],
  [
    /base ([\d,]+) ms, factor (\d+), at most ([\d,]+) ms, jitter (\d+(?:\.\d+)?)/,
    [c.BACKOFF_BASE_MS, c.BACKOFF_FACTOR, c.BACKOFF_MAX_MS, c.BACKOFF_JITTER],
  ],
  [/(\d+) by default; clamped to (\d+)–(\d+)/, [c.DEFAULT_PAGE_SIZE, c.CLAMP_MIN, c.CLAMP_MAX]],
  [/(\d+) rows a page of a casino or bonus hub/, [c.HUB_PAGE_SIZE]],
  [
    /timeout (\d+) \(none\) by default; success is (\d+)–(\d+)/,
    [c.HTTP_DEFAULT_TIMEOUT_MS, c.HTTP_SUCCESS_MIN, c.HTTP_SUCCESS_MAX],
  ],
  [
    /all on: `(\w+)`[^`]*`(\w+)`[^`]*`(\w+)`[^`]*`(\w+)`[^`]*`(\w+)`[^`]*`(\w+)`/,
    Object.entries(c.FEATURE_FLAGS).map(([name, on]) => on && name),
  ],
];

/** Rows that state no constant of `src/config/constants.ts` (behaviour, or settings). */
const NOT_CONSTANTS = [
  // Its 10 s lives beside its one user, src/components/modals/demo/useDemoView.ts.
  /\| demo fallback /,
  /\| relative times /,
  /\| canonical and alternate links /,
  /\| hosts /,
  /\| content security policy /,
];

/** A figure as the doc writes it ('14,400,000', '0.3') as a number; anything else as it is. */
const value = (text: string) =>
  /^-?[\d,]+(\.\d+)?$/.test(text) ? Number(text.replace(/,/g, '')) : text;

describe('product §9 constants', () => {
  it.each(
    TABLE.map(([pattern, actual]) => [pattern.source.slice(0, 40), pattern, actual] as const),
  )('%s…', (_label, pattern, actual) => {
    const match = pattern.exec(ROWS);
    expect(match, `product §9 has no row matching ${pattern.source}`).not.toBeNull();
    expect(actual).toEqual(match?.slice(1).map(value));
  });

  it('every row of §9 is checked above or states no constant', () => {
    const unchecked = ROWS.split('\n').filter(
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
});
