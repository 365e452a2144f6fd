/**
 * When the identity service loads (product §4 Identity service): only where the locale enables
 * authentication (product §1); eagerly (at the first idle moment) on the account screens and for a
 * visitor whose last session ended signed in, so their account is back before they act; always
 * lazily (on the first interaction) on the feed, on verify-token pages and on shell redirects;
 * otherwise on the first interaction. Small and eager-safe: firebase itself is a dynamic import.
 */
import { STORAGE_LOGGED_IN } from '../config/constants';
import type { User } from '../domain/entities/user';
import { isAccountScreen } from '../domain/rules/spa-route';
import type { Store } from '../state/store';
import type { AuthService } from './service';

/** What decides the moment. */
export type IdentityMoment = 'never' | 'eager' | 'lazy';

/** Where a page stands, for {@link identityMoment}. */
export type IdentityPlace = {
  authentication: boolean;
  /** The path without the locale directory, e.g. '/login' or '/feed'. */
  path: string;
  search: string;
  loggedInFlag: boolean;
};

const ALWAYS_LAZY_PATH = /^\/(?:feed|go)(?:\/|$)/;
const TOKEN_QUERY = /[?&](?:emailVerifyToken|passwordVerifyToken)=/;

/** Decides when the identity service loads on this page (pure). */
export function identityMoment(place: IdentityPlace): IdentityMoment {
  if (!place.authentication) return 'never';
  if (ALWAYS_LAZY_PATH.test(place.path) || TOKEN_QUERY.test(place.search)) return 'lazy';
  if (isAccountScreen(place.path) || place.loggedInFlag) return 'eager';
  return 'lazy';
}

/** True when local storage holds the logged-in flag (product §4). */
export function loggedInFlag(): boolean {
  try {
    return localStorage.getItem(STORAGE_LOGGED_IN) === 'true';
  } catch {
    return false;
  }
}

/** product §8 'Identity service load failure'. */
export const IDENTITY_LOAD_FAILURE = "Couldn't load firebase service on client side";

/** Window property holding the one service promise, shared by every chunk. */
const GLOBAL_KEY = '__casinoAuth';

/**
 * The identity service, loaded once per page. A failed load is logged with the product §8 text and
 * forgotten, so the next intent tries again.
 */
export function loadAuth(): Promise<AuthService> {
  const holder = window as unknown as Record<string, Promise<AuthService> | undefined>;
  const existing = holder[GLOBAL_KEY];
  if (existing) return existing;
  const loading = import('./service')
    .then((m) => m.authService())
    .catch((error: unknown) => {
      holder[GLOBAL_KEY] = undefined;
      console.error(IDENTITY_LOAD_FAILURE, error);
      throw new Error(IDENTITY_LOAD_FAILURE, { cause: error });
    });
  holder[GLOBAL_KEY] = loading;
  return loading;
}

/** Resolves with the store's user once the login flow has settled it (product §4 Login). */
function settledUser(store: Store): Promise<User> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const { user, userLoading } = store.getState();
      if (user === null || userLoading) return false;
      resolve(user);
      return true;
    };
    if (check()) return;
    const stop = store.subscribe(() => {
      if (check()) stop();
    });
  });
}

/**
 * The signed-in, verified user for a write; otherwise opens the authentication modal (or the
 * email resend modal for an unverified account) and resolves null (product §6: only verified users).
 */
export async function requireAccount(store: Store): Promise<User | null> {
  await loadAuth();
  const user = await settledUser(store);
  if (!user.isAnonymous) return user;
  store.openModal(
    user.email
      ? { name: 'email-resend', props: {} }
      : { name: 'auth', props: { formType: 'login' } },
  );
  return null;
}
