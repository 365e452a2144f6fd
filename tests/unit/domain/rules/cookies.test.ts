import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../../../src/domain/rules/cookies';

describe('cookieValue (product §3 Cookies)', () => {
  it.each([
    ['refId=abc', 'abc'],
    ['a=1; refId=u-1_X; b=2', 'u-1_X'],
    ['  refId=%3Cb%3E', '<b>'],
    ['refId=a=b', 'a=b'],
    ['refId=', ''],
    ['xrefId=1; refIdx=2', undefined],
    ['', undefined],
    ['refId=%E0%A4%A', undefined],
  ])('%j gives %j', (text, expected) => {
    expect(cookieValue(text, 'refId')).toBe(expected);
  });
});
