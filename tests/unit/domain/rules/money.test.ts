import { describe, expect, it } from 'vitest';
import {
  BGN_PER_EUR,
  eurToBgn,
  formatEur,
  formatEurWithBgn,
} from '../../../../src/domain/rules/money';

// Intl puts a no-break space (U+00A0 or U+202F) before the currency; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('eurToBgn (fixed rate, 2 decimals)', () => {
  it('uses the fixed rate', () => {
    expect(BGN_PER_EUR).toBe(1.95583);
  });
  it.each([
    [100, 195.58],
    [1, 1.96],
    [0, 0],
    [12.34, 24.13],
    [0.01, 0.02],
    [-100, -195.58],
    [1_000_000, 1_955_830],
  ])('%s EUR → %s BGN', (eur, bgn) => {
    expect(eurToBgn(eur)).toBe(bgn);
  });
  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('%s → NaN', (eur) => {
    expect(eurToBgn(eur)).toBeNaN();
  });
});

describe('formatEur / formatEurWithBgn (bg-BG)', () => {
  it('formats euros with a decimal comma and € after the amount', () => {
    const parts = new Intl.NumberFormat('bg-BG', {
      style: 'currency',
      currency: 'EUR',
    }).formatToParts(1234.5);
    expect(parts.find((p) => p.type === 'decimal')?.value).toBe(',');
    expect(parts.at(-1)?.type).toBe('currency');
    expect(parts.find((p) => p.type === 'currency')?.value).toBe('€');
  });
  it.each([
    [1234.5, '1234,50 €'],
    [0, '0,00 €'],
    [5, '5,00 €'],
    [-2.5, '-2,50 €'],
  ])('formatEur(%s) → %s', (amount, text) => {
    expect(plain(formatEur(amount))).toBe(text);
  });
  it.each([
    [100, '100,00 € (195,58 лв.)'],
    [1, '1,00 € (1,96 лв.)'],
  ])('formatEurWithBgn(%s) → %s', (amount, text) => {
    expect(plain(formatEurWithBgn(amount))).toBe(text);
  });
  it.each([[Number.NaN], [Number.NEGATIVE_INFINITY]])(
    'non-finite %s gives empty text',
    (amount) => {
      expect(formatEur(amount)).toBe('');
      expect(formatEurWithBgn(amount)).toBe('');
    },
  );
});
