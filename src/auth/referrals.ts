/**
 * Invite a friend (product §2): the user service credits an inviter only once the account they
 * invited verifies its email. The browser tells it who invited a new account (the refId cookie,
 * right after the sign-up, while the account is still new) and which anonymous id (product §3
 * anonId) a signed-in account used before, whose invitations then count as the account's own.
 * Both are fire-and-forget: a failure goes to the error mail (product §8), never to the sign-in.
 */
import { claimAnonId, sendReferral, UserServiceFailure, type UserResult } from '../api/users';
import { COOKIE_REF_ID, STORAGE_ANON_ID_CLAIM_PREFIX } from '../config/constants';
import type { Inventory } from '../domain/entities/user';
import { cookieValue } from '../domain/rules/cookies';
import { parseRefId } from '../domain/rules/query';
import { storedAnonId } from '../telemetry/anon-id';

/** Reports a failure with its context (the error mail of src/telemetry in the browser). */
export type ReportError = (context: string, error: unknown) => void;

/** Local storage as the claim marker uses it, or null where the browser refuses it. */
type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'> | null;

/** Error mail contexts of the two calls. */
export const REFERRAL_FAILURE = 'Invite a friend: POST /users/referral failed';
export const ANON_ID_CLAIM_FAILURE = 'Invite a friend: POST /users/anon-id failed';

/** True when the call ended for good: answered, or refused as a repeat (409 already-claimed). */
function settled(result: UserResult<unknown>): boolean {
  return result.ok || (result.error.status === 409 && result.error.reason === 'already-claimed');
}

/** Reports a failed call, unless it is the normal answer to a repeat. */
function reportUnsettled(result: UserResult<unknown>, context: string, report: ReportError): void {
  if (!result.ok && !settled(result)) report(context, new UserServiceFailure(result.error));
}

/**
 * After a sign-up: POST /users/referral with the refId cookie found in `cookieText` (the page's
 * document.cookie), when it holds a well-formed one (product §5 'taken only if present'). Never throws.
 */
export async function referNewAccount(cookieText: string, report: ReportError): Promise<void> {
  const refId = parseRefId(cookieValue(cookieText, COOKIE_REF_ID));
  if (!refId) return;
  reportUnsettled(await sendReferral(refId), REFERRAL_FAILURE, report);
}

/** What {@link claimAnonIdOnce} needs. */
export type AnonIdClaimDeps = {
  /** The verified account that signed in. */
  uid: string;
  /** Holds the anonId (product §3) and the marker of the claim. */
  storage: MarkerStorage;
  report: ReportError;
};

function claimedBy(storage: MarkerStorage, uid: string): string | null {
  try {
    return storage?.getItem(`${STORAGE_ANON_ID_CLAIM_PREFIX}${uid}`) ?? null;
  } catch {
    return null;
  }
}

function markClaimed(storage: MarkerStorage, uid: string, anonId: string): void {
  try {
    storage?.setItem(`${STORAGE_ANON_ID_CLAIM_PREFIX}${uid}`, anonId);
  } catch {
    // Storage refused (private mode): the next sign-in claims again, which the service allows.
  }
}

/**
 * After a verified sign-in: POST /users/anon-id with the anonId this browser keeps, once per
 * account and anonId (a marker in storage; a 409 already-claimed counts as done, silently). A
 * failed claim is reported and tried again at the next sign-in. Resolves the inventory after
 * the credit, or null when nothing was sent or the claim failed. Never throws.
 */
export async function claimAnonIdOnce(deps: AnonIdClaimDeps): Promise<Inventory | null> {
  const { uid, storage, report } = deps;
  const anonId = storedAnonId(storage);
  if (!anonId || claimedBy(storage, uid) === anonId) return null;
  const result = await claimAnonId(anonId);
  if (settled(result)) markClaimed(storage, uid, anonId);
  reportUnsettled(result, ANON_ID_CLAIM_FAILURE, report);
  return result.ok ? result.data.inventory : null;
}
