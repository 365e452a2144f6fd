import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  decimalText,
  IdParam,
  INT4_MAX,
  PageNumberText,
  RowId,
  wholeNumberText,
} from '../../../../src/domain/rules/number-input';
import { issuesText } from '../../../../src/domain/rules/issues';
import { LikeToggle, PageQuery } from '../../../../src/domain/entities/user';

const refusal = <T extends z.ZodType>(schema: T, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : issuesText(result.error);
};

describe('whole numbers as text (paths and queries)', () => {
  it.each([
    '0x10',
    '0b1',
    '0o7',
    '1e3',
    '1.0',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '1_000',
    '',
    'Infinity',
    '١',
    '１',
  ])('refuses %j: decimal digits only', (text) => {
    expect(refusal(IdParam, { id: text })).toBe('id: must be decimal digits');
  });

  it('takes digits within the range, leading zeros too', () => {
    expect(RowId.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(IdParam.parse({ id: '0001' })).toEqual({ id: 1 });
    expect(IdParam.parse({ id: String(INT4_MAX) })).toEqual({ id: INT4_MAX });
    expect(wholeNumberText(0).parse('0')).toBe(0);
  });

  it.each(['0', '2147483648', '9007199254740993', '9'.repeat(400)])(
    'refuses %s: outside an int column',
    (text) => {
      expect(refusal(IdParam, { id: text })).toMatch(/^id: (Too big|Too small|.*Infinity)/);
    },
  );

  it('reads a page number up to its cap', () => {
    expect(PageNumberText.parse('100000')).toBe(100_000);
    expect(refusal(PageNumberText, '100001')).toMatch(/Too big/);
  });
});

describe('numbers in a JSON body', () => {
  it.each([0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, Infinity, '1'])('refuses %s', (n) => {
    expect(RowId.safeParse(n).success).toBe(false);
  });

  it('names the field inside a union (a like names postId or commentId)', () => {
    expect(refusal(LikeToggle, { postId: 2 ** 31 })).toMatch(/^postId: Too big/);
    expect(refusal(LikeToggle, { commentId: 0 })).toMatch(/^commentId: Too small/);
  });
});

describe('plain decimals', () => {
  it('takes digits with a fraction within the range, nothing else', () => {
    const rtp = decimalText(0, 100);
    expect(['0', '96.5', '100', '01.50'].map((t) => rtp.parse(t))).toEqual([0, 96.5, 100, 1.5]);
    for (const text of ['0x10', '1e1', '-1', '1.', '.5', '100.01', ' 1'])
      expect(rtp.safeParse(text).success, text).toBe(false);
  });
});

describe('a community list query (product §5 clamp, §9 page size)', () => {
  it('clamps a page size of digits, refuses any other text', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, pageSize: 5 });
    expect(PageQuery.parse({ page: '2', pageSize: '0' })).toEqual({ page: 2, pageSize: 5 });
    expect(PageQuery.parse({ pageSize: '99999999999' })).toEqual({ page: 1, pageSize: 10 });
    expect(refusal(PageQuery, { page: '0x10' })).toBe('page: must be decimal digits');
    expect(refusal(PageQuery, { pageSize: '1e1' })).toBe('pageSize: must be decimal digits');
  });
});
