import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  STRINGS_BG,
  formatDate,
  formatDateIso,
  formatNumber,
  formatPercent,
  plural,
  resultsCount,
  t,
} from '../../../src/i18n';
import { RESPONSIBLE_GAMBLING_TEXT } from '../../../src/config/constants';

// Intl may put a no-break space where a space is expected; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('STRINGS_BG', () => {
  const entries = Object.entries(STRINGS_BG);

  it('has about 120 entries or more', () => {
    expect(entries.length).toBeGreaterThanOrEqual(120);
  });

  it.each(entries)('%s: non-empty and the same placeholders', (source, text) => {
    expect(source.trim()).not.toBe('');
    expect(text.trim()).not.toBe('');
    expect(placeholders(text)).toEqual(placeholders(source));
  });

  it.each([
    'New Application Version',
    'Reload Now',
    'Reloading in {seconds} s',
    'Application successfully submitted',
    'Server error',
    'Request Successfully Submitted',
    'Home',
    'Casinos',
    'Slots',
    'Bonuses',
    'Payment methods',
    'Software providers',
    'Authors',
    'Articles',
    'Compare casinos',
    'Bonus calculator',
    'Search',
    'Rating',
    'Play now',
    'Get bonus',
    'Read review',
    'Licence',
    'Pros',
    'Cons',
    'Wagering',
    'Max bet',
    'Max cashout',
    'Expiry',
    'Minimum deposit',
    'Withdrawal time',
    'Volatility',
    'RTP',
    'Max win',
    'Paylines',
    'Provider',
    'Release date',
    'Play demo',
    'Open in a new tab',
    'Show differences only',
    'Loading…',
    'Close',
    'Accept',
    'Reject',
    'Not found',
    '18+',
  ])('translates %s', (source) => {
    expect(Object.hasOwn(STRINGS_BG, source)).toBe(true);
  });

  it('carries the responsible gambling line of the constants', () => {
    expect(t('Gambling is addictive')).toBe(RESPONSIBLE_GAMBLING_TEXT);
  });
});

describe('t (product §8: a miss falls back to the source text)', () => {
  it.each([
    ['New Application Version', 'Нова версия на приложението'],
    ['Reload Now', 'Презареди сега'],
    ['Server error', 'Грешка в сървъра'],
    ['A text nobody translated', 'A text nobody translated'],
    ['', ''],
    ['constructor', 'constructor'],
    ['toString', 'toString'],
    ['__proto__', '__proto__'],
  ])('%j → %j', (source, text) => {
    expect(t(source)).toBe(text);
  });

  it.each([
    ['Reloading in {seconds} s', { seconds: 3 }, 'Презареждане след 3 с'],
    ['Page {page} of {pages}', { page: 2, pages: 7 }, 'Страница 2 от 7'],
    ['Page {page} of {pages}', { page: 2 }, 'Страница 2 от {pages}'],
    ['By {name}', { name: 'Мария' }, 'От Мария'],
    ['Missing {x}', { x: 'y' }, 'Missing y'],
    ['Missing {x}', { toString: 'no' }, 'Missing {x}'],
    ['Missing {x}', {}, 'Missing {x}'],
  ])('%s with %j → %s', (source, params, text) => {
    expect(t(source, params)).toBe(text);
  });
});

describe('plural (Intl.PluralRules bg: one and other)', () => {
  it.each([
    [1, 'ден'],
    [0, 'дни'],
    [2, 'дни'],
    [5, 'дни'],
    [21, 'дни'],
    [1.5, 'дни'],
    [-1, 'ден'],
    [Number.NaN, 'дни'],
  ])('%s → %s', (n, form) => {
    expect(plural(n, { one: 'ден', other: 'дни' })).toBe(form);
  });
});

describe('resultsCount: every list says its count in the right form', () => {
  it.each([
    [1, '1 резултат'],
    [0, '0 резултата'],
    [2, '2 резултата'],
    [21, '21 резултата'],
  ])('%s → %s', (n, text) => {
    expect(resultsCount(n)).toBe(text);
  });
});

describe('bg-BG formatting', () => {
  it.each([
    [1234.5, '1234,5'],
    [12345, '12 345'],
    [0, '0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('formatNumber(%s) → %j', (value, text) => {
    expect(plain(formatNumber(value))).toBe(text);
  });

  it.each([
    [96.5, '96,5%'],
    [100, '100%'],
    [0, '0%'],
    [Number.NaN, ''],
  ])('formatPercent(%s) → %j', (value, text) => {
    expect(plain(formatPercent(value))).toBe(text);
  });

  it.each([
    ['2026-11-22T10:00:00Z', '22.11.2026 г.', '2026-11-22'],
    ['2026-01-01T23:30:00Z', '01.01.2026 г.', '2026-01-01'],
    [new Date(Date.UTC(2026, 1, 3)), '03.02.2026 г.', '2026-02-03'],
    ['garbage', '', ''],
    ['', '', ''],
    [new Date(Number.NaN), '', ''],
  ])('formatDate(%j) → %j, formatDateIso → %j', (value, text, iso) => {
    expect(plain(formatDate(value))).toBe(text);
    expect(formatDateIso(value)).toBe(iso);
  });

  it('formatDate uses the Bulgarian day.month.year parts', () => {
    const parts = new Intl.DateTimeFormat('bg-BG', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(new Date('2026-11-22T00:00:00Z'));
    expect(parts.filter((p) => p.type !== 'literal').map((p) => p.type)).toEqual([
      'day',
      'month',
      'year',
    ]);
  });
});

describe('no English on a Bulgarian page', () => {
  // product §8 'Translation miss falls back to source text': an English source text would show as is.
  it('every English source text the code passes to t() has its Bulgarian text', () => {
    const files = execFileSync('git', ['ls-files', 'src/*.ts', 'src/*.tsx', 'pages/*.tsx'], {
      encoding: 'utf8',
    });
    const missing = files
      .trim()
      .split('\n')
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)]
          .map(([, source = '']) => source)
          .filter((source) => !/[\u0400-\u04ff]/.test(source) && /[A-Za-z]{2}/.test(source))
          .filter((source) => !(source in STRINGS_BG))
          .map((source) => `${file}: ${source}`),
      );
    expect(missing).toEqual([]);
  });
});
