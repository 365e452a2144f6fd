/**
 * The affiliate click report (SPEC §3 Affiliate report, §7 event report API). Kept free of zod
 * (the report is our own output, typed by the schemas' types) so the boot can preload it
 * 1 s after start: a click on a /go/ link unloads the page at once, and the keepalive request
 * must leave in the click's own task.
 */
import { SITE_LANG, STORAGE_ANON_ID } from '../config/constants';
import type { AffiliateReport, EventReport } from '../domain/entities/reports';
import { clientConfig } from '../api/config';
import { browserContext, readBootInfo } from './context';

/** The anonymous visitor id, generated once and kept in local storage (SPEC §3 User). */
export function anonId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_ANON_ID);
    if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(STORAGE_ANON_ID, fresh);
    return fresh;
  } catch {
    return 'anonymous';
  }
}

/** Builds the affiliate report of a click on `element` (SPEC §3 Affiliate report). */
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
 * Posts the affiliate report as an event report batch of type 'affiliate' (basic auth, SPEC §7);
 * keepalive so it survives the navigation the click starts. Never throws.
 */
export async function reportAffiliateClick(element: Element): Promise<void> {
  try {
    const report = buildAffiliateReport(element);
    const config = clientConfig();
    if (browserContext().isPreview) return; // SPEC §6: no events on a preview host
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
    const { user, password } = config.eventReportAuth;
    await fetch(config.eventReportUrl, {
      method: 'POST',
      keepalive: true,
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${btoa(`${user}:${password}`)}`,
      },
      body: JSON.stringify(body),
    });
  } catch {
    // A lost report must never break the click it describes.
  }
}
