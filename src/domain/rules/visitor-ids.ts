/**
 * The form of the random ids a browser keeps (src/device/visitor-id.ts, requested-ids.ts): the
 * statistics' visitor id (product §3 anonId) and the id a "helpful" vote is counted under. Both
 * are `crypto.randomUUID()`; an id that arrives in another case or with spaces is the same id
 * (one vote a review). Pure.
 */

/** A UUID as `crypto.randomUUID()` writes it: lower-case hex, 8-4-4-4-12. */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `text` trimmed and in lower case: the one spelling an id is kept and compared in. */
export function normaliseVisitorId(text: string): string {
  return text.trim().toLowerCase();
}

/** Whether `text` is a well-formed visitor id, in its normal spelling. */
export function isVisitorId(text: string): boolean {
  return VISITOR_ID_PATTERN.test(text);
}
