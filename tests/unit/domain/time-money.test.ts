import { describe, expect, it } from 'vitest';
import { relativeTimeBg } from '../../../src/domain/rules/time';
import {
  BGN_PER_EUR,
  eurToBgn,
  formatEur,
  formatEurWithBgn,
} from '../../../src/domain/rules/money';

const now = new Date('2026-11-22T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('relativeTimeBg (SPEC §9: days or hours)', () => {
  it.each([
    [-5 * 24, 'преди 5 дни'],
    [2, 'след 2 часа'],
    [-3, 'преди 3 часа'],
    [3 * 24 + 5, 'след 3 дни'],
  ])('%s hours → %s', (hours, text) => {
    expect(relativeTimeBg(at(hours), now)).toBe(text);
  });
  it('uses hours below one day and days from one day on', () => {
    expect(relativeTimeBg(at(-23), now)).toMatch(/час/);
    expect(relativeTimeBg(at(-24), now)).not.toMatch(/час/);
  });
  it('gives an empty text for an invalid date', () => {
    expect(relativeTimeBg(new Date('nope'), now)).toBe('');
  });
});

describe('money in EUR with the fixed BGN rate (FIELD-NOTES)', () => {
  const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  it.each([
    [100, 195.58],
    [1, 1.96],
    [0, 0],
    [12.34, 24.13],
  ])('%s EUR → %s BGN', (eur, bgn) => {
    expect(eurToBgn(eur)).toBe(bgn);
  });
  it('uses the fixed rate', () => {
    expect(BGN_PER_EUR).toBe(1.95583);
  });
  it('formats euros the Bulgarian way', () => {
    const parts = new Intl.NumberFormat('bg-BG', {
      style: 'currency',
      currency: 'EUR',
    }).formatToParts(1234.5);
    expect(parts.find((p) => p.type === 'decimal')?.value).toBe(',');
    expect(parts.find((p) => p.type === 'currency')?.value).toBe('€');
    expect(nbsp(formatEur(1234.5))).toBe('1234,50 €');
    expect(nbsp(formatEurWithBgn(100))).toBe('100,00 € (195,58 лв.)');
  });
});
