/**
 * When the identity service is ready, as the event reports see it (product §7: reports are sent
 * 'only when the identity service is ready'). The identity service (src/auth) provides the
 * signed-in or anonymous user once its auth state is known; a locale without authentication has
 * no identity service, so the boot provides the anonymous visitor at once.
 */

import type { EventReport } from '../domain/entities/reports';
import { visitorId } from '../device/visitor-id';

/**
 * Who the reports are about (product §3 Event report user): an account by its uid; an anonymous
 * visitor as ANONYMOUS_UID, whose visitor id {@link reportedUser} adds only with consent.
 */
export type ReportUser = { uid: string; isAnonymous: boolean };

let current: ReportUser | null = null;
const waiting = new Set<(user: ReportUser) => void>();

/** The identity service is ready with `user` (again on every sign-in or sign-out). */
export function provideReportUser(user: ReportUser): void {
  current = user;
  for (const resolve of waiting) resolve(user);
  waiting.clear();
}

/** The ready user now, or null while the identity service is not ready. */
export function readyReportUser(): ReportUser | null {
  return current;
}

/**
 * The user a report names: an account as itself; an anonymous visitor by the statistics' visitor
 * id (product §3 anonId), or null without consent to analytics: the event counted, not the person.
 */
export function reportedUser(user: ReportUser): EventReport['user'] {
  if (!user.isAnonymous) return user;
  const uid = visitorId();
  return uid === null ? null : { uid, isAnonymous: true };
}

/** Resolves with the user once the identity service is ready. */
export function whenIdentityReady(): Promise<ReportUser> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => waiting.add(resolve));
}
