/**
 * Query parameters of product §2, handled lazily (only when present): the verify tokens open their
 * modals; refId becomes the 30-day refId cookie, with consent to marketing, and leaves the
 * address bar.
 */
import { REF_ID } from '../domain/entities/stored-items';
import { addressWithout, parseRefId, parseVerifyToken } from '../domain/rules/query';
import { writeItem } from '../device/stored';
import { CONSENT_EVENT } from '../consent/cookies';
import type { Store } from '../state/store';

/**
 * Keeps a friend's invitation as the refId cookie. It credits someone else, so it is marketing
 * (docs/consent.md): without that consent it waits for the visitor's next choice in this page
 * view, and is dropped unless that choice allows marketing.
 */
function keepReferral(refId: string): void {
  if (writeItem(REF_ID, refId)) return;
  window.addEventListener(CONSENT_EVENT, () => void writeItem(REF_ID, refId), { once: true });
}

/**
 * Applies the query of the current address. Garbage values are ignored without an error; a
 * verify token on a locale without accounts (product §1) opens nothing and leaves the address bar.
 */
export function applyQueryParams(store: Store, accounts: boolean): void {
  const params = new URLSearchParams(location.search);
  if (!accounts) {
    for (const name of ['emailVerifyToken', 'passwordVerifyToken'])
      if (params.has(name))
        history.replaceState(history.state, '', addressWithout(location.href, name));
  } else if (params.has('emailVerifyToken')) {
    store.openModal({
      name: 'email-verify',
      props: { token: parseVerifyToken(params.get('emailVerifyToken')) ?? null },
    });
  } else if (params.has('passwordVerifyToken')) {
    store.openModal({
      name: 'reset-password',
      props: { token: parseVerifyToken(params.get('passwordVerifyToken')) ?? null },
    });
  }
  if (params.has('refId')) {
    const refId = parseRefId(params.get('refId'));
    // product §2: stored as a referral cookie, then removed from the address bar.
    if (refId) keepReferral(refId);
    history.replaceState(history.state, '', addressWithout(location.href, 'refId'));
  }
}
