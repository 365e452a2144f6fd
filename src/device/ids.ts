/**
 * The random ids this browser keeps, each under its own register item and consent category
 * (docs/consent.md), never one id for two purposes: the statistics' visitor id (SPEC §3 anonId,
 * analytics), the id a "helpful" vote is counted under, and an anonymous visitor's invitation
 * secret (both written only when the visitor asks for what needs them).
 */
import {
  INVITE_SECRET,
  VISITOR_ID,
  VOTER_ID,
  type DeviceItem,
} from '../domain/entities/stored-items';
import { INVITE_SECRET_PATTERN, newInviteSecret } from '../domain/rules/invite';
import { isVisitorId } from '../domain/rules/visitor-ids';
import { readItem, writeItem } from './stored';

/** How one id is recognised and made. */
type IdKind = { item: DeviceItem; valid: (text: string) => boolean; make: () => string };

/**
 * The id kept under `kind.item`; when none (or a broken one) is kept and `create`, a fresh one,
 * kept. Null when none may be kept: its category is not allowed, or the browser refuses storage.
 */
function keptId(kind: IdKind, create: boolean): string | null {
  const stored = readItem(kind.item);
  if (stored !== null && kind.valid(stored)) return stored;
  if (!create) return null;
  const fresh = kind.make();
  return writeItem(kind.item, fresh) ? fresh : null;
}

const VISITOR: IdKind = { item: VISITOR_ID, valid: isVisitorId, make: () => crypto.randomUUID() };
const VOTER: IdKind = { item: VOTER_ID, valid: isVisitorId, make: () => crypto.randomUUID() };
const INVITE: IdKind = {
  item: INVITE_SECRET,
  valid: (text) => INVITE_SECRET_PATTERN.test(text),
  make: newInviteSecret,
};

/**
 * The statistics' visitor id (made on first use unless `create` is false), or null without
 * the visitor's consent to analytics.
 */
export function visitorId(create = true): string | null {
  return keptId(VISITOR, create);
}

/** The id this browser's "helpful" votes are counted under, made at the first vote. */
export function voterId(): string | null {
  return keptId(VOTER, true);
}

/** This browser's invitation secret; made only when `create` (the visitor opened the invite). */
export function inviteSecret(create: boolean): string | null {
  return keptId(INVITE, create);
}
