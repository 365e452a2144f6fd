/**
 * When the identity service is ready, as the event reports see it (product §7: reports are sent
 * 'only when the identity service is ready'). The identity service (src/auth) provides the
 * signed-in or anonymous user once its auth state is known; a locale without authentication has
 * no identity service, so the boot provides the anonymous visitor at once.
 */

/** Who the reports are about (product §3 Event report user). */
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

/** Resolves with the user once the identity service is ready. */
export function whenIdentityReady(): Promise<ReportUser> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => waiting.add(resolve));
}
