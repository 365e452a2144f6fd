import { describe, expect, it } from 'vitest';
import { relativeTimeBg } from '../../../../src/domain/rules/time';

const now = new Date('2026-11-22T12:00:00Z');
const HOUR_MS = 3_600_000;
const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);

describe('relativeTimeBg (product §9: days or hours, Intl numeric auto)', () => {
  it.each([
    [-5 * 24, 'преди 5 дни'],
    [3 * 24 + 5, 'след 3 дни'],
    [-24, 'вчера'],
    [24, 'утре'],
    [-25, 'вчера'],
    [-23, 'преди 23 часа'],
    [2, 'след 2 часа'],
    [-3, 'преди 3 часа'],
    [-1, 'преди 1 час'],
    [0, 'в този час'],
    [0.5, 'в този час'],
    [-0.5, 'в този час'],
  ])('%s hours → %s', (hours, text) => {
    expect(relativeTimeBg(at(hours), now)).toBe(text);
  });

  it.each([
    [new Date('nope'), now],
    [now, new Date(Number.NaN)],
  ])('gives an empty text for an invalid date', (from, to) => {
    expect(relativeTimeBg(from, to)).toBe('');
  });
});
