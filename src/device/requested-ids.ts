/**
 * Ids written only when the visitor asks for what needs them (docs/consent.md), each under its
 * own register item, never the statistics' visitor id: the id a "helpful" vote is counted under,
 * and an anonymous visitor's invitation secret.
 */
import { INVITE_SECRET, VOTER_ID } from '../domain/entities/stored-items';
import { INVITE_SECRET_PATTERN, newInviteSecret } from '../domain/rules/invite';
import { isVisitorId } from '../domain/rules/visitor-ids';
import { keptId } from './kept-id';

/** The id this browser's "helpful" votes are counted under, made at the first vote. */
export function voterId(): string | null {
  return keptId({ item: VOTER_ID, valid: isVisitorId, make: () => crypto.randomUUID() }, true);
}

/** This browser's invitation secret; made only when `create` (the visitor opened the invite). */
export function inviteSecret(create: boolean): string | null {
  const valid = (text: string) => INVITE_SECRET_PATTERN.test(text);
  return keptId({ item: INVITE_SECRET, valid, make: newInviteSecret }, create);
}
