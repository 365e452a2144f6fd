/**
 * What the visitor's consent allows (product §4 cookie consent, GDPR art. 7): the accept-cookies
 * value parsed field by field (no zod: the eager boot reads it), and whether an item or a report
 * of a category may be stored or sent. Pure.
 */
import { CONSENT_REVISION } from '../../config/constants';
import type { AcceptCookiesValue } from '../entities/ui';
import type { ConsentCategory, StoredItem } from '../entities/stored-items';

/**
 * The choice in an accept-cookies value for the current text revision, or null when there is
 * none, it is broken, or it answers an older text (the visitor must be asked again).
 */
export function parseConsent(text: string | null | undefined): AcceptCookiesValue | null {
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

/** Whether `consent` allows `category`: necessary always, the others only when chosen. */
export function allows(consent: AcceptCookiesValue | null, category: ConsentCategory): boolean {
  return category === 'necessary' || consent?.categories[category] === true;
}

/** Whether `item` may be kept on the device under `consent`. */
export function mayStore(item: StoredItem, consent: AcceptCookiesValue | null): boolean {
  return allows(consent, item.category);
}
