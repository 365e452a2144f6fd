/**
 * Invite a friend (product §2): the user service credits an inviter only once the account they
 * invited verifies its email. The browser tells it who invited a new account (the refId cookie,
 * right after the sign-up, while the account is still new) and which invitations a signed-in
 * account made before, as an anonymous visitor: it sends their secret, which only this browser
 * holds (src/domain/rules/invite.ts), so a link seen elsewhere claims nothing. Both are
 * fire-and-forget: a failure goes to the error mail (product §8), never to the sign-in.
 */
import { claimInvitations, sendReferral, UserServiceFailure, type UserResult } from '../api/users';
import { INVITE_CLAIM, REF_ID } from '../domain/entities/stored-items';
import type { Inventory } from '../domain/entities/user';
import { inviteIdOf } from '../domain/rules/invite';
import { parseRefId } from '../domain/rules/query';
import { inviteSecret } from '../device/requested-ids';
import { readItem, writeItem } from '../device/stored';

/** Reports a failure with its context (the error mail of src/telemetry in the browser). */
export type ReportError = (context: string, error: unknown) => void;

/** Error mail contexts of the two calls. */
export const REFERRAL_FAILURE = 'Invite a friend: POST /users/referral failed';
export const INVITATION_CLAIM_FAILURE = 'Invite a friend: POST /users/anon-id failed';

/** True when the call ended for good: answered, or refused as a repeat (409 already-claimed). */
function settled(result: UserResult<unknown>): boolean {
  return result.ok || (result.error.status === 409 && result.error.reason === 'already-claimed');
}

/** Reports a failed call, unless it is the normal answer to a repeat. */
function reportUnsettled(result: UserResult<unknown>, context: string, report: ReportError): void {
  if (!result.ok && !settled(result)) report(context, new UserServiceFailure(result.error));
}

/**
 * After a sign-up: POST /users/referral with the refId cookie, when it holds a well-formed one
 * (product §5 'taken only if present'; kept only with consent to marketing). Never throws.
 */
export async function referNewAccount(report: ReportError): Promise<void> {
  const refId = parseRefId(readItem(REF_ID));
  if (!refId) return;
  reportUnsettled(await sendReferral(refId), REFERRAL_FAILURE, report);
}

/**
 * After a verified sign-in: POST /users/anon-id with this browser's invitation secret, once per
 * account and invitation (a marker under the account's uid; a 409 already-claimed counts as
 * done, silently). A failed claim is reported and tried again at the next sign-in. Resolves the
 * inventory after the credit, or null when nothing was sent or the claim failed. Never throws.
 */
export async function claimInvitationsOnce(
  uid: string,
  report: ReportError,
): Promise<Inventory | null> {
  const secret = inviteSecret(false);
  if (secret === null) return null;
  const inviteId = await inviteIdOf(secret);
  if (readItem(INVITE_CLAIM, uid) === inviteId) return null;
  const result = await claimInvitations(secret);
  // Storage refused (private mode): the next sign-in claims again, which the service allows.
  if (settled(result)) writeItem(INVITE_CLAIM, inviteId, uid);
  reportUnsettled(result, INVITATION_CLAIM_FAILURE, report);
  return result.ok ? result.data.inventory : null;
}
