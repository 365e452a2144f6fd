/**
 * Wires the event reports into the page (product §7, §9): a page view now and on every client
 * navigation, clicks on marked elements (affiliate links are reported as affiliate clicks by
 * affiliate-report.ts, not twice), and the flush when the page is hidden or left. Lazy: the boot
 * starts it when the browser is idle.
 */
import type { BootInfo } from '../api/context';
import type { Store } from '../state/store';
import { anonId } from '../telemetry/anon-id';
import {
  clickDraft,
  createEventCollector,
  loginDraft,
  pageViewDraft,
  recordNavigation,
  type PageFacts,
} from '../telemetry/events';
import { provideReportUser } from '../telemetry/identity';
import { mayReport } from '../telemetry/policy';
import { CONSENT_EVENT } from '../consent/cookies';
import { reportAffiliateClick } from './affiliate-report';
import { loadSender, postReports } from './report-sender';
import { NAVIGATE_EVENT, type NavigateDetail } from './navigation';
import { LOGIN_EVENT } from '../auth/events';

/** A plain click on a link that loads another page in this tab. */
function leavesPage(event: MouseEvent, target: Element): target is HTMLAnchorElement {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
  const sameTab = target instanceof HTMLAnchorElement && ['', '_self'].includes(target.target);
  return plain && !event.altKey && !event.defaultPrevented && sameTab;
}

/**
 * Reports every affiliate click (product §7); the boot calls it 1 s after start (product §9). The
 * sender loads at the visitor's first gesture, so the keepalive report leaves in the click's own
 * task; a click that comes first waits for its report before the page goes. A strictly necessary
 * report: no consent needed.
 */
export function listenForAffiliateClicks(): void {
  const preload = (): void => void loadSender().catch(() => undefined);
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
    window.addEventListener(type, preload, { capture: true, passive: true, once: true });
  }
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.('a[href*="/go/"], [data-affiliate]');
    if (!target) return;
    const { now, sent } = reportAffiliateClick(target);
    if (now || !leavesPage(event, target)) return;
    event.preventDefault();
    void sent.then(() => location.assign(target.href));
  });
  // Browser tests wait for this marker instead of for time.
  document.documentElement.dataset.affiliateListener = 'on';
}

/**
 * Starts the reports of this page view, unless it may not report; without the visitor's
 * analytics consent they start only once it is given (product §4 cookie consent).
 */
export function startEventReports(
  store: Store,
  boot: BootInfo,
  allowsAnalytics: () => boolean,
): void {
  if (!mayReport(location.hostname, navigator.userAgent)) return;
  if (!allowsAnalytics()) {
    const retry = (): void => {
      if (!allowsAnalytics()) return;
      window.removeEventListener(CONSENT_EVENT, retry);
      startEventReports(store, boot, allowsAnalytics);
    };
    window.addEventListener(CONSENT_EVENT, retry);
    return;
  }
  // A locale without accounts has no identity service: the anonymous visitor is ready now.
  if (!boot.configs.authentication) provideReportUser({ uid: anonId(), isAnonymous: true });
  void loadSender().catch(() => undefined);
  const collector = createEventCollector(
    (batch, keepalive) => postReports(batch, { keepalive }).sent,
  );
  let history = recordNavigation(location.pathname);
  const facts = (): PageFacts => ({
    slug: store.getState().slug,
    locale: boot.locale,
    title: document.title,
    history,
  });
  collector.track(pageViewDraft(facts()));
  // product §4 Login: 'reports the login'.
  window.addEventListener(LOGIN_EVENT, () => collector.track(loginDraft(facts())));
  window.addEventListener(NAVIGATE_EVENT, (event) => {
    history = recordNavigation((event as CustomEvent<NavigateDetail>).detail.to);
    collector.track(pageViewDraft(facts()));
  });
  document.addEventListener(
    'click',
    (event) => {
      // An island replays a click held before it woke: only the visitor's own click counts.
      if (!event.isTrusted) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('a[href*="/go/"], [data-affiliate]')) return;
      const draft = clickDraft(target, facts());
      if (draft) collector.track(draft);
    },
    { capture: true },
  );
  window.addEventListener('pagehide', () => collector.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
  });
  document.documentElement.dataset.eventReports = 'on';
}
