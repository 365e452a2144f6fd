/**
 * The user service (product §3 user-related service areas, §7 /users/*): one function per endpoint
 * over the one HTTP layer. The identity token travels as x-authorization once the browser has
 * called setIdTokenGetter (context.ts); public reads send it too, so likedByMe is the reader's.
 * Every answer is parsed with its schema; every refusal comes back as a typed
 * {@link UserServiceError} value, never as text to match.
 */
import type { ZodType } from 'zod';
import {
  Accepted,
  ActionResult,
  AvatarOption,
  CommentPage,
  CommentResult,
  Deleted,
  HistoryEntry,
  Inventory,
  LastLogin,
  LeaderboardPage,
  LikeState,
  Mission,
  PostDetails,
  PostPage,
  PostResult,
  PurchaseResult,
  ReportCategory,
  ReportReceipt,
  ShopItem,
  UserErrorBody,
  type EditPost,
  type LikeToggle,
  type NewComment,
  type NewPost,
  type ReportPost,
  type AnonIdClaim,
  type Referral,
  type UserActionName,
  type UserErrorReason,
} from '../domain/entities/user';
import { callJson, type CallOptions } from './client';
import type { Endpoint } from './endpoints';
import { HttpError, ParseError } from './http';

/** What went wrong, by status: the UI switches on this. */
export type UserServiceErrorKind =
  /** 400: the input broke a rule of the input schema. */
  | 'invalid'
  /** 401: no token, or one the service refuses (expired, revoked, not this project's). */
  | 'unauthorized'
  /** 403: not verified, not the owner, a locked avatar. */
  | 'forbidden'
  /** 404. */
  | 'not-found'
  /** 409: not enough points, owned already, reported already. */
  | 'conflict'
  /** 429: too many writes. */
  | 'rate-limited'
  /** 5xx, or an answer that is not the schema. */
  | 'server'
  /** No answer at all (offline, aborted). */
  | 'network';

/** A refused or failed call. */
export type UserServiceError = {
  /** What went wrong. */
  kind: UserServiceErrorKind;
  /** HTTP status, null without an answer. */
  status: number | null;
  /** The service's reason, when it gave one. */
  reason: UserErrorReason | null;
  /** Seconds to wait before retrying (429 only), else null. */
  retryAfterS: number | null;
};

/** The outcome of a call: the parsed answer, or the typed error. */
export type UserResult<T> = { ok: true; data: T } | { ok: false; error: UserServiceError };

/** Thrown by the swr endpoints below, carrying the same typed error. */
export class UserServiceFailure extends Error {
  override name = 'UserServiceFailure';
  /** The typed error. */
  readonly error: UserServiceError;
  constructor(error: UserServiceError) {
    super(`user service: ${error.kind}${error.reason ? ` (${error.reason})` : ''}`);
    this.error = error;
  }
}

const KIND_BY_STATUS: Readonly<Record<number, UserServiceErrorKind>> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  429: 'rate-limited',
};

/** Turns anything a call threw into a {@link UserServiceError}. */
export function toUserServiceError(error: unknown): UserServiceError {
  if (error instanceof UserServiceFailure) return error.error;
  if (error instanceof HttpError) {
    const body = UserErrorBody.safeParse(error.body);
    return {
      kind: KIND_BY_STATUS[error.status] ?? (error.status >= 500 ? 'server' : 'invalid'),
      status: error.status,
      reason: body.success ? body.data.reason : null,
      retryAfterS: body.success ? (body.data.retryAfterS ?? null) : null,
    };
  }
  if (error instanceof ParseError) {
    return { kind: 'server', status: null, reason: null, retryAfterS: null };
  }
  return { kind: 'network', status: null, reason: null, retryAfterS: null };
}

/** Calls the API and wraps the outcome. */
async function call<T>(
  path: string,
  schema: ZodType<T>,
  options: CallOptions = {},
): Promise<UserResult<T>> {
  try {
    return { ok: true, data: await callJson('api', path, schema, options) };
  } catch (error) {
    return { ok: false, error: toUserServiceError(error) };
  }
}

/** The answer of a result, or a thrown {@link UserServiceFailure} (for swr). */
export function unwrap<T>(result: UserResult<T>): T {
  if (result.ok) return result.data;
  throw new UserServiceFailure(result.error);
}

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown): CallOptions => ({
  method,
  ...(body === undefined ? {} : { body }),
});

const pageQuery = (page: number, pageSize?: number): string =>
  `page=${String(page)}${pageSize === undefined ? '' : `&pageSize=${String(pageSize)}`}`;

const Missions = Mission.array();
const ShopItems = ShopItem.array();
const AvatarOptions = AvatarOption.array();
const HistoryEntries = HistoryEntry.array();
const ReportCategories = ReportCategory.array();

// --- The signed-in user's own records (401 without a token, 403 when unverified) ---

/** The inventory with its avatar (GET /users/inventory); creates it on the first call. */
export const getInventory = () => call('/users/inventory', Inventory);

/** The points history, newest first (GET /users/history). */
export const getHistory = () => call('/users/history', HistoryEntries);

/** Every avatar with whether the user may wear it (GET /users/avatars). */
export const getAvatars = () => call('/users/avatars', AvatarOptions);

