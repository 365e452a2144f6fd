/**
 * The accept-cookies and age-regulation cookies (product §3, §4), read and written without zod so
 * the eager boot can decide whether a gate is needed at all: the values are checked field by
 * field against the AcceptCookiesValue shape of src/domain/entities/ui.ts.
 */
import {
  COOKIE_ACCEPT_COOKIES,
  COOKIE_AGE_REGULATION,
  CONSENT_COOKIE_MAX_AGE_MS,
  CONSENT_REVISION,
} from '../config/constants';
import type { AcceptCookiesValue, ConsentCategories } from '../domain/entities/ui';
import { ageVerificationDue } from '../domain/rules/age-verification';
import { cookieValue } from '../domain/rules/cookies';

/** Window event sent when the visitor answers the consent dialog. */
export const CONSENT_EVENT = 'app:consent';

/** A non-essential cookie category. */
export type OptionalCategory = Exclude<keyof ConsentCategories, 'necessary'>;

const MS_PER_S = 1000;

/** One cookie's decoded value, or undefined. */
function cookie(name: string): string | undefined {
  return cookieValue(document.cookie, name);
}

function setCookie(name: string, value: string): void {
  const maxAge = Math.floor(CONSENT_COOKIE_MAX_AGE_MS / MS_PER_S);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** The stored consent for the current text revision, or null when the visitor must be asked. */
export function readConsent(): AcceptCookiesValue | null {
  const text = cookie(COOKIE_ACCEPT_COOKIES);
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<AcceptCookiesValue> | null;
    const c = raw?.categories;
    if (
      raw?.revision !== CONSENT_REVISION ||
      typeof raw.decidedAt !== 'string' ||
      !c ||
      c.necessary !== true ||
      typeof c.analytics !== 'boolean' ||
      typeof c.marketing !== 'boolean'
    )
      return null;
    return {
      revision: raw.revision,
      decidedAt: raw.decidedAt,
      categories: { necessary: true, analytics: c.analytics, marketing: c.marketing },
    };
  } catch {
    return null;
  }
}

/** Whether the visitor allowed a non-essential category (no answer: no). */
export function consentAllows(category: OptionalCategory): boolean {
  return readConsent()?.categories[category] === true;
}

/** Stores the visitor's choice with its time and revision and tells the page. */
export function writeConsent(
  choice: Record<OptionalCategory, boolean>,
  now = new Date(),
): AcceptCookiesValue {
  const value: AcceptCookiesValue = {
    categories: { necessary: true, ...choice },
    decidedAt: now.toISOString(),
    revision: CONSENT_REVISION,
  };
  setCookie(COOKIE_ACCEPT_COOKIES, JSON.stringify(value));
  window.dispatchEvent(new CustomEvent<AcceptCookiesValue>(CONSENT_EVENT, { detail: value }));
  return value;
}

/** The visitor's answer at the age gate: yes (with its date), no, or not asked yet. */
export function readAgeAnswer(): 'yes' | 'no' | null {
  if (cookie(COOKIE_AGE_REGULATION) === 'no') return 'no';
  return readAgeAnsweredAt() === null ? null : 'yes';
}

/** When the visitor last said yes (at the gate or with a date of birth), or null. */
export function readAgeAnsweredAt(): number | null {
  const at = Date.parse(cookie(COOKIE_AGE_REGULATION) ?? '');
  return Number.isNaN(at) ? null : at;
}

/**
 * Whether a date of birth is due before a demo or an operator link (docs/visitor-flow.md): on an
 * age-regulated locale, when no yes is kept or the kept one is too old.
 */
export function ageCheckDue(ageRegulated: boolean, now = Date.now()): boolean {
  return ageRegulated && ageVerificationDue(readAgeAnsweredAt(), now);
}

/** Stores the age answer: the date of a yes, or 'no'. */
export function writeAgeAnswer(adult: boolean, now = new Date()): void {
  setCookie(COOKIE_AGE_REGULATION, adult ? now.toISOString() : 'no');
}
