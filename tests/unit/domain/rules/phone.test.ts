import { describe, expect, it } from 'vitest';
import type { HelpService } from '../../../../src/domain/entities';
import { callableLines } from '../../../../src/domain/rules/help';
import { dialable, telHref } from '../../../../src/domain/rules/phone';

describe('dialable: the number a phone dials for a printed one', () => {
  it.each([
    ['0888 99 18 66', '0888991866'],
    ['0888-99-18-66', '0888991866'],
    ['0800 1 37 27 00', '08001372700'],
    ['+49 (0)800 137 27 00', '+4908001372700'],
    ['+359 2/987.65.43', '+35929876543'],
    ['112', '112'],
  ])('%s → %s', (printed, number) => {
    expect(dialable(printed)).toBe(number);
    expect(telHref(printed)).toBe(`tel:${number}`);
  });

  it.each([
    [null],
    [''],
    ['вижте сайта'],
    ['drugsinfo-bg.org'],
    ['12'],
    ['+1234567890123456'],
    ['0888 99 18 66 доп. 2'],
  ])('refuses %j: no number a phone can dial', (printed) => {
    expect(dialable(printed)).toBeNull();
    expect(telHref(printed)).toBeNull();
  });
});

describe('callableLines: the help lines a page may show', () => {
  const line = (name: string, phone: string | null): HelpService => ({
    name,
    operator: null,
    phone,
    url: null,
    hours: null,
    source: null,
    checkedAt: null,
  });

  it('keeps the lines with a number to dial, in order, each with its tel: link', () => {
    const lines = callableLines({
      services: [
        line('a', '0888 99 18 66'),
        line('b', null),
        line('c', 'сайт'),
        line('d', '116 123'),
      ],
    });
    expect(lines.map((l) => [l.name, l.tel])).toEqual([
      ['a', 'tel:0888991866'],
      ['d', 'tel:116123'],
    ]);
  });
});
