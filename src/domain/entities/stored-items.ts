/**
 * Everything this site keeps on the visitor's device (product §3 Cookies, User anonId), one home:
 * the browser reads and writes only through these items (src/device), which refuse an item whose
 * consent category the visitor has not allowed, and the privacy policy lists them from here
 * with their purposes, legal bases and lifetimes (stored-items-text.ts, stored-items-terms.ts, the
 * `stored-items` content component), so the two cannot drift. Why each item has its category:
 * docs/consent.md. Plain data, no zod and no prose, and only what the browser code needs: the
 * eager page script carries these items (its lazy chunks import them from it).
 */
import { CONSENT_COOKIE_MAX_AGE_MS, REFERRAL_COOKIE_MAX_AGE_MS } from '../../config/constants';
import type { ConsentCategories } from './ui';

/** A consent category, as the accept-cookies value keeps them; necessary needs no consent (EDPB). */
export type ConsentCategory = keyof ConsentCategories;
/** A category the visitor may allow or refuse. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

/** The categories in the banner's order (stored-items-text.ts says what each covers). */
export const CONSENT_CATEGORIES = [
  'necessary',
  'analytics',
  'marketing',
] as const satisfies readonly ConsentCategory[];

/** Where an item lives: the parts of the device the browser code reads and writes, or others'. */
export type StoredPlace = 'cookie' | 'local' | 'session' | 'indexeddb' | 'cache' | 'third-party';

/** One thing kept on the device. */
export type StoredItem = {
  /** The cookie's or key's name; with `prefix`, the start of every key it covers. */
  name: string;
  /** The item is a family of keys that start with `name` (one per account, page or cache). */
  prefix?: true;
  place: StoredPlace;
  /** Without the visitor's consent to it nothing of this category is stored or sent. */
  category: ConsentCategory;
  /** A cookie's Max-Age (every cookie has one; how long the others last: stored-items-terms.ts). */
  maxAgeMs?: number;
};

/** An item the browser code reads and writes itself. */
export type DeviceItem = StoredItem & { place: 'cookie' | 'local' | 'session' };

/** The consent choice (product §3 accept-cookies): the record GDPR art. 7(1) asks us to keep. */
export const ACCEPT_COOKIES = {
  name: 'accept-cookies',
  place: 'cookie',
  category: 'necessary',
  maxAgeMs: CONSENT_COOKIE_MAX_AGE_MS,
} as const satisfies DeviceItem;

/** The age gate's answer (product §3 age-regulation): the date of a yes, or 'no'. */
export const AGE_REGULATION = {
  name: 'age-regulation',
  place: 'cookie',
  category: 'necessary',
  maxAgeMs: CONSENT_COOKIE_MAX_AGE_MS,
} as const satisfies DeviceItem;

/** A friend's invitation (product §2 refId): it credits someone else, so it waits for consent. */
export const REF_ID = {
  name: 'refId',
  place: 'cookie',
  category: 'marketing',
  maxAgeMs: REFERRAL_COOKIE_MAX_AGE_MS,
} as const satisfies DeviceItem;

/** The anonymous visitor id of the event reports (product §3 User anonId). */
export const VISITOR_ID = {
  name: 'anonId',
  place: 'local',
  category: 'analytics',
} as const satisfies DeviceItem;

/** The paths read in this tab (product §3 Event report navigationHistory). */
export const NAVIGATION_HISTORY = {
  name: 'navigationHistory',
  place: 'session',
  category: 'analytics',
} as const satisfies DeviceItem;

/** The logged-in flag (product §4 Login). */
export const LOGGED_IN = {
  name: 'loggedIn',
  place: 'local',
  category: 'necessary',
} as const satisfies DeviceItem;

/** The identity service's own session (Firebase Auth, browserLocalPersistence). */
export const IDENTITY_SESSION = {
  name: 'firebase:',
  prefix: true,
  place: 'local',
  category: 'necessary',
} as const satisfies DeviceItem;

/** The secret behind an anonymous visitor's invitation link (product §2 invite friend). */
export const INVITE_SECRET = {
  name: 'inviteSecret',
  place: 'local',
  category: 'necessary',
} as const satisfies DeviceItem;

/** Which account claimed this browser's invitations, one key per account. */
export const INVITE_CLAIM = {
  name: 'anonIdClaim:',
  prefix: true,
  place: 'local',
  category: 'necessary',
} as const satisfies DeviceItem;

/** The id a "helpful" vote is counted under (product §2 review casino). */
export const VOTER_ID = {
  name: 'helpfulVoter',
  place: 'local',
  category: 'necessary',
} as const satisfies DeviceItem;

/** When the bonus popup was last shown (product §4 bonus popup: at most once a day). */
export const BONUS_POPUP_SHOWN_AT = {
  name: 'bonusPopupShownAt',
  place: 'local',
  category: 'necessary',
} as const satisfies DeviceItem;

/** Pages read before the offline worker was active (src/sw/keep.ts): the list and each page. */
export const OFFLINE_QUEUE = {
  name: 'sw-keep',
  prefix: true,
  place: 'local',
  category: 'necessary',
} as const satisfies DeviceItem;

/** Every item the browser code reads and writes itself: what the forget pass walks (forget.ts). */
export const DEVICE_ITEMS = [
  ACCEPT_COOKIES,
  AGE_REGULATION,
  LOGGED_IN,
  IDENTITY_SESSION,
  INVITE_SECRET,
  INVITE_CLAIM,
  VOTER_ID,
  BONUS_POPUP_SHOWN_AT,
  OFFLINE_QUEUE,
  VISITOR_ID,
  NAVIGATION_HISTORY,
  REF_ID,
] as const satisfies readonly DeviceItem[];

/** Whether `key` is one of `item`'s keys. */
export function keyOfItem(item: StoredItem, key: string): boolean {
  return item.prefix ? key.startsWith(item.name) : key === item.name;
}

/** The uid of an anonymous visitor in the app state: the visitor id belongs to the reports. */
export const ANONYMOUS_UID = 'anonymous';
