/**
 * The bodies and queries the user service parses (product §5 validation, §7 /users/*).
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../config/constants';
import { DigitsText, PageNumberText, RowIdText } from '../rules/number-input';
import { clamp0to10 } from '../rules/numbers';
import {
  COMMENT_TEXT_MAX_CHARS,
  POST_TEXT_MAX_CHARS,
  REPORT_NOTE_MAX_CHARS,
  RowId,
  UserLink,
} from './user-records';

/** Text a user typed: stored and returned as given (plain text, escaped when rendered). */
const userText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => text.trim().length > 0, 'empty')
    // PostgreSQL text cannot hold NUL: refused as input, never a failed insert.
    .refine((text) => !text.includes('\u0000'), 'nul');

/**
 * ?page&pageSize of a list, both decimal digits: page from 1, pageSize product §9 default 5,
 * clamped to 1..10 (product §5).
 */
export const PageQuery = z.object({
  /** 1-based page; default 1. */
  page: PageNumberText.default(1),
  /** Page size; missing or 0 gives the default, more than 10 gives 10. */
  pageSize: DigitsText.optional().transform((value) =>
    value === undefined ? DEFAULT_PAGE_SIZE : clamp0to10(value) || DEFAULT_PAGE_SIZE,
  ),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** GET /users/comments query. */
export const CommentsQuery = PageQuery.extend({
  /** The post whose comments to list. */
  postId: RowIdText,
});
export type CommentsQuery = z.infer<typeof CommentsQuery>;

/** POST /users/post body. */
export const NewPost = z.object({
  /** 1..2000 characters, not only spaces; stored as given. */
  text: userText(POST_TEXT_MAX_CHARS),
  /** An optional absolute http(s) link of at most 500 characters; null or absent for none. */
  link: UserLink.nullable().default(null),
});
export type NewPost = z.infer<typeof NewPost>;

/** PATCH /users/posts/:id body: the post's new text and link (a whole replacement). */
export const EditPost = NewPost;
export type EditPost = z.infer<typeof EditPost>;

/** POST /users/comment body: a comment, or with parentId a reply. */
export const NewComment = z.object({
  /** The post commented on. */
  postId: RowId,
  /** The comment answered; a reply to a reply joins the top-level comment's thread. */
  parentId: RowId.nullable().default(null),
  /** 1..1000 characters, not only spaces; stored as given. */
  text: userText(COMMENT_TEXT_MAX_CHARS),
});
export type NewComment = z.infer<typeof NewComment>;

/** POST /users/report-post body. */
export const ReportPost = z.object({
  /** The post reported. */
  postId: RowId,
  /** A category of GET /users/report-categories. */
  categoryId: RowId,
  /** An optional note of at most 500 characters. */
  note: z
    .string()
    .max(REPORT_NOTE_MAX_CHARS)
    .refine((text) => !text.includes('\u0000'), 'nul')
    .default(''),
});
export type ReportPost = z.infer<typeof ReportPost>;

/** POST /users/like body: exactly one of postId and commentId. */
export const LikeToggle = z.union([
  z.strictObject({
    /** The post to like or unlike. */
    postId: RowId,
  }),
  z.strictObject({
    /** The comment or reply to like or unlike. */
    commentId: RowId,
  }),
]);
export type LikeToggle = z.infer<typeof LikeToggle>;

/** POST /users/purchase body. */
export const Purchase = z.object({
  /** The shop item to buy. */
  itemId: RowId,
});
export type Purchase = z.infer<typeof Purchase>;

/** PUT /users/avatar body. */
export const AvatarUpdate = z.object({
  /** An unlocked avatar. */
  avatarId: RowId,
});
export type AvatarUpdate = z.infer<typeof AvatarUpdate>;

/**
 * Actions the browser reports (product §4 Login records 'user-login'). Only a sign-in, which the
 * verified token proves, moves a mission on; 'invite-friend' is a shared link, worth nothing until
 * the friend's account verifies its email (POST /users/referral).
 */
export const UserActionName = z.enum(['user-login', 'invite-friend']);
export type UserActionName = z.infer<typeof UserActionName>;

/** POST /users/action body. */
export const UserAction = z.object({
  /** What the user did. */
  action: UserActionName,
});
export type UserAction = z.infer<typeof UserAction>;

/** POST /users/email-token body: mail a verification link to the signed-in user. */
export const EmailToken = z.object({
  /** Must be the token's own address when given; the mail always goes to the account's address. */
  email: z.email().max(254).optional(),
});
export type EmailToken = z.infer<typeof EmailToken>;

/** A referral id: a uid or anonymous id (product §2 refId, §3 anonId), 1 to 128 of [A-Za-z0-9_-]. */
export const RefId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/** POST /users/referral body: `refId`, the refId cookie of the browser that signed the account up. */
export const Referral = z.object({ refId: RefId });
export type Referral = z.infer<typeof Referral>;

/** POST /users/anon-id body: `anonId`, the id this browser kept before signing in (product §3). */
export const AnonIdClaim = z.object({ anonId: RefId });
export type AnonIdClaim = z.infer<typeof AnonIdClaim>;

/** POST /users/password-token body: mail a reset link (public). */
export const PasswordToken = z.object({
  /** The account's address. */
  email: z.email().max(320),
});
export type PasswordToken = z.infer<typeof PasswordToken>;
