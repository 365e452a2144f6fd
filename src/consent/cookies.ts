/**
 * The accept-cookies and age-regulation cookies (product §3, §4), kept through their register
 * items (src/device): read without zod, so the eager boot can decide whether a gate is needed.
 */
import { CONSENT_REVISION } from '../config/constants';
import type { AcceptCookiesValue } from '../domain/entities/ui';
import {
  ACCEPT_COOKIES,
  AGE_REGULATION,
  type OptionalCategory,
} from '../domain/entities/stored-items';
import { ageVerificationDue } from '../domain/rules/age-verification';
import { readConsent, readItem, writeItem } from '../device/stored';
import { forgetDisallowed } from '../device/forget';

/** Window event sent when the visitor answers the consent dialog. */
export const CONSENT_EVENT = 'app:consent';

/** Whether the visitor allowed a non-essential category (no answer: no). */
export function consentAllows(category: OptionalCategory): boolean {
  return readConsent()?.categories[category] === true;
}

/**
 * Stores the visitor's choice with its time and revision, deletes what it no longer allows
 * (GDPR art. 7(3): a withdrawal removes what the consent allowed) and tells the page.
 */
export function writeConsent(
  choice: Record<OptionalCategory, boolean>,
  now = new Date(),
): AcceptCookiesValue {
  const value: AcceptCookiesValue = {
    categories: { necessary: true, ...choice },
    decidedAt: now.toISOString(),
    revision: CONSENT_REVISION,
  };
  writeItem(ACCEPT_COOKIES, JSON.stringify(value));
  forgetDisallowed();
  window.dispatchEvent(new CustomEvent<AcceptCookiesValue>(CONSENT_EVENT, { detail: value }));
  return value;
}

/** The visitor's answer at the age gate: yes (with its date), no, or not asked yet. */
export function readAgeAnswer(): 'yes' | 'no' | null {
  if (readItem(AGE_REGULATION) === 'no') return 'no';
  return readAgeAnsweredAt() === null ? null : 'yes';
}

/** When the visitor last said yes (at the gate or with a date of birth), or null. */
export function readAgeAnsweredAt(): number | null {
  const at = Date.parse(readItem(AGE_REGULATION) ?? '');
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
  writeItem(AGE_REGULATION, adult ? now.toISOString() : 'no');
}
