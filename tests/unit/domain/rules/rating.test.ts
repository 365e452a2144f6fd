import { describe, expect, it } from 'vitest';
import { formatRating, meanRating } from '../../../../src/domain/rules/rating';

describe('meanRating (product §5)', () => {
  it.each([
    [[{ rating: 8 }, { rating: 9 }, { rating: 7 }], 8],
    [[{ rating: 10 }], 10],
    [[{ rating: 8.4 }, { rating: 8.5 }], 8.45],
    [[], 0],
    [[{ rating: 6 }, { rating: Number.NaN }], 6],
    [[{ rating: Number.POSITIVE_INFINITY }, { rating: 4 }], 4],
    [[{ rating: Number.NaN }], 0],
  ])('%j → %s', (items, expected) => {
    expect(meanRating(items)).toBeCloseTo(expected, 10);
  });
});

describe('formatRating (one decimal, Bulgarian comma)', () => {
  it.each([
    [8.46, '8,5'],
    [8.44, '8,4'],
    [10, '10,0'],
    [0, '0,0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s → %j', (value, text) => {
    expect(formatRating(value)).toBe(text);
  });
});
