import { describe, expect, it } from 'vitest';
import { isUrlLike, normaliseLink, pageUrl } from '../../../../src/domain/rules/url';

describe('isUrlLike (SPEC §5, with or without scheme)', () => {
  it.each([
    ['https://a.bg', true],
    ['http://example.com/path?q=1', true],
    ['example.com/x', true],
    ['www.kazino.bg', true],
    ['sub.domain.co.uk:8080/a', true],
    ['  kazino.bg  ', true],
    ['hello world', false],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['https://', false],
    ['localhost', false],
    ['example.com/with space', false],
    ['.com', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j → %s', (text, expected) => {
    expect(isUrlLike(text)).toBe(expected);
  });
});

describe('normaliseLink (SPEC §9 canonical and alternates)', () => {
  it.each([
    ['https://Kazino.BG/Casino-X/', 'https://kazino.bg/casino-x'],
    ['https://kazino.bg/', 'https://kazino.bg'],
    ['https://kazino.bg', 'https://kazino.bg'],
    ['https://kazino.bg/?utm=1', 'https://kazino.bg'],
    ['https://kazino.bg/de/x///?a=1#top', 'https://kazino.bg/de/x'],
    ['http://127.0.0.1:3000/DE', 'http://127.0.0.1:3000/de'],
  ])('%s → %s', (url, expected) => {
    expect(normaliseLink(url)).toBe(expected);
  });
  it.each([['not a url'], ['javascript:alert(1)'], ['mailto:a@b.bg'], ['/relative'], ['']])(
    'rejects %j',
    (url) => {
      expect(() => normaliseLink(url)).toThrow();
    },
  );
  it.each([
    ['https://kazino.bg/', 'home', 'https://kazino.bg'],
    ['https://kazino.bg/de', 'Casino-X', 'https://kazino.bg/de/casino-x'],
    ['https://kazino.bg/de/', 'slot', 'https://kazino.bg/de/slot'],
  ])('pageUrl(%s, %s) → %s', (base, slug, expected) => {
    expect(pageUrl(base, slug)).toBe(expected);
  });
});
