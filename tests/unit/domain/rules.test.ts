import { describe, expect, it } from 'vitest';
import { normaliseSlug } from '../../../src/domain/rules/slug';
import { clamp0to10, paginate, parseCacheTimeout } from '../../../src/domain/rules/numbers';
import { isUrlLike, normaliseLink, pageUrl } from '../../../src/domain/rules/url';
import { meanRating, roundRating } from '../../../src/domain/rules/rating';
import { breakpointFromPx, breakpointFromRem } from '../../../src/domain/rules/breakpoints';

describe('normaliseSlug (SPEC §5)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  --Multiple   spaces__and!!symbols-- ', 'multiple-spaces-and-symbols'],
    ['Казино Винбет', 'kazino-vinbet'],
    ['Щастлива Ютия', 'shtastliva-yutiya'],
    ['Café Crème 2026', 'cafe-creme-2026'],
    ['a---b', 'a-b'],
    ['!!!', ''],
    ['', ''],
    [undefined, ''],
    [42, ''],
  ])('%s → %s', (text, slug) => {
    expect(normaliseSlug(text)).toBe(slug);
  });
});

describe('clamp0to10 (SPEC §5)', () => {
  it.each([
    [5, 5],
    [0, 0],
    [10, 10],
    [11, 10],
    [-3, 0],
    [7.9, 7],
    ['4', 4],
    ['', 0],
    ['abc', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 10],
    [null, 0],
  ])('%s → %s', (value, expected) => {
    expect(clamp0to10(value)).toBe(expected);
  });
});

describe('parseCacheTimeout (SPEC §5, §8)', () => {
  it.each([[0], [1], [3600.5]])('accepts %s', (value) => {
    expect(parseCacheTimeout(value)).toBe(value);
  });
  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['10'], [null], [undefined]])(
    'rejects %s',
    (value) => {
      expect(() => parseCacheTimeout(value)).toThrow('Cache timeout must be a positive number');
    },
  );
});

describe('paginate (SPEC §9 default page size 5)', () => {
  it.each([
    [12, 1, undefined, { page: 1, pageSize: 5, pageCount: 3, offset: 0 }],
    [12, 3, undefined, { page: 3, pageSize: 5, pageCount: 3, offset: 10 }],
    [12, 9, undefined, { page: 3, pageSize: 5, pageCount: 3, offset: 10 }],
    [12, 'x', 'y', { page: 1, pageSize: 5, pageCount: 3, offset: 0 }],
    [12, '2', '10', { page: 2, pageSize: 10, pageCount: 2, offset: 10 }],
    [0, 1, 5, { page: 1, pageSize: 5, pageCount: 1, offset: 0 }],
    [12, -1, 0, { page: 1, pageSize: 5, pageCount: 3, offset: 0 }],
  ])('total %s page %s size %s', (total, page, size, expected) => {
    expect(paginate(total, page, size)).toEqual(expected);
  });
});

describe('isUrlLike (SPEC §5)', () => {
  it.each([
    ['https://a.bg', true],
    ['http://example.com/path?q=1', true],
    ['example.com/x', true],
    ['www.kazino.bg', true],
    ['sub.domain.co.uk:8080/a', true],
    ['hello world', false],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['localhost', false],
    ['', false],
    [null, false],
  ])('%s → %s', (text, expected) => {
    expect(isUrlLike(text)).toBe(expected);
  });
});

describe('normaliseLink (SPEC §9 canonical and alternates)', () => {
  it.each([
    ['https://Kazino.BG/Casino-X/', 'https://kazino.bg/casino-x'],
    ['https://kazino.bg/', 'https://kazino.bg'],
    ['https://kazino.bg', 'https://kazino.bg'],
    ['https://kazino.bg/de/x///?a=1#top', 'https://kazino.bg/de/x'],
    ['http://127.0.0.1:3000/DE', 'http://127.0.0.1:3000/de'],
  ])('%s → %s', (url, expected) => {
    expect(normaliseLink(url)).toBe(expected);
  });
  it.each([['not a url'], ['javascript:alert(1)'], ['']])('rejects %s', (url) => {
    expect(() => normaliseLink(url)).toThrow();
  });
  it('joins locale URLs and slugs', () => {
    expect(pageUrl('https://kazino.bg/', 'home')).toBe('https://kazino.bg');
    expect(pageUrl('https://kazino.bg/de', 'Casino-X')).toBe('https://kazino.bg/de/casino-x');
  });
});

describe('meanRating (SPEC §5)', () => {
  it.each([
    [[{ rating: 8 }, { rating: 9 }, { rating: 7 }], 8],
    [[{ rating: 10 }], 10],
    [[], 0],
    [[{ rating: 6 }, { rating: Number.NaN }], 6],
  ])('%j → %s', (items, expected) => {
    expect(meanRating(items)).toBeCloseTo(expected);
  });
  it('rounds to one decimal for display', () => {
    expect(roundRating(8.4666)).toBe(8.5);
    expect(roundRating(0)).toBe(0);
  });
});

describe('breakpoints (SPEC §9)', () => {
  it.each([
    [80, 'lg'],
    [74.9, 'md'],
    [75, 'lg'],
    [60, 'md'],
    [59.9, 'sm'],
    [37.5, 'sm'],
    [37.4, 'xs'],
    [0, 'xs'],
    [-5, 'xs'],
    [Number.NaN, 'xs'],
  ])('%s rem → %s', (rem, bp) => {
    expect(breakpointFromRem(rem)).toBe(bp);
  });
  it('converts pixels at a root font size', () => {
    expect(breakpointFromPx(1280)).toBe('lg');
    expect(breakpointFromPx(390)).toBe('xs');
    expect(breakpointFromPx(1280, 20)).toBe('md');
  });
});
