import { describe, expect, it } from 'vitest';
import { normaliseSlug, transliterateBg } from '../../../../src/domain/rules/slug';

describe('normaliseSlug (product §5)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  --Multiple   spaces__and!!symbols-- ', 'multiple-spaces-and-symbols'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['Казино Винбет', 'kazino-vinbet'],
    ['Щастлива Ютия', 'shtastliva-yutiya'],
    ['Бонус 100% до 200 €', 'bonus-100-do-200'],
    ['Café Crème 2026', 'cafe-creme-2026'],
    ['a---b', 'a-b'],
    ['already-a-slug', 'already-a-slug'],
    ['!!!', ''],
    ['', ''],
    ['中文', ''],
    [undefined, ''],
    [null, ''],
    [42, ''],
    [{ toString: () => 'x' }, ''],
  ])('%s → %j', (text, slug) => {
    expect(normaliseSlug(text)).toBe(slug);
  });

  it('is idempotent', () => {
    const once = normaliseSlug('Мега Джакпот — Ревю');
    expect(normaliseSlug(once)).toBe(once);
  });
});

describe('transliterateBg (Streamlined System)', () => {
  it.each([
    ['жълт', 'zhalt'],
    ['цъфтящ', 'tsaftyasht'],
    ['Чешма', 'cheshma'],
    ['шьо', 'shyo'],
    ['ЮЛИЯ', 'yuliya'],
    ['София', 'sofiya'],
    ['abc 1', 'abc 1'],
    ['', ''],
  ])('%s → %s', (text, latin) => {
    expect(transliterateBg(text)).toBe(latin);
  });
});
