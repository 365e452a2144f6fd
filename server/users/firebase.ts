/**
 * The identity service on the server: firebase-admin's Auth for one project, against the Auth
 * emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else real Firebase with the credentials of
 * GOOGLE_APPLICATION_CREDENTIALS. Tokens are verified with the project id given explicitly, so
 * their aud and iss must name it.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import type { UserErrorReason } from '../../src/domain/entities/user';

/** Where the identity service is. */
export type IdentityConfig = { projectId: string; emulatorHost: string | undefined };

/**
 * firebase-admin's Auth of `config.projectId`. firebase-admin reads the emulator host from
 * process.env only, so it is set there; one process never mixes an emulator and real Firebase.
 */
export function identityAuth(config: IdentityConfig): Auth {
  if (config.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
  const name = `users-${config.projectId}`;
  const app =
    getApps().find((a) => a.name === name) ?? initializeApp({ projectId: config.projectId }, name);
  return getAuth(app);
}

/** A verified identity. */
export type Identity = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The display name given at sign-up, if any. */
  name: string | null;
};

/** A token the service refuses, with the 401 reason. */
export class TokenRefused extends Error {
  override name = 'TokenRefused';
  readonly reason: Extract<UserErrorReason, `token-${string}`>;
  constructor(reason: TokenRefused['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

const REVOKED_CODES = new Set([
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);
const INVALID_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/invalid-argument',
]);

/** The code of a firebase-admin error ('auth/…'), or null. */
export function errorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    return typeof error.code === 'string' ? error.code : null;
  }
  return null;
}

/**
 * Verifies an ID token, revocation included (a deleted or disabled user's tokens die with it).
 * Throws {@link TokenRefused} for what is the token's fault; anything else (the service down)
 * propagates as a server error.
 */
export async function verifyToken(auth: Auth, token: string): Promise<Identity> {
  let decoded: DecodedIdToken;
  try {
    decoded = await auth.verifyIdToken(token, true);
  } catch (error) {
    const code = errorCode(error);
    // The library's words name the project and its checks: the caller gets the reason alone.
    if (code === 'auth/id-token-expired')
      throw new TokenRefused('token-expired', 'The sign-in token has expired');
    if (code !== null && REVOKED_CODES.has(code))
      throw new TokenRefused('token-revoked', 'The sign-in token was revoked');
    if (code !== null && INVALID_CODES.has(code))
      throw new TokenRefused('token-invalid', 'The sign-in token is not valid');
    throw error;
  }
  return {
    uid: decoded.uid,
    email: decoded.email ?? null,
    emailVerified: decoded.email_verified === true,
    name: typeof decoded.name === 'string' && decoded.name.trim() !== '' ? decoded.name : null,
  };
}
