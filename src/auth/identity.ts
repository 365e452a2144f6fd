/**
 * The third-party identity service (product §1, §7): Firebase Auth's modular SDK, created on first
 * use. This is the only module that imports firebase; it is reached only through dynamic
 * imports (docs/style.md habit 4), so no page pays for it before it is needed (product §4 Identity).
 * `initializeAuth` with local persistence and no popup/redirect resolver keeps the chunk small.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onIdTokenChanged,
  reload,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import type { ClientConfig } from '../config/client';
import { toIdentityFailure } from './failure';

/** What the rest of the app knows of a signed-in account. */
export type IdentityAccount = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
};

/** The identity service as the session uses it. */
export type Identity = {
  /** Calls `listener` with the account now and on every sign-in, sign-out and token refresh. */
  onChange: (listener: (account: IdentityAccount | null) => void) => () => void;
  /** Creates an account and signs it in; the username becomes its display name. */
  signUp: (email: string, password: string, username: string) => Promise<IdentityAccount>;
  signIn: (email: string, password: string) => Promise<IdentityAccount>;
  signOut: () => Promise<void>;
  /** The current account's ID token (refreshed by the SDK when near expiry), or null. */
  idToken: (forceRefresh?: boolean) => Promise<string | null>;
  /** Reloads the current account (after its email was verified elsewhere). */
  refresh: () => Promise<IdentityAccount | null>;
  /** Applies an email verification code (product §2 emailVerifyToken). */
  applyEmailCode: (code: string) => Promise<void>;
  /** Checks a password reset code and answers the account's email (product §2 passwordVerifyToken). */
  checkResetCode: (code: string) => Promise<string>;
  /** Sets a new password with a reset code. */
  resetPassword: (code: string, password: string) => Promise<void>;
};

function accountOf(user: FirebaseUser | null): IdentityAccount | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
  };
}

/** Wraps a call so every failure is an {@link IdentityFailure}. */
async function attempt<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toIdentityFailure(error);
  }
}

/** Creates the identity service for this build's project (the emulator on test stages). */
export function createIdentity(config: ClientConfig['firebase']): Identity {
  const app: FirebaseApp = initializeApp(
    {
      apiKey: config.apiKey,
      projectId: config.projectId,
      authDomain: `${config.projectId}.firebaseapp.com`,
    },
    'identity',
  );
  const auth: Auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  }
  auth.languageCode = 'bg';
  return {
    onChange: (listener) => onIdTokenChanged(auth, (user) => listener(accountOf(user))),
    signUp: (email, password, username) =>
      attempt(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        await updateProfile(user, { displayName: username });
        return { ...(accountOf(user) as IdentityAccount), displayName: username };
      }),
    signIn: (email, password) =>
      attempt(async () => {
        const { user } = await signInWithEmailAndPassword(auth, email, password);
        return accountOf(user) as IdentityAccount;
      }),
    signOut: () => attempt(() => signOut(auth)),
    idToken: (forceRefresh = false) =>
      attempt(async () => {
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user) return null;
        const result = await user.getIdTokenResult(forceRefresh);
        // An email verified since the token was minted (another tab, the link): a fresh token carries it.
        if (user.emailVerified && result.claims.email_verified !== true) {
          return user.getIdToken(true);
        }
        return result.token;
      }),
    refresh: () =>
      attempt(async () => {
        // The persisted account is restored asynchronously after initializeAuth.
        await auth.authStateReady();
        if (!auth.currentUser) return null;
        await reload(auth.currentUser);
        // A verified email shows in the token only after a forced refresh.
        await auth.currentUser.getIdToken(true);
        return accountOf(auth.currentUser);
      }),
    applyEmailCode: (code) => attempt(() => applyActionCode(auth, code)),
    checkResetCode: (code) => attempt(() => verifyPasswordResetCode(auth, code)),
    resetPassword: (code, password) => attempt(() => confirmPasswordReset(auth, code, password)),
  };
}
