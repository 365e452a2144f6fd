import { describe, expect, it } from 'vitest';
import {
  addressWithout,
  parseAffiliateCode,
  parseBonusId,
  parseGoQuery,
  parseRefId,
  parseRowFlag,
  parseVerifyToken,
} from '../../../../src/domain/rules/query';

describe('bonusId (product §5 default 0)', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['-3', 0],
    ['1.5', 0],
    ['1e3', 0],
    ['abc', 0],
    ['9999999999', 0],
  ])('%s → %s', (text, id) => {
    expect(parseBonusId(text)).toBe(id);
  });
});

describe('row flag (product §5: true only for the text true)', () => {
  it.each([
    ['true', true],
    ['TRUE', false],
    ['1', false],
    ['yes', false],
    ['', false],
    [null, false],
  ])('%s → %s', (text, flag) => {
    expect(parseRowFlag(text)).toBe(flag);
  });
});

describe('refId (product §5: taken only if present)', () => {
  it.each([
    ['friend_42', 'friend_42'],
    [' abc-1 ', 'abc-1'],
    ['', undefined],
    [null, undefined],
    ['<script>', undefined],
    ['a'.repeat(128), 'a'.repeat(128)],
    ['a'.repeat(129), undefined],
    ['   ', undefined],
    [undefined, undefined],
    ['ref id', undefined],
  ])('%s → %s', (text, id) => {
    expect(parseRefId(text)).toBe(id);
  });
});

describe('verify tokens', () => {
  it.each([
    ['oobCode-ABC_123.x~', 'oobCode-ABC_123.x~'],
    ['', undefined],
    [null, undefined],
    ['has space', undefined],
    ['"><img>', undefined],
    ['  abc  ', 'abc'],
    [undefined, undefined],
  ])('%s → %s', (text, token) => {
    expect(parseVerifyToken(text)).toBe(token);
  });
});

describe('parseGoQuery (product §2 /go parameters)', () => {
  it.each([
    ['?bonusId=5&locale=bg-BG&row=true', { bonusId: 5, locale: 'bg-BG', row: true }],
    ['bonusId=5', { bonusId: 5, locale: undefined, row: false }],
    ['', { bonusId: 0, locale: undefined, row: false }],
    ['?bonusId=%E0%A4%A&locale=xx&row=1', { bonusId: 0, locale: undefined, row: false }],
    ['?bonusId[]=1&locale=BG-bg', { bonusId: 0, locale: undefined, row: false }],
    ['?&&&==', { bonusId: 0, locale: undefined, row: false }],
    ['?bonusId=-4&locale=bg-BGX&row=true', { bonusId: 0, locale: undefined, row: true }],
    ['?bonusId=3&bonusId=9&locale=de-DE', { bonusId: 3, locale: 'de-DE', row: false }],
    ['?row=true%20', { bonusId: 0, locale: undefined, row: false }],
  ])('%s', (search, expected) => {
    expect(parseGoQuery(search)).toEqual(expected);
  });
});

describe('affiliate code (product §2)', () => {
  it.each([
    ['palms-bet', 'palms-bet'],
    ['Win_Bet2', 'Win_Bet2'],
    ['bad code', undefined],
    ['../etc', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (code, expected) => {
    expect(parseAffiliateCode(code)).toBe(expected);
  });
});

describe('addressWithout (product §2: a used parameter leaves the address bar)', () => {
  it.each([
    ['https://k.example/?emailVerifyToken=abc', '/'],
    ['https://k.example/de/feed?emailVerifyToken=abc&x=1#top', '/de/feed?x=1#top'],
    ['https://k.example/feed?x=1&passwordVerifyToken=z', '/feed?x=1'],
    ['https://k.example/feed?x=1', '/feed?x=1'],
  ])('%s → %s', (href, expected) => {
    expect(
      addressWithout(href, href.includes('password') ? 'passwordVerifyToken' : 'emailVerifyToken'),
    ).toBe(expected);
  });
});
