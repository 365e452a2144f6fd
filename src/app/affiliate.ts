/**
 * The affiliate path (SPEC §7, §8, §9), loaded lazily by the /go screen: the bonus lookup with
 * one retry, the visitor's country and the international bonuses. The click report lives in
 * affiliate-report.ts, small enough to preload.
 */
import { z } from 'zod';
import { AFFILIATE_BONUS_RETRY_MS } from '../config/constants';
import { AffiliateBonus, InternationalBonus } from '../domain/entities/bonus';
import { retry } from '../domain/rules/backoff';
import type { GoQuery } from '../domain/rules/query';
import { clientConfig } from '../api/config';
import { requestJson, type GetOptions } from '../api/http';
import { sendErrorMail } from '../telemetry/error-mail';
import { browserContext, setVisitorCountry } from './context';

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
