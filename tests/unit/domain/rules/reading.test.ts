import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '../../../../src/domain/rules/reading';

const words = (n: number) => Array.from({ length: n }, (_, i) => `дума${i}`).join(' ');

describe('countWords', () => {
  it.each([
    ['', 0],
    ['<p></p>', 0],
    ['<p>Две думи</p>', 2],
    ['<h2>RTP</h2><p>над 96% е добре</p>', 5],
    ['<p>мини-игра и&nbsp;бонус</p>', 3],
    ['<p>Вижте <a href="/x">бонус калкулатора</a>.</p>', 3],
  ])('%s has %i words', (html, count) => {
    expect(countWords(html)).toBe(count);
  });
});

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])('%i words take %i minutes', (n, minutes) => {
    expect(readingMinutes(`<p>${words(n)}</p>`)).toBe(minutes);
  });
});
