/**
 * Writing the visitor's answers (product §3, §4): the consent choice and the age answer, through
 * their register items (src/device). Apart from the readers (cookies.ts), so only the lazy
 * gates, the cookie settings and the age verification load it.
 */
import { CONSENT_REVISION } from '../config/constants';
import type { AcceptCookiesValue } from '../domain/entities/ui';
import {
  ACCEPT_COOKIES,
  AGE_REGULATION,
  type OptionalCategory,
} from '../domain/entities/stored-items';
import { writeItem } from '../device/stored';
import { forgetDisallowed } from '../device/forget';
import { CONSENT_EVENT } from './cookies';

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

/** Stores the age answer: the date of a yes, or 'no'. */
export function writeAgeAnswer(adult: boolean, now = new Date()): void {
  writeItem(AGE_REGULATION, adult ? now.toISOString() : 'no');
}
