/**
 * The affiliate path (product §7, §8, §9), loaded lazily by the /go screen: the bonus lookup with
 * one retry and the visitor's country. The click report lives in
 * affiliate-report.ts (sent by src/app/reports.ts).
 */
import type { AffiliateBonus } from '../domain/entities/bonus';
import type { GoQuery } from '../domain/rules/query';
import { setVisitorCountry } from '../api/context';
import { readAffiliateBonus, readVisitorCountry } from '../api/endpoints';
import { sendErrorMail } from '../telemetry/error-mail';

/**
 * Looks up the bonus of /go/{code}: one retry after 500 ms; a final failure (unknown code
 * included) yields null and an error mail 'Affiliate Redirect: …'.
 */
// product §7 GET /bonuses/bonus; §8 'Affiliate errors mailed as Affiliate Redirect: ...'
export async function fetchAffiliateBonus(
  code: string,
  query: GoQuery,
  pageLocale: string,
): Promise<AffiliateBonus | null> {
  const locale = query.locale ?? pageLocale;
  try {
    return await readAffiliateBonus(code, query, { link: locale, page: pageLocale });
  } catch (error) {
    void sendErrorMail({
      context: `Affiliate Redirect: bonus lookup failed for ${code}`,
      error,
      locale,
    });
    return null;
  }
}

/** The visitor's country from /countries/country-code/validate; any error gives null. */
// product §7 'reads data.cc_alpha2 to decide if the visitor is international; errors give null'
export async function fetchVisitorCountry(): Promise<string | null> {
  try {
    const country = await readVisitorCountry();
    setVisitorCountry(country);
    return country;
  } catch {
    return null;
  }
}

/** International when the country is known and differs from the locale's (product §1). */
export function isInternational(visitor: string | null, localeCountry: string): boolean {
  return visitor !== null && visitor !== localeCountry;
}
