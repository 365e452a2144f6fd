import { describe, expect, it } from 'vitest';
import {
  CommentsQuery,
  LikeToggle,
  NewComment,
  NewPost,
  PageQuery,
  PasswordToken,
  ReportPost,
  UserAction,
} from '../../../src/domain/entities/user';

describe('NewPost (user service input limits)', () => {
  it.each([
    [{ text: 'Здравейте!' }, true],
    [{ text: 'a'.repeat(2000) }, true],
    [{ text: 'a'.repeat(2001) }, false],
    [{ text: '' }, false],
    [{ text: '   \n ' }, false],
    [{ text: 'a\u0000b' }, false],
    [{ text: 'x', link: 'https://example.bg/a' }, true],
    [{ text: 'x', link: 'http://example.bg' }, true],
    [{ text: 'x', link: null }, true],
    [{ text: 'x', link: 'javascript:alert(1)' }, false],
    [{ text: 'x', link: 'ftp://example.bg' }, false],
    [{ text: 'x', link: `https://example.bg/${'a'.repeat(500)}` }, false],
  ])('%o is valid: %s', (input, valid) => {
    expect(NewPost.safeParse(input).success).toBe(valid);
  });

  it('refuses NUL in a comment and a report note too (PostgreSQL text cannot hold it)', () => {
    expect(NewComment.safeParse({ postId: 1, text: 'x\u0000' }).success).toBe(false);
    expect(ReportPost.safeParse({ postId: 1, categoryId: 1, note: '\u0000' }).success).toBe(false);
  });

  it('keeps the text as given and defaults the link to null', () => {
    const text = '  <b>Здравей</b> & "хора"  ';
    expect(NewPost.parse({ text })).toEqual({ text, link: null });
  });
});

describe('NewComment, ReportPost, LikeToggle, UserAction, PasswordToken', () => {
  it.each([
    [NewComment, { postId: 1, text: 'Браво' }, true],
    [NewComment, { postId: 1, parentId: 2, text: 'a'.repeat(1000) }, true],
    [NewComment, { postId: 1, text: 'a'.repeat(1001) }, false],
    [NewComment, { postId: 0, text: 'x' }, false],
    [ReportPost, { postId: 1, categoryId: 2 }, true],
    [ReportPost, { postId: 1, categoryId: 2, note: 'a'.repeat(501) }, false],
    [LikeToggle, { postId: 1 }, true],
    [LikeToggle, { commentId: 1 }, true],
    [LikeToggle, { postId: 1, commentId: 2 }, false],
    [LikeToggle, {}, false],
    [UserAction, { action: 'user-login' }, true],
    [UserAction, { action: 'become-rich' }, false],
    [PasswordToken, { email: 'ivan@example.bg' }, true],
    [PasswordToken, { email: 'ivan' }, false],
  ] as const)('%#: %o valid %s', (schema, input, valid) => {
    expect(schema.safeParse(input).success).toBe(valid);
  });
});

describe('PageQuery (product §9 page size 5, product §5 clamp to 10)', () => {
  it.each([
    [{}, 1, 5],
    [{ page: '3', pageSize: '7' }, 3, 7],
    [{ pageSize: '50' }, 1, 10],
    [{ pageSize: '0' }, 1, 5],
  ])('%o gives page %i size %i', (query, page, pageSize) => {
    expect(PageQuery.parse(query)).toEqual({ page, pageSize });
  });

  it('refuses page 0, a page or size that is not decimal digits, and a comments query without a post', () => {
    expect(PageQuery.safeParse({ page: '0' }).success).toBe(false);
    for (const pageSize of ['abc', '0x10', '-1']) {
      expect(PageQuery.safeParse({ pageSize }).success, pageSize).toBe(false);
    }
    expect(PageQuery.safeParse({ page: '1e3' }).success).toBe(false);
    expect(CommentsQuery.safeParse({}).success).toBe(false);
    expect(CommentsQuery.parse({ postId: '4' })).toEqual({ postId: 4, page: 1, pageSize: 5 });
  });
});
