/**
 * The identity service as the UI uses it (product §1 accounts, §4 Login): one per page, created on
 * first use, with the login flow running. Sign-up sends the verification mail through the user
 * service, whose link carries `emailVerifyToken` (product §2); a forgotten password sends a link
 * with `passwordVerifyToken`.
 */
import { clientConfig } from '../config/client';
import { readBootInfo, setIdTokenGetter } from '../api/context';
import * as users from '../api/users';
import type { SignInInput, SignUpInput } from '../domain/entities/account';
import { appStore } from '../state/store';
import { anonId } from '../telemetry/anon-id';
import { sendErrorMail } from '../telemetry/error-mail';
import { provideReportUser } from '../telemetry/identity';
import { createIdentity, type Identity, type IdentityAccount } from './identity';
import { claimAnonIdOnce, referNewAccount, type ReportError } from './referrals';
import { startSession } from './session';
import { watchAccountEntry } from './entry';
import { LOGIN_EVENT } from './events';
import { t } from '../i18n';

/** How a sign-in ended. */
export type SignInOutcome = 'signed-in' | 'unverified';

/** What the account screens and modals call. */
export type AuthService = {
  /** The signed-in account now (verified or not), or null. */
  account: () => IdentityAccount | null;
  signIn: (input: SignInInput) => Promise<SignInOutcome>;
  /** Creates the account and sends the verification mail. */
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => Promise<void>;
  /** Sends the verification mail again to the signed-in account (product §2 email resend). */
  resendVerification: () => Promise<void>;
  /** Sends a reset link; resolves whether or not the account exists. */
  requestPasswordReset: (email: string) => Promise<void>;
  /**
   * Applies `emailVerifyToken`; a signed-in account then becomes verified at once. Answers
   * whether this browser is signed in to an account now.
   */
  verifyEmail: (code: string) => Promise<boolean>;
  /** Checks `passwordVerifyToken` and answers the account's email. */
  checkResetCode: (code: string) => Promise<string>;
  resetPassword: (code: string, password: string) => Promise<void>;
};

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** Fire-and-forget failures go to the error mail (product §8 'other unhandled errors'). */
const reportError: ReportError = (context, error) =>
  void sendErrorMail({ context, error, locale: readBootInfo().locale });

/** The service over `identity` (a fake one in tests), with the login flow started. */
export function createAuthService(identity: Identity): AuthService {
  let current: IdentityAccount | null = null;
  const local = storage();
  identity.onChange((account) => {
    current = account;
  });
  watchAccountEntry(appStore(), document, t('Вход'));
  startSession({
    identity,
    store: appStore(),
    services: {
      inventory: async () => users.unwrap(await users.getInventory()),
      recordAction: async (action) => users.unwrap(await users.recordAction(action)).inventory,
      lastLogin: async () => users.unwrap(await users.updateLastLogin()),
      claimAnonId: (uid) => claimAnonIdOnce({ uid, storage: local, report: reportError }),
    },
    setIdTokenGetter,
    provideReportUser,
    reportLogin: (uid) => window.dispatchEvent(new CustomEvent(LOGIN_EVENT, { detail: { uid } })),
    anonId,
    storage: local,
  });
  return {
    account: () => current,
    async signIn(input) {
      const account = await identity.signIn(input.email, input.password);
      return account.emailVerified ? 'signed-in' : 'unverified';
    },
    async signUp(input) {
      await identity.signUp(input.email, input.password, input.username);
      // product §2 refId: named while the account is new, before the mail's link can verify it.
      void referNewAccount(document.cookie, reportError);
      // Needs the ID token: signing up signs in, and the session's listener sets the token getter.
      users.unwrap(await users.requestEmailToken());
    },
    signOut: () => identity.signOut(),
    async resendVerification() {
      users.unwrap(await users.requestEmailToken());
    },
    async requestPasswordReset(email) {
      users.unwrap(await users.requestPasswordToken(email));
    },
    async verifyEmail(code) {
      await identity.applyEmailCode(code);
      return (await identity.refresh()) !== null;
    },
    checkResetCode: (code) => identity.checkResetCode(code),
    resetPassword: (code, password) => identity.resetPassword(code, password),
  };
}

let service: AuthService | undefined;

/** The page's identity service (created on the first call). */
export function authService(): AuthService {
  service ??= createAuthService(createIdentity(clientConfig().firebase));
  return service;
}
