/**
 * The visitor, their inventory and the records the user service answers about them (product §3 User,
 * Inventory, §7 /users/*): limits, ids, typed text, avatars, missions, shop, history.
 */
import { z } from 'zod';
import { CountryCode, IsoDateTime } from './common';
import { RowId } from '../rules/number-input';

/** Longest post text in characters. */
export const POST_TEXT_MAX_CHARS = 2000;
/** Longest comment or reply text in characters. */
export const COMMENT_TEXT_MAX_CHARS = 1000;
/** Longest link a post may carry. */
export const POST_LINK_MAX_CHARS = 500;
/** Longest free-text note of a report. */
export const REPORT_NOTE_MAX_CHARS = 500;
/** A user-service row id: a serial, 1..2^31-1. */
export { RowId };

/** An identity-service uid (Firebase uids are 1..128 characters). */
export const Uid = z.string().min(1).max(128);
export type Uid = z.infer<typeof Uid>;

/** A link a user gives: absolute http(s), at most {@link POST_LINK_MAX_CHARS}. */
export const UserLink = z
  .url({ protocol: /^https?$/ })
  .max(POST_LINK_MAX_CHARS)
  // No user-info: `https://bank.bg:x@evil.example/` shows one host and opens another.
  .refine((link) => !/^[a-z]+:\/\/[^/?#]*@/i.test(link), 'user-info');
export type UserLink = z.infer<typeof UserLink>;

/** The visitor's country as the country-code service answers it (product §7). */
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

/** A user's inventory (product §3: id, avatar; the rest is ours). GET /users/inventory. */
export const Inventory = z.object({
  /** Inventory id. */
  id: RowId,
  /** Owner's uid. */
  uid: Uid,
  /** Owner's public community username. */
  username: z.string().min(1),
  /** The avatar worn (product §7: the inventory fetch includes the avatar). */
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

/** The visitor. A missing user or one with an unverified email is anonymous (product §4 Login). */
export const User = z.object({
  /** Country of the visitor, or null when the country service failed. */
  country: Country.nullable(),
  /** True when the visitor's country differs from the locale's country (product §1). */
  isInternational: z.boolean(),
  /** Identity-service uid, or the generated anonymous id kept under anonId (product §3). */
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
