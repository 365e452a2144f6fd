/**
 * The statistics' visitor id (product §3 User anonId): analytics, so made and read only with that
 * consent (docs/consent.md), and never used for anything but the reports.
 */
import { VISITOR_ID } from '../domain/entities/stored-items';
import { isVisitorId } from '../domain/rules/visitor-ids';
import { keptId } from './kept-id';

/** The visitor id (made on first use unless `create` is false), or null without consent. */
export function visitorId(create = true): string | null {
  return keptId({ item: VISITOR_ID, valid: isVisitorId, make: () => crypto.randomUUID() }, create);
}
