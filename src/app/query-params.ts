/**
 * Query parameters of product §2, handled lazily (only when present): the verify tokens open their
 * modals; refId becomes the 30-day refId cookie and leaves the address bar.
 */
import { COOKIE_REF_ID, REFERRAL_COOKIE_MAX_AGE_MS } from '../config/constants';
import { addressWithout, parseRefId, parseVerifyToken } from '../domain/rules/query';
import type { Store } from '../state/store';

const MS_PER_S = 1000;

/** The refId cookie string (pure). */
export function refIdCookie(refId: string, secure: boolean): string {
  const maxAgeS = Math.floor(REFERRAL_COOKIE_MAX_AGE_MS / MS_PER_S);
  return `${COOKIE_REF_ID}=${encodeURIComponent(refId)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
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
    if (refId) document.cookie = refIdCookie(refId, location.protocol === 'https:');
    history.replaceState(history.state, '', addressWithout(location.href, 'refId'));
  }
}
