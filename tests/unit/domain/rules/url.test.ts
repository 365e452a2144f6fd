import { describe, expect, it } from 'vitest';
import { safeImageUrl } from '../../../../src/domain/rules/image-url';
import { isUrlLike, normaliseLink, pageUrl } from '../../../../src/domain/rules/url';

describe('isUrlLike (product §5, with or without scheme)', () => {
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

describe('normaliseLink (product §9 canonical and alternates)', () => {
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

describe('safeImageUrl (poster of the demo trigger)', () => {
  it.each([
    ['https://media.example.com/slots/a.svg', 'https://media.example.com/slots/a.svg'],
    ['http://127.0.0.1:4000/media/slots/a.svg', 'http://127.0.0.1:4000/media/slots/a.svg'],
    ['/media/slots/a.svg?v=2', '/media/slots/a.svg?v=2'],
    [
      'https://media.example.com/a.png"); position: fixed',
      'https://media.example.com/a.png%22);%20position:%20fixed',
    ],
  ])('%s → %s', (text, safe) => {
    expect(safeImageUrl(text)).toBe(safe);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example.net/a.png',
    '/\\evil.example.net/a.png',
    'media/a.png',
    'https://user:pw@media.example.com/a.png',
    '',
    '   ',
  ])('refuses %j', (text) => {
    expect(safeImageUrl(text)).toBeNull();
  });
});
