/**
 * The affiliate path (SPEC §7, §8, §9), loaded lazily: the bonus lookup with one retry, the
 * visitor's country, the international bonuses and the affiliate click report.
 */
import { z } from 'zod';
import { AFFILIATE_BONUS_RETRY_MS, SITE_LANG, STORAGE_ANON_ID } from '../config/constants';
import { AffiliateBonus, InternationalBonus } from '../domain/entities/bonus';
import { AffiliateReport, EventReportBatch } from '../domain/entities/reports';
import { retry } from '../domain/rules/backoff';
import type { GoQuery } from '../domain/rules/query';
import { clientConfig } from '../api/config';
import { requestJson, type GetOptions } from '../api/http';
import { sendErrorMail } from '../telemetry/error-mail';
import { browserContext, readBootInfo, setVisitorCountry } from './context';

/**
 * Looks up the bonus of /go/{code}: one retry after 500 ms; a final failure (unknown code
 * included) yields null and an error mail 'Affiliate Redirect: …'.
 */
// SPEC §7 GET /bonuses/bonus; §8 'Affiliate errors mailed as Affiliate Redirect: ...'
export async function fetchAffiliateBonus(
  code: string,
  query: GoQuery,
  options: GetOptions = {},
): Promise<AffiliateBonus | null> {
  const config = clientConfig();
  const ctx = browserContext();
  const locale = query.locale ?? ctx.currentLocale;
  const params = new URLSearchParams({
    code,
    id: String(query.bonusId),
    locale,
    row: String(query.row),
  });
  const url = `${config.apiBaseUrl}/bonuses/bonus?${params.toString()}`;
  try {
    return await retry(() => requestJson(url, AffiliateBonus, ctx, options), {
      attempts: 2,
      delayMs: AFFILIATE_BONUS_RETRY_MS,
    });
  } catch (error) {
    void sendErrorMail({
      context: `Affiliate Redirect: bonus lookup failed for ${code}`,
      error,
      locale,
    });
    return null;
  }
}

const CountryAnswer = z.object({ data: z.object({ cc_alpha2: z.string().regex(/^[A-Z]{2}$/) }) });

/** The visitor's country from /countries/country-code/validate; any error gives null. */
// SPEC §7 'reads data.cc_alpha2 to decide if the visitor is international; errors give null'
export async function fetchVisitorCountry(options: GetOptions = {}): Promise<string | null> {
  try {
    const answer = await requestJson(
      `${clientConfig().apiBaseUrl}/countries/country-code/validate`,
      CountryAnswer,
      browserContext(),
      options,
    );
    setVisitorCountry(answer.data.cc_alpha2);
    return answer.data.cc_alpha2;
  } catch {
    return null;
  }
}

/** International when the country is known and differs from the locale's (SPEC §1). */
export function isInternational(visitor: string | null, localeCountry: string): boolean {
  return visitor !== null && visitor !== localeCountry;
}

const IntBonusList = z.object({ items: z.array(InternationalBonus) });

/** Bonuses offered to visitors from `country`; errors give an empty list. */
export async function fetchInternationalBonuses(country: string): Promise<InternationalBonus[]> {
  try {
    const answer = await requestJson(
      `${clientConfig().apiBaseUrl}/int-bonuses?country=${encodeURIComponent(country)}`,
      IntBonusList,
      browserContext(),
    );
    return answer.items;
  } catch {
    return [];
  }
}

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
  return AffiliateReport.parse({
    lang: SITE_LANG,
    locale: boot.locale,
    page: boot.slug,
    component,
    element: name,
    userId: anonId(),
    createdAt: now.toISOString(),
  });
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
    const body = EventReportBatch.parse([
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
    ]);
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
