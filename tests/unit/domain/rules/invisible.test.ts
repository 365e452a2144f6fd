import { describe, expect, it } from 'vitest';
import { hasInvisibleChars } from '../../../../src/domain/rules/invisible';
import { UserLink } from '../../../../src/domain/entities/user';

describe('hasInvisibleChars', () => {
  it.each([
    ['Admin\u200B', true],
    ['Ad\u200Dmin', true],
    ['\uFEFFAdmin', true],
    ['Ad\u00ADmin', true],
    ['Admin\uFE0F', true],
    ['\u3164', true],
    ['Admin\u00A0', true],
    ['Admin\u2800', true],
    ['Ad\u0007min', true],
    ['Admin\u202E', true],
    ['Иван Петров', false],
    ['Алиса bТестb', false],
    ['José', false],
    ['o_O-2.0', false],
  ])('%j: %s', (text, expected) => {
    expect(hasInvisibleChars(text)).toBe(expected);
  });
});

describe('UserLink', () => {
  it.each([
    ['https://user:pass@example.bg/', false],
    ['https://user@example.bg/', false],
    ['http://bank.bg:x@evil.example/path', false],
    ['https://example.bg/a?b=c@d', true],
    ['https://example.bg/@user', true],
    ['https://example.bg/a#x@y', true],
  ])('%s: %s', (link, ok) => {
    expect(UserLink.safeParse(link).success).toBe(ok);
  });
});
