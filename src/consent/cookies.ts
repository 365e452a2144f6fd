/**
 * The accept-cookies and age-regulation cookies (product §3, §4) as the eager boot reads them,
 * through their register items (src/device), without zod: whether a gate is needed. The
 * answers are written by choice.ts, which only the lazy gates and settings load.
 */
import { AGE_REGULATION, type OptionalCategory } from '../domain/entities/stored-items';
import { ageVerificationDue } from '../domain/rules/age-verification';
import { readConsent, readItem } from '../device/stored';

/** Window event sent when the visitor answers the consent dialog (choice.ts). */
export const CONSENT_EVENT = 'app:consent';

/** Whether the visitor allowed a non-essential category (no answer: no). */
export function consentAllows(category: OptionalCategory): boolean {
  return readConsent()?.categories[category] === true;
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
