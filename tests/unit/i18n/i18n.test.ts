import { describe, expect, it } from 'vitest';
import { STRINGS_BG, formatDate, formatDateIso, formatPercent, plural, t } from '../../../src/i18n';

describe('t (SPEC §8: a miss falls back to the source text)', () => {
  it.each([
    ['New Application Version', 'Нова версия на приложението'],
    ['Reload Now', 'Презареди сега'],
    ['Server error', 'Грешка в сървъра'],
    ['Gambling is addictive', 'Хазартът води до зависимост'],
    ['A text nobody translated', 'A text nobody translated'],
  ])('%s → %s', (source, text) => {
    expect(t(source)).toBe(text);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(t('Reloading in {seconds} s', { seconds: 3 })).toBe('Презареждане след 3 с');
    expect(t('Page {page} of {pages}', { page: 2 })).toBe('Страница 2 от {pages}');
    expect(t('Missing {x}', { x: 'y' })).toBe('Missing y');
  });

  it('every translation is non-empty and keeps the placeholders of its source', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [source, text] of Object.entries(STRINGS_BG)) {
      expect(text.trim(), source).not.toBe('');
      expect(names(text), source).toEqual(names(source));
    }
  });
});

describe('Bulgarian formatting', () => {
  it('plural forms', () => {
    expect(plural(1, { one: 'ден', other: 'дни' })).toBe('ден');
    expect(plural(5, { one: 'ден', other: 'дни' })).toBe('дни');
    expect(plural(0, { one: 'ден', other: 'дни' })).toBe('дни');
  });
  it('dates and percentages', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22.11.2026 г.');
    expect(formatDate('garbage')).toBe('');
    expect(formatDateIso('2026-11-22T10:00:00Z')).toBe('2026-11-22');
    expect(formatPercent(96.5).replace(/[\u00a0\u202f]/g, ' ')).toBe('96,5%');
  });
});
