/**
 * When the age verification is due (docs/visitor-flow.md). Apart from the age rules
 * (age.ts) because the eager boot needs this one alone: a module shared with a lazy chunk is
 * bundled whole into the eager script.
 */
import { AGE_VERIFICATION_INTERVAL_MS } from '../../config/constants';

/**
 * Whether the visitor must confirm a date of birth before a demo or an operator link: no adult
 * answer yet (`answeredAtMs` null), or one older than the verification interval.
 */
export function ageVerificationDue(answeredAtMs: number | null, nowMs: number): boolean {
  return answeredAtMs === null || nowMs - answeredAtMs > AGE_VERIFICATION_INTERVAL_MS;
}
