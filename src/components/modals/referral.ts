/** The visitor's referral link (product §2 invite friend, refId): pure, so it is tested alone. */
import type { User } from '../../domain/entities/user';
import { inviteIdOf } from '../../domain/rules/invite';

/**
 * Whose referral it is: a signed-in user's uid; for an anonymous visitor the invitation id, the
 * hash of the secret `secret(true)` keeps in this browser (made now: the visitor asked for a
 * link), so only this browser can claim it later. Null when the browser keeps nothing.
 */
export async function referralId(
  user: User,
  secret: (create: boolean) => string | null,
): Promise<string | null> {
  if (!user.isAnonymous) return user.uid;
  const kept = secret(true);
  return kept === null ? null : inviteIdOf(kept);
}

/** `base` (the locale's address, product §2 x-base-url) with ?refId= set. */
export function referralLink(base: string, refId: string): string {
  const url = new URL(base);
  url.searchParams.set('refId', refId);
  return url.href;
}
