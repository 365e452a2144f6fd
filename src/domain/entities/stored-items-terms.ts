/**
 * What the privacy policy says of each item of the register (stored-items.ts) besides its
 * purpose: the legal basis it rests on and how long it lasts. Apart from the register so the
 * eager page script, which carries the register, carries none of it; keyed by the register's own
 * names, so an item without its terms does not compile.
 */
import type { StoredItem, StoredItemName } from './stored-items';

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
