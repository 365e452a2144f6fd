/**
 * Accounts on the Auth emulator the integration global setup starts, made the way the browser's
 * SDK makes them (its REST API), for the tests of the user service.
 */
import { identityAuth } from '../../../server/users/firebase';

/** The emulator (host:port) and project the global setup named. */
export const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
export const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-casino-bg';
/** firebase-admin on the emulator. */
export const auth = identityAuth({ projectId, emulatorHost: host });

/** The emulator's REST API (what the browser SDK calls), at the global setup's emulator. */
export async function identity<T>(method: string, body: unknown, at = host): Promise<T> {
  const response = await fetch(
    `http://${at}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`,
    {
      method: 'POST',
      // A pooled connection the emulator closed while this worker was busy fails a POST, unretried.
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${method}: ${json.error?.message ?? response.status}`);
  return json;
}

/** A signed-in account and its current ID token. */
export type Session = { uid: string; email: string; password: string; token: string };

let counter = 0;
/** Signs up a new account (unverified), with a display name. */
export async function signUp(name: string): Promise<Session> {
  counter += 1;
  const email = `user${String(counter)}-${String(process.pid)}-${String(Date.now())}@example.bg`;
  const password = 'tainaparola';
  const up = await identity<{ idToken: string; localId: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  await identity('update', { idToken: up.idToken, displayName: name });
  return signIn({ email, password });
}

/** Signs in again, so the token carries the current email_verified. */
export async function signIn(session: Pick<Session, 'email' | 'password'>): Promise<Session> {
  const res = await identity<{ idToken: string; localId: string }>('signInWithPassword', {
    ...session,
    returnSecureToken: true,
  });
  return { ...session, uid: res.localId, token: res.idToken };
}

/** Marks the email verified with firebase-admin (no mail) and signs in again. */
export async function verifiedByAdmin(session: Session): Promise<Session> {
  await auth.updateUser(session.uid, { emailVerified: true });
  return signIn(session);
}

/** An unsigned emulator-style token with the given claims over sane defaults. */
export function craftToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  })}.`;
}
