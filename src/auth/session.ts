/**
 * The login flow (product §4 Login): a missing user or one whose email is not verified is
 * anonymous (the generated anonId, product §3); a verified user's inventory is loaded, the
 * logged-in flag is set in local storage, the login is reported and the action 'user-login'
 * recorded, with the user-loading flag on meanwhile; then the account claims this browser's
 * anonId, so the invitations it made before signing in count (product §2 invite friend). Every
 * request carries the identity token as x-authorization while an account is signed in (product §6,
 * §7).
 */
import { STORAGE_LOGGED_IN } from '../config/constants';
import type { Inventory, User } from '../domain/entities/user';
import type { Store } from '../state/store';
import type { Identity, IdentityAccount } from './identity';

/** The user service calls the login flow needs (src/api/users.ts in the browser). */
export type SessionServices = {
  /** The signed-in user's inventory, avatar and username included. */
  inventory: () => Promise<Inventory>;
  /** Records an action such as 'user-login' (missions count it): the inventory after it, if known. */
  recordAction: (action: 'user-login') => Promise<Inventory | null | void>;
  /** Updates the last-login time. */
  lastLogin: () => Promise<unknown>;
  /**
   * Claims this browser's anonId for the account (product §2 invite friend, §3): the inventory after
   * the credit, or null when nothing was claimed. Never rejects: failures are its own to report.
   */
  claimAnonId: (uid: string) => Promise<Inventory | null>;
};

/** What the session reaches outside itself; injected so the flow is tested without a browser. */
export type SessionDeps = {
  identity: Identity;
  store: Store;
  services: SessionServices;
  /** Installs or removes the token getter of the one HTTP layer. */
  setIdTokenGetter: (getter: (() => Promise<string | null>) | undefined) => void;
  /** Tells the event reports who the visitor is (product §7 'only when the identity service is ready'). */
  provideReportUser: (user: { uid: string; isAnonymous: boolean }) => void;
  /** Reports the login (product §4). */
  reportLogin: (uid: string) => void;
  /** The anonymous visitor's id (product §3 anonId). */
  anonId: () => string;
  /** Local storage, or null where the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The clock, for lastRefresh. */
  now?: () => Date;
};

/** The anonymous visitor, keeping the account's email while it waits for verification. */
function anonymousUser(deps: SessionDeps, account: IdentityAccount | null): User {
  return {
    country: null,
    isInternational: false,
    uid: deps.anonId(),
    emailVerified: false,
    isAnonymous: true,
    email: account?.email ?? null,
    displayName: account?.displayName ?? null,
    username: null,
    inventory: null,
    lastRefresh: null,
  };
}

/** True when the last session on this device ended signed in (product §4 'logged-in flag'). */
export function wasLoggedIn(storage: SessionDeps['storage']): boolean {
  try {
    return storage?.getItem(STORAGE_LOGGED_IN) === 'true';
  } catch {
    return false;
  }
}

function setLoggedInFlag(storage: SessionDeps['storage'], loggedIn: boolean): void {
  try {
    if (loggedIn) storage?.setItem(STORAGE_LOGGED_IN, 'true');
    else storage?.removeItem(STORAGE_LOGGED_IN);
  } catch {
    // Storage refused (private mode): the flag only speeds up the next visit.
  }
}

/**
 * Follows the identity service's account and keeps the store's user in step. Returns the
 * unsubscribe function. A verified account that signs in again (token refresh) is not
 * reported twice.
 */
export function startSession(deps: SessionDeps): () => void {
  const { identity, store, services } = deps;
  let signedInUid: string | null = null;
  let generation = 0;

  const becomeAnonymous = (account: IdentityAccount | null): void => {
    signedInUid = null;
    setLoggedInFlag(deps.storage, false);
    store.setUser(anonymousUser(deps, account));
    store.setUserLoading(false);
    deps.provideReportUser({ uid: deps.anonId(), isAnonymous: true });
  };

  const becomeSignedIn = async (account: IdentityAccount, run: number): Promise<void> => {
    if (signedInUid === account.uid) return;
    signedInUid = account.uid;
    store.setUserLoading(true);
    // A failed read keeps the account signed in; the profile shows the inventory as unavailable.
    const inventory = await services.inventory().catch(() => null);
    if (run !== generation) return;
    store.setUser({
      country: null,
      isInternational: false,
      uid: account.uid,
      emailVerified: true,
      isAnonymous: false,
      email: account.email,
      displayName: account.displayName,
      username: inventory?.username ?? account.displayName,
      inventory,
      lastRefresh: (deps.now?.() ?? new Date()).toISOString(),
    });
    setLoggedInFlag(deps.storage, true);
    store.setUserLoading(false);
    deps.provideReportUser({ uid: account.uid, isAnonymous: false });
    deps.reportLogin(account.uid);
    const [action] = await Promise.allSettled([
      services.recordAction('user-login'),
      services.lastLogin(),
    ]);
    if (run !== generation) return;
    // After the action, so that its answer, the later one, carries every point awarded.
    const claimed = await services.claimAnonId(account.uid);
    // A mission the login or the invitations completed has awarded points: show them.
    const after = claimed ?? (action.status === 'fulfilled' ? action.value : null);
    const user = store.getState().user;
    if (after && run === generation && user?.uid === account.uid) {
      store.setUser({ ...user, inventory: after });
    }
  };

  return identity.onChange((account) => {
    deps.setIdTokenGetter(account ? () => identity.idToken() : undefined);
    // A token refresh of the account being signed in (or signed in) changes nothing: the sign-in
    // in flight must not be abandoned (its own requests may refresh the token).
    if (account?.emailVerified && account.uid === signedInUid) return;
    generation += 1;
    if (!account || !account.emailVerified) becomeAnonymous(account);
    else void becomeSignedIn(account, generation);
  });
}
