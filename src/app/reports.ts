/**
 * Wires the event reports into the page (product §7, §9): a page view now and on every client
 * navigation, clicks on marked elements (affiliate links are reported as affiliate clicks by
 * affiliate-listener.ts, not twice), and the flush when the page is hidden or left. Lazy: the
 * background starts it when the browser is idle and analytics is allowed.
 */
import type { BootInfo } from '../api/context';
import type { Store } from '../state/store';
import {
  clickDraft,
  createEventCollector,
  loginDraft,
  type EventDraft,
  pageViewDraft,
  recordNavigation,
  type PageFacts,
} from '../telemetry/events';
import { provideReportUser } from '../telemetry/identity';
import { CONSENT_EVENT } from '../consent/cookies';
import { ANONYMOUS_UID } from '../domain/entities/stored-items';
import { loadSender, postReports } from './report-sender';
import { NAVIGATE_EVENT, type NavigateDetail } from './navigation';
import { LOGIN_EVENT } from '../auth/events';

/**
 * Starts the reports of this page view; the background loads this module only once the visitor
 * allows analytics (product §4 cookie consent), and a withdrawn consent stops them at once:
 * nothing more is queued, nothing queued is sent.
 */
export function startEventReports(
  store: Store,
  boot: BootInfo,
  allowsAnalytics: () => boolean,
): void {
  // A locale without accounts has no identity service: the anonymous visitor is ready now.
  if (!boot.configs.authentication) provideReportUser({ uid: ANONYMOUS_UID, isAnonymous: true });
  void loadSender().catch(() => undefined);
  const collector = createEventCollector((batch, keepalive) =>
    allowsAnalytics() ? postReports(batch, { keepalive }).sent : Promise.resolve(),
  );
  const track = (draft: EventDraft): void => {
    if (allowsAnalytics()) collector.track(draft);
  };
  const root = document.documentElement;
  window.addEventListener(CONSENT_EVENT, () => {
    root.dataset.eventReports = allowsAnalytics() ? 'on' : 'off';
  });
  let history = recordNavigation(location.pathname);
  const facts = (): PageFacts => ({
    slug: store.getState().slug,
    locale: boot.locale,
    title: document.title,
    history,
  });
  track(pageViewDraft(facts()));
  // product §4 Login: 'reports the login'.
  window.addEventListener(LOGIN_EVENT, () => track(loginDraft(facts())));
  window.addEventListener(NAVIGATE_EVENT, (event) => {
    history = recordNavigation((event as CustomEvent<NavigateDetail>).detail.to);
    track(pageViewDraft(facts()));
  });
  document.addEventListener(
    'click',
    (event) => {
      // An island replays a click held before it woke: only the visitor's own click counts.
      if (!event.isTrusted) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('a[href*="/go/"], [data-affiliate]')) return;
      const draft = clickDraft(target, facts());
      if (draft) track(draft);
    },
    { capture: true },
  );
  window.addEventListener('pagehide', () => collector.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
  });
  root.dataset.eventReports = 'on';
}
