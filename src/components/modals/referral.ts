/** The visitor's referral link (product §2 invite friend, refId): pure, so it is tested alone. */
import type { User } from '../../domain/entities/user';

/**
 * Whose referral it is: a signed-in user's uid, else the anonymous visitor's id (product §3 anonId).
 * The store's anonymous user already carries the anonId as its uid; before the identity service
 * has spoken there is no user, and the anonId is asked for directly.
 */
export function referralId(user: User | null, anonId: () => string): string {
  return user ? user.uid : anonId();
}

/** `base` (the locale's address, product §2 x-base-url) with ?refId= set. */
export function referralLink(base: string, refId: string): string {
  const url = new URL(base);
  url.searchParams.set('refId', refId);
  return url.href;
}
