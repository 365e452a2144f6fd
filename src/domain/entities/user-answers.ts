/**
 * The user service's answers to writes and its error answers (product §7 /users/*, §8): typed
 * values the UI switches on, never message text.
 */
import { z } from 'zod';
import { IsoDateTime } from './common';
import { Inventory, Mission, RowId, ShopItem } from './user-records';
import { Post, Reply } from './user-community';

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
  'unsupported_media_type',
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
  /** 403: the email is not verified yet (product §6: only verified users are authenticated). */
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
  /** 415: a body under a media type that is not application/json. */
  'unsupported-media-type',
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