/** The missions with the user's progress (GET /users/missions). */
export const getMissions = () => call('/users/missions', Missions);

/** The shop with what the user owns (GET /users/shop; a visitor sees owned false). */
export const getShop = () => call('/users/shop', ShopItems);

/** Buys an item (POST /users/purchase); 409 insufficient-points or already-owned. */
export const purchase = (itemId: number) =>
  call('/users/purchase', PurchaseResult, send('POST', { itemId }));

/** Records an action such as product §4's 'user-login' (POST /users/action). */
export const recordAction = (action: UserActionName) =>
  call('/users/action', ActionResult, send('POST', { action }));

/** Records the sign-in time (POST /users/last-login). */
export const updateLastLogin = () => call('/users/last-login', LastLogin, send('POST', {}));

/** Wears an unlocked avatar (PUT /users/avatar); 403 avatar-locked. */
export const updateAvatar = (avatarId: number) =>
  call('/users/avatar', Inventory, send('PUT', { avatarId }));

/**
 * Names the inviter of a new account, still unverified (POST /users/referral, product §2 refId);
 * 409 already-claimed once the account has joined or named one.
 */
export const sendReferral = (refId: string) =>
  call('/users/referral', Accepted, send('POST', { refId } satisfies Referral));

/**
 * Claims the anonymous id this browser used before signing in (POST /users/anon-id, product §3
 * anonId): the inventory after the invitations made under it are credited; 409 already-claimed
 * when another account claimed it first.
 */
export const claimAnonId = (anonId: string) =>
  call('/users/anon-id', ActionResult, send('POST', { anonId } satisfies AnonIdClaim));

/** Mails the signed-in user a verification link (POST /users/email-token). */
export const requestEmailToken = () => call('/users/email-token', Accepted, send('POST', {}));

/** Mails a password reset link (POST /users/password-token, public; 202 for any address). */
export const requestPasswordToken = (email: string) =>
  call('/users/password-token', Accepted, send('POST', { email }));

// --- The community ---

/** A page of posts, newest first (GET /users/posts, public; product §9 default size 5). */
export const getPosts = (page = 1, pageSize?: number) =>
  call(`/users/posts?${pageQuery(page, pageSize)}`, PostPage);

/** A post with its comments and their replies (GET /users/posts/:id, public). */
export const getPostDetails = (postId: number) =>
  call(`/users/posts/${String(postId)}`, PostDetails);

/** A page of a post's top-level comments with replies (GET /users/comments, public). */
export const getComments = (postId: number, page = 1, pageSize?: number) =>
  call(`/users/comments?postId=${String(postId)}&${pageQuery(page, pageSize)}`, CommentPage);

/** Publishes a post (POST /users/post). */
export const createPost = (input: NewPost) => call('/users/post', PostResult, send('POST', input));

/** Replaces an own post's text and link (PATCH /users/posts/:id); 403 not-owner. */
export const editPost = (postId: number, input: EditPost) =>
  call(`/users/posts/${String(postId)}`, PostResult, send('PATCH', input));

/** Deletes an own post with its comments (DELETE /users/posts/:id); 403 not-owner. */
export const deletePost = (postId: number) =>
  call(`/users/posts/${String(postId)}`, Deleted, send('DELETE'));

/** Comments on a post, or replies with parentId (POST /users/comment). */
export const createComment = (input: NewComment) =>
  call('/users/comment', CommentResult, send('POST', input));

/** Reports a post (POST /users/report-post); 409 already-reported. */
export const reportPost = (input: ReportPost) =>
  call('/users/report-post', ReportReceipt, send('POST', input));

/** Likes or unlikes a post or a comment (POST /users/like): the new count and likedByMe. */
export const toggleLike = (target: LikeToggle) =>
  call('/users/like', LikeState, send('POST', target));

/** The reasons a post may be reported (GET /users/report-categories, public). */
export const getReportCategories = () => call('/users/report-categories', ReportCategories);

/** A page of the users' leaderboard by points (GET /leaderboards/users, public). */
export const getLeaderboard = (page = 1, pageSize?: number) =>
  call(`/leaderboards/users?${pageQuery(page, pageSize)}`, LeaderboardPage);

// --- swr endpoints of the reads (useEndpoint); they throw UserServiceFailure ---

/** The feed's page of posts. */
export const feedPostsEndpoint: Endpoint<[page: number, pageSize: number], PostPage> = {
  name: 'users:posts',
  read: async (_locale, page, pageSize) => unwrap(await getPosts(page, pageSize)),
};

/** One post with comments and replies. */
export const postDetailsEndpoint: Endpoint<[postId: number], PostDetails> = {
  name: 'users:post',
  read: async (_locale, postId) => unwrap(await getPostDetails(postId)),
};

/** A page of the users' leaderboard. */
export const leaderboardEndpoint: Endpoint<[page: number, pageSize: number], LeaderboardPage> = {
  name: 'users:leaderboard',
  read: async (_locale, page, pageSize) => unwrap(await getLeaderboard(page, pageSize)),
};

/** The report categories. */
export const reportCategoriesEndpoint: Endpoint<[], ReportCategory[]> = {
  name: 'users:report-categories',
  read: async () => unwrap(await getReportCategories()),
};
