/**
 * The visitor, their inventory and the user service's records and inputs (SPEC §3 User,
 * Inventory and the user-related service areas, §7 /users/*). The browser parses every answer
 * of src/api/users.ts with these, the API (api/users) every body and query.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../config/constants';
import { clamp0to10 } from '../rules/numbers';
import { CountryCode, IsoDateTime } from './common';

/** Longest post text in characters. */
export const POST_TEXT_MAX_CHARS = 2000;
/** Longest comment or reply text in characters. */
export const COMMENT_TEXT_MAX_CHARS = 1000;
/** Longest link a post may carry. */
export const POST_LINK_MAX_CHARS = 500;
/** Longest free-text note of a report. */
export const REPORT_NOTE_MAX_CHARS = 500;
/** Highest page number a list query accepts. */
export const PAGE_NUMBER_MAX = 100_000;

/** A user-service row id: positive integer. */
export const RowId = z.number().int().positive();
export type RowId = z.infer<typeof RowId>;

/** An identity-service uid (Firebase uids are 1..128 characters). */
export const Uid = z.string().min(1).max(128);
export type Uid = z.infer<typeof Uid>;

/** Text a user typed: stored and returned as given (plain text, escaped when rendered). */
const userText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => text.trim().length > 0, 'empty')
    // PostgreSQL text cannot hold NUL: refused as input, never a failed insert.
    .refine((text) => !text.includes('\u0000'), 'nul');

/**
 * A link a user gives: absolute http(s), at most {@link POST_LINK_MAX_CHARS}, with no user-info
 * (`https://bank.bg:x@evil.example/` shows one host and opens another).
 */
