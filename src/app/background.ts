/**
 * The page's background work, started when the browser is idle (product §4, §7, §9): the refresh
 * watch, the affiliate click listener, and the event reports, whose code loads only once the
 * visitor allows analytics (docs/consent.md), so a visitor who has not chosen runs none of it.
 * What the consent does not allow and an older version kept is deleted at the first interaction
 * (nothing reads it meanwhile: src/device refuses it).
 */
import type { BootInfo } from '../api/context';
import { CONSENT_EVENT, consentAllows } from '../consent/cookies';
import type { Store } from '../state/store';
import { mayReport } from '../telemetry/policy';
import { forgetDisallowed } from '../device/forget';
import { onFirstInteraction } from './first-interaction';
import { startRefreshWatch } from './refresh';

export { listenForAffiliateClicks } from './affiliate-listener';

/** Runs `start` once analytics is allowed: now, or at the choice that allows it. */
function whenAnalyticsAllowed(start: () => void): void {
  if (consentAllows('analytics')) {
    start();
    return;
  }
  const retry = (): void => {
    if (!consentAllows('analytics')) return;
    window.removeEventListener(CONSENT_EVENT, retry);
    start();
  };
  window.addEventListener(CONSENT_EVENT, retry);
}

/** Starts the background work of this page view. */
export function startBackground(store: Store, boot: BootInfo): void {
  startRefreshWatch(store);
  onFirstInteraction(forgetDisallowed);
  if (!mayReport(location.hostname, navigator.userAgent)) return;
  whenAnalyticsAllowed(() => {
    void import('./reports').then((m) =>
      m.startEventReports(store, boot, () => consentAllows('analytics')),
    );
  });
}
