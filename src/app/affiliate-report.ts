/**
 * The affiliate click report (product §3 Affiliate report, §7 event report API). Kept free of zod
 * (the report is our own output, typed by the schemas' types): a click on a /go/ link unloads
 * the page at once, so the keepalive request leaves in the click's own task when the sender is
 * loaded (report-sender.ts, started by the visitor's first gesture); the caller holds the
 * navigation otherwise.
 */
import { SITE_LANG } from '../config/constants';
import type { AffiliateReport, EventReport } from '../domain/entities/reports';
import { readBootInfo } from '../api/context';
import { anonId } from '../telemetry/anon-id';
import { mayReport } from '../telemetry/policy';
import { postReports } from './report-sender';

/** Builds the affiliate report of a click on `element` (product §3 Affiliate report). */
export function buildAffiliateReport(element: Element, now = new Date()): AffiliateReport {
  const boot = readBootInfo();
  const component =
    element.closest<HTMLElement>('[data-component]')?.dataset.component ??
    element.closest<HTMLElement>('[data-island]')?.dataset.island ??
    'page';
  const name =
    (element as HTMLElement).dataset.reportName ??
    (element as HTMLElement).dataset.affiliate ??
    element.getAttribute('href') ??
    'affiliate-link';
  return {
    lang: SITE_LANG,
    locale: boot.locale,
    page: boot.slug,
    component,
    element: name,
    userId: anonId(),
    createdAt: now.toISOString(),
  };
}

/**
 * Posts the affiliate report as an event report batch of type 'affiliate' (basic auth, product §7);
 * keepalive so it survives the navigation the click starts. Resolves at once when the report left
 * (or needs none) in this task; else the promise settles once it left. Never rejects.
 */
export function reportAffiliateClick(element: Element): { now: boolean; sent: Promise<void> } {
  const done = { now: true, sent: Promise.resolve() };
  try {
    if (!mayReport(location.hostname, navigator.userAgent)) return done;
    const report = buildAffiliateReport(element);
    const body: EventReport[] = [
      {
        platform: 'web',
        type: 'affiliate',
        user: { uid: report.userId, isAnonymous: true },
        navigationHistory: [location.pathname],
        page: { slug: report.page, title: document.title },
        report: { name: 'affiliate', value: report.element, component: report.component },
        lang: report.lang,
        locale: report.locale,
        createdAt: report.createdAt,
      },
    ];
    const { now, sent } = postReports(body, { keepalive: true });
    // A lost report must never break the click it describes.
    return { now, sent: sent.catch(() => undefined) };
  } catch {
    return done;
  }
}