export const UserLink = z
  .url({ protocol: /^https?$/ })
  .max(POST_LINK_MAX_CHARS)
  .refine((link) => !/^[a-z]+:\/\/[^/?#]*@/i.test(link), 'user-info');
export type UserLink = z.infer<typeof UserLink>;

// --- Records the service answers ---

/** The visitor's country as the country-code service answers it (SPEC §7). */
export const Country = z.object({
  /** ISO 3166-1 alpha-2 code of the visitor's country. */
  cc_alpha2: CountryCode,
});
export type Country = z.infer<typeof Country>;

/** An avatar picture. */
export const Avatar = z.object({
  /** Avatar id. */
  id: RowId,
  /** Absolute or root-relative URL of the square picture. */
  url: z.string().min(1),
  /** Its name in Bulgarian (also the picture's alt text). */
  name: z.string().min(1),
});
export type Avatar = z.infer<typeof Avatar>;

/** An avatar as GET /users/avatars lists it for the signed-in user. */
export const AvatarOption = Avatar.extend({
  /** True when the user may wear it (free, or bought in the shop). */
  unlocked: z.boolean(),
  /** The shop item that unlocks it, or null for a free avatar. */
  shopItemId: RowId.nullable(),
});
export type AvatarOption = z.infer<typeof AvatarOption>;

/** A user's inventory (SPEC §3: id, avatar; the rest is ours). GET /users/inventory. */
export const Inventory = z.object({
  /** Inventory id. */
  id: RowId,
  /** Owner's uid. */
  uid: Uid,
  /** Owner's public community username. */
  username: z.string().min(1),
  /** The avatar worn (SPEC §7: the inventory fetch includes the avatar). */
  avatar: Avatar,
  /** Points earned from missions, spent in the shop; never negative. */
  points: z.number().int().nonnegative(),
  /** Ids of the shop items the user owns. */
  ownedItemIds: z.array(RowId),
  /** The last recorded sign-in (POST /users/last-login), or null before the first. */
  lastLoginAt: IsoDateTime.nullable(),
  /** When the inventory was created (the user's first verified request). */
  createdAt: IsoDateTime,
});
export type Inventory = z.infer<typeof Inventory>;

/** The visitor. A missing user or one with an unverified email is anonymous (SPEC §4 Login). */
export const User = z.object({
  /** Country of the visitor, or null when the country service failed. */
  country: Country.nullable(),
  /** True when the visitor's country differs from the locale's country (SPEC §1). */
  isInternational: z.boolean(),
  /** Identity-service uid, or the generated anonymous id kept under anonId (SPEC §3). */
  uid: z.string().min(1),
  /** Whether the identity service says the email is verified. */
  emailVerified: z.boolean(),
  /** True for visitors who are not signed in with a verified email. */
  isAnonymous: z.boolean(),
  /** Email address, null for anonymous visitors. */
  email: z.string().email().nullable(),
  /** Display name from the identity service. */
  displayName: z.string().nullable(),
  /** Public community username. */
  username: z.string().nullable(),
  /** The inventory, loaded after a verified sign-in. */
  inventory: Inventory.nullable(),
  /** When the user record was last refreshed from the services. */
  lastRefresh: IsoDateTime.nullable(),
});
export type User = z.infer<typeof User>;

/** How often a mission can be completed. */
export const MissionPeriod = z.enum(['once', 'daily']);
export type MissionPeriod = z.infer<typeof MissionPeriod>;

/** A mission and the signed-in user's progress in it (GET /users/missions). */
export const Mission = z.object({
  /** Mission id. */
  id: RowId,
  /** Title in Bulgarian. */
  title: z.string().min(1),
  /** What to do, in Bulgarian. */
  description: z.string(),
  /** Points awarded when done. */
  points: z.number().int().nonnegative(),
  /** 'once', or 'daily' (progress starts again each UTC day). */
  period: MissionPeriod,
  /** Steps done so far (this day for a daily mission), 0..goal. */
  progress: z.number().int().nonnegative(),
  /** Steps needed. */
  goal: z.number().int().positive(),
  /** True once progress reached the goal (and the points were awarded). */
  done: z.boolean(),
});
export type Mission = z.infer<typeof Mission>;

/** What a shop item is. */
export const ShopItemKind = z.enum(['avatar', 'badge']);
export type ShopItemKind = z.infer<typeof ShopItemKind>;

/** An item of the shop (GET /users/shop). */
export const ShopItem = z.object({
  /** Item id. */
  id: RowId,
  /** Name in Bulgarian. */
  name: z.string().min(1),
  /** Description in Bulgarian. */
  description: z.string(),
  /** Price in points. */
  price: z.number().int().nonnegative(),
  /** 'avatar' unlocks {@link ShopItem.avatar}; 'badge' is shown beside the username. */
  kind: ShopItemKind,
  /** The avatar an 'avatar' item unlocks, else null. */
  avatar: Avatar.nullable(),
  /** Picture of the item (the avatar's for an avatar item). */
  imageUrl: z.string().min(1),
  /** True when the signed-in user owns it (false for a visitor). */
  owned: z.boolean(),
});
export type ShopItem = z.infer<typeof ShopItem>;

/** What a history entry records. */
export const HistoryAction = z.enum([
  'user-login',
  'mission-reward',
  'purchase',
  'post',
  'comment',
  'avatar-change',
]);
export type HistoryAction = z.infer<typeof HistoryAction>;

/** One line of the user's points history (GET /users/history), newest first. */
export const HistoryEntry = z.object({
  /** Entry id. */
  id: RowId,
  /** What happened. */
  action: HistoryAction,
  /** Points won (positive) or spent (negative); 0 for actions without points. */
  points: z.number().int(),
  /** The mission title, the item's name, …, in Bulgarian; null when the action says it all. */
  detail: z.string().nullable(),
  /** When it happened. */
  createdAt: IsoDateTime,
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** A community post (GET /users/posts). */
export const Post = z.object({
  /** Post id. */
  id: RowId,
  /** Author's uid (the owner check compares it). */
  authorUid: Uid,
  /** Author's username. */
  authorName: z.string().min(1),
  /** Author's avatar. */
  authorAvatar: Avatar.nullable(),
  /** The text as the author typed it: plain text, render it escaped. */
  text: z.string(),
  /** An http(s) link the author added, or null; render it with rel="ugc nofollow". */
  link: z.string().nullable(),
  /** When it was posted. */
  createdAt: IsoDateTime,
  /** When it was last edited (equal to createdAt when never edited). */
  updatedAt: IsoDateTime,
  /** Number of likes. */
  likes: z.number().int().nonnegative(),
  /** True when the asking user likes it (false for a visitor). */
  likedByMe: z.boolean(),
  /** Number of comments and replies. */
  commentCount: z.number().int().nonnegative(),
});
export type Post = z.infer<typeof Post>;

/** A reply: a comment whose parent is a top-level comment. */
export const Reply = z.object({
  /** Comment id. */
  id: RowId,
  /** The post it belongs to. */
  postId: RowId,
  /** The top-level comment it answers, or null for a top-level comment. */
  parentId: RowId.nullable(),
  /** Author's uid. */
  authorUid: Uid,
  /** Author's username. */
  authorName: z.string().min(1),
  /** Author's avatar. */
  authorAvatar: Avatar.nullable(),
  /** The text as typed: plain text, render it escaped. */
  text: z.string(),
  /** When it was written. */
  createdAt: IsoDateTime,
  /** Number of likes. */
  likes: z.number().int().nonnegative(),
  /** True when the asking user likes it. */
  likedByMe: z.boolean(),
});
export type Reply = z.infer<typeof Reply>;

/** A top-level comment with its replies, oldest first (one level: a reply to a reply joins the thread). */
export const Comment = Reply.extend({
  /** Replies, oldest first. */
  replies: z.array(Reply),
});
export type Comment = z.infer<typeof Comment>;

/** A post with its comments and their replies (GET /users/posts/:id). */
export const PostDetails = Post.extend({
  /** Top-level comments, oldest first, each with its replies. */
  comments: z.array(Comment),
});
export type PostDetails = z.infer<typeof PostDetails>;

/** Why a post may be reported (GET /users/report-categories). */
export const ReportCategory = z.object({
  /** Category id. */
  id: RowId,
  /** Label in Bulgarian, e.g. 'Спам'. */
  label: z.string().min(1),
});
export type ReportCategory = z.infer<typeof ReportCategory>;

/** A stored report (POST /users/report-post). */
export const ReportReceipt = z.object({
  /** Report id. */
  id: RowId,
  /** The reported post. */
  postId: RowId,
  /** The chosen category. */
  categoryId: RowId,
  /** When it was received. */
  createdAt: IsoDateTime,
});
export type ReportReceipt = z.infer<typeof ReportReceipt>;

/** The state of a like after a toggle (POST /users/like). */
export const LikeState = z.object({
  /** What was liked. */
  target: z.enum(['post', 'comment']),
  /** Its id. */
  id: RowId,
  /** New number of likes. */
  likes: z.number().int().nonnegative(),
  /** True when the user now likes it. */
  likedByMe: z.boolean(),
});
export type LikeState = z.infer<typeof LikeState>;

/** One row of the users' leaderboard (GET /leaderboards/users), by points. */
export const LeaderboardRow = z.object({
  /** 1-based rank; equal points share a rank. */
  rank: z.number().int().positive(),
  /** The user's uid. */
  uid: Uid,
  /** Username. */
  username: z.string().min(1),
  /** Avatar worn. */
  avatar: Avatar.nullable(),
  /** Points. */
  points: z.number().int().nonnegative(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/** A page of a list: items, 1-based page, its size and the total count. */
export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({
    /** This page's items. */
    items: z.array(item),
    /** 1-based page number. */
    page: z.number().int().positive(),
    /** Page size (SPEC §9 default 5, SPEC §5 clamp to 10). */
    pageSize: z.number().int().positive(),
    /** Items in the whole list. */
    total: z.number().int().nonnegative(),
  });
/** A page of T. */
export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number };

/** A page of posts. */
export const PostPage = Paged(Post);
export type PostPage = z.infer<typeof PostPage>;
/** A page of top-level comments with their replies. */
export const CommentPage = Paged(Comment);
export type CommentPage = z.infer<typeof CommentPage>;
/** A page of the leaderboard. */
export const LeaderboardPage = Paged(LeaderboardRow);
export type LeaderboardPage = z.infer<typeof LeaderboardPage>;

/** POST /users/action answer: the inventory after the action and the missions it completed. */
export const ActionResult = z.object({
  /** The inventory with the points awarded. */
  inventory: Inventory,
  /** Missions completed by this action (empty when none). */
  completed: z.array(Mission),
});
export type ActionResult = z.infer<typeof ActionResult>;

/** POST /users/purchase answer. */
export const PurchaseResult = z.object({
  /** The inventory after paying. */
  inventory: Inventory,
  /** The item bought, now owned. */
  item: ShopItem,
});
export type PurchaseResult = z.infer<typeof PurchaseResult>;

/** POST /users/post, PATCH /users/posts/:id and POST /users/comment answers also report missions. */
export const PostResult = z.object({
  /** The stored post. */
  post: Post,
  /** Missions completed by posting. */
  completed: z.array(Mission),
});
export type PostResult = z.infer<typeof PostResult>;

/** POST /users/comment answer. */
export const CommentResult = z.object({
  /** The stored comment or reply (no replies of its own yet). */
  comment: Reply,
  /** Missions completed by commenting. */
  completed: z.array(Mission),
});
export type CommentResult = z.infer<typeof CommentResult>;

/** POST /users/last-login answer. */
export const LastLogin = z.object({
  /** The sign-in time recorded. */
  lastLoginAt: IsoDateTime,
});
export type LastLogin = z.infer<typeof LastLogin>;

/** 202 answer of the mail-sending routes (POST /users/email-token, /users/password-token). */
export const Accepted = z.object({
  /** Always true: the request was taken (for a password reset, whether or not the account exists). */
  accepted: z.literal(true),
});
export type Accepted = z.infer<typeof Accepted>;

/** DELETE /users/posts/:id answer. */
export const Deleted = z.object({
  /** The removed post's id. */
  id: RowId,
  /** Always true. */
  deleted: z.literal(true),
});
export type Deleted = z.infer<typeof Deleted>;

// --- Error answers ---

/** The error kinds of a user-service answer (the `error` field; JSON like every API answer). */
export const UserErrorKind = z.enum([
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
]);
export type UserErrorKind = z.infer<typeof UserErrorKind>;

/** Why a user-service call was refused, as a value the UI switches on (never the message text). */
export const UserErrorReason = z.enum([
  /** 400: a body or query that is not the input schema. */
  'invalid-input',
  /** 401: no x-authorization token. */
  'token-missing',
  /** 401: a token that is not a valid ID token of this project (malformed, wrong aud/iss). */
  'token-invalid',
  /** 401: an expired token. */
  'token-expired',
  /** 401: a revoked token, or its user was disabled or deleted. */
  'token-revoked',
  /** 403: the email is not verified yet (SPEC §6: only verified users are authenticated). */
  'email-unverified',
  /** 403: someone else's post. */
  'not-owner',
  /** 403: an avatar that is neither free nor bought. */
  'avatar-locked',
  /** 404: no such post, comment, item, avatar or category. */
  'not-found',
  /** 409: the price is more than the points. */
  'insufficient-points',
  /** 409: the item is owned already. */
  'already-owned',
  /** 409: the user reported this post already. */
  'already-reported',
  /** 409: a referral after the account joined, a second one, or an anonId another account has. */
  'already-claimed',
  /** 429: too many writes; retry after retryAfterS. */
  'rate-limited',
  /** 500. */
  'internal',
]);
export type UserErrorReason = z.infer<typeof UserErrorReason>;

/** The body of a refused user-service call. */
export const UserErrorBody = z.object({
  /** Kind (matches the status). */
  error: UserErrorKind,
  /** Why, for the UI to switch on. */
  reason: UserErrorReason,
  /** English text for logs; never shown, never matched. */
  message: z.string(),
  /** Seconds until a rate-limited client may try again (429 only; also the Retry-After header). */
  retryAfterS: z.number().int().positive().optional(),
});
export type UserErrorBody = z.infer<typeof UserErrorBody>;

// --- Inputs (bodies and queries the API parses) ---

/** ?page&pageSize of a list: page from 1, pageSize SPEC §9 default 5, clamped to 1..10 (SPEC §5). */
export const PageQuery = z.object({
  /** 1-based page; default 1. */
  page: z.coerce.number().int().positive().max(PAGE_NUMBER_MAX).default(1),
  /** Page size; missing or 0 gives the default, more than 10 gives 10. */
  pageSize: z
    .unknown()
    .optional()
    .transform((value) =>
      value === undefined ? DEFAULT_PAGE_SIZE : clamp0to10(value) || DEFAULT_PAGE_SIZE,
    ),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** GET /users/comments query. */
export const CommentsQuery = PageQuery.extend({
  /** The post whose comments to list. */
  postId: z.coerce.number().pipe(RowId),
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
 * Actions the browser reports (SPEC §4 Login records 'user-login'). Only a sign-in, which the
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

/** A referral id: a uid or anonymous id (SPEC §2 refId, §3 anonId), 1 to 128 of [A-Za-z0-9_-]. */
export const RefId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/** POST /users/referral body: `refId`, the refId cookie of the browser that signed the account up. */
export const Referral = z.object({ refId: RefId });
export type Referral = z.infer<typeof Referral>;

/** POST /users/anon-id body: `anonId`, the id this browser kept before signing in (SPEC §3). */
export const AnonIdClaim = z.object({ anonId: RefId });
export type AnonIdClaim = z.infer<typeof AnonIdClaim>;

/** POST /users/password-token body: mail a reset link (public). */
export const PasswordToken = z.object({
  /** The account's address. */
  email: z.email().max(320),
});
export type PasswordToken = z.infer<typeof PasswordToken>;
