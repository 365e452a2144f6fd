/**
 * What the privacy policy lists of the register (stored-items.ts) beyond what the browser code
 * needs: the items others keep for the site (the identity service, the service worker, a game's
 * provider), every item in the policy's order, and each one's legal basis and how long it lasts.
 * Apart from the register so the eager page script, which carries the register, carries none of
 * it; keyed by the items' names, so an item without its terms does not compile.
 */
import {
  ACCEPT_COOKIES,
  AGE_REGULATION,
  BONUS_POPUP_SHOWN_AT,
  IDENTITY_SESSION,
  INVITE_CLAIM,
  INVITE_SECRET,
  LOGGED_IN,
  NAVIGATION_HISTORY,
  OFFLINE_QUEUE,
  REF_ID,
  VISITOR_ID,
  VOTER_ID,
  type StoredItem,
} from './stored-items';

/**
 * The identity service's own record of the days it ran (Firebase's heartbeat: dates and its
 * version, no id), written whenever it loads, which product §4 does at the first interaction.
 */
export const IDENTITY_HEARTBEAT = {
  name: 'firebase-heartbeat-database',
  place: 'indexeddb',
  category: 'necessary',
} as const satisfies StoredItem;

/** The service worker's runtime caches (product §1 installable), one per kind of response. */
export const OFFLINE_CACHES = {
  name: 'kazino-',
  prefix: true,
  place: 'cache',
  category: 'necessary',
} as const satisfies StoredItem;

/** The worker's precache (workbox): the offline page and the scripts it needs. */
export const OFFLINE_PAGE = {
  name: 'workbox-precache-',
  prefix: true,
  place: 'cache',
  category: 'necessary',
} as const satisfies StoredItem;

/** A slot demo's frame, served by the game's provider (docs/visitor-flow.md). */
export const DEMO_FRAME = {
  name: 'game provider',
  place: 'third-party',
  category: 'marketing',
} as const satisfies StoredItem;

/** Every item, in the order the privacy policy lists them. */
export const STORED_ITEMS = [
  ACCEPT_COOKIES,
  AGE_REGULATION,
  LOGGED_IN,
  IDENTITY_SESSION,
  IDENTITY_HEARTBEAT,
  INVITE_SECRET,
  INVITE_CLAIM,
  VOTER_ID,
  BONUS_POPUP_SHOWN_AT,
  OFFLINE_QUEUE,
  OFFLINE_CACHES,
  OFFLINE_PAGE,
  VISITOR_ID,
  NAVIGATION_HISTORY,
  REF_ID,
  DEMO_FRAME,
] as const satisfies readonly StoredItem[];

/** The name of an item of the register (its purpose is keyed by it, stored-items-text.ts). */
export type StoredItemName = (typeof STORED_ITEMS)[number]['name'];

/** The basis of GDPR art. 6(1) an item rests on: (a), (b), (c) or (f). */
export type LegalBasis = 'consent' | 'contract' | 'legal-obligation' | 'legitimate-interest';

/** Until when an item without a Max-Age lasts. */
export type Until =
  | 'tab-closed'
  | 'sign-out'
  | 'consent-withdrawn'
  | 'browser-cleared'
  | 'replaced'
  | 'set-by-provider';

/** How long an item lasts: a cookie's Max-Age, or until an event. */
export type Lifetime = { maxAgeMs: number } | { until: Until };

/** Each item's basis and, for an item without a Max-Age (every one but a cookie), its end. */
export const ITEM_TERMS: Record<StoredItemName, { basis: LegalBasis; until?: Until }> = {
  'accept-cookies': { basis: 'legal-obligation' },
  'age-regulation': { basis: 'legitimate-interest' },
  refId: { basis: 'consent' },
  anonId: { basis: 'consent', until: 'consent-withdrawn' },
  navigationHistory: { basis: 'consent', until: 'tab-closed' },
  loggedIn: { basis: 'contract', until: 'sign-out' },
  'firebase:': { basis: 'contract', until: 'sign-out' },
  'firebase-heartbeat-database': { basis: 'legitimate-interest', until: 'browser-cleared' },
  inviteSecret: { basis: 'contract', until: 'browser-cleared' },
  'anonIdClaim:': { basis: 'contract', until: 'browser-cleared' },
  helpfulVoter: { basis: 'legitimate-interest', until: 'browser-cleared' },
  bonusPopupShownAt: { basis: 'legitimate-interest', until: 'replaced' },
  'sw-keep': { basis: 'legitimate-interest', until: 'replaced' },
  'kazino-': { basis: 'legitimate-interest', until: 'replaced' },
  'workbox-precache-': { basis: 'legitimate-interest', until: 'replaced' },
  'game provider': { basis: 'consent', until: 'set-by-provider' },
};

/** How long `item` lasts, or null when the register gives it neither a Max-Age nor an end. */
export function lifetimeOf(item: StoredItem & { name: StoredItemName }): Lifetime | null {
  if (item.maxAgeMs !== undefined) return { maxAgeMs: item.maxAgeMs };
  const until = ITEM_TERMS[item.name].until;
  return until ? { until } : null;
}
