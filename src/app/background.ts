/**
 * The page's background work, started when the browser is idle (product §4, §7, §9): the refresh
 * watch and the event reports (analytics consent decides, src/app/reports.ts). One module, so
 * the page fetches one chunk for all of it before the visitor does anything (the eager budget
 * counts idle-time script).
 */
import type { BootInfo } from '../api/context';
import { consentAllows } from '../consent/cookies';
import type { Store } from '../state/store';
import { startRefreshWatch } from './refresh';
import { startEventReports } from './reports';

export { listenForAffiliateClicks } from './reports';

/** Starts the background work of this page view. */
export function startBackground(store: Store, boot: BootInfo): void {
  startRefreshWatch(store);
  // Event reports are analytics: nothing before the visitor allows it (product §4 consent).
  startEventReports(store, boot, () => consentAllows('analytics'));
}
