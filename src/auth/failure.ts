/**
 * Why an identity call failed (product §7), apart from the SDK: a form that shows a failure must
 * not load firebase, which only src/auth/identity.ts imports (docs/style.md habit 4).
 */
/** Why an identity call failed, as a value the forms switch on (never matched by message text). */
export type IdentityFailureKind =
  | 'invalid-credentials'
  | 'email-in-use'
  | 'weak-password'
  | 'invalid-email'
  | 'too-many-requests'
  | 'expired-code'
  | 'invalid-code'
  | 'network'
  | 'unknown';

/** A failed identity call. */
export class IdentityFailure extends Error {
  override name = 'IdentityFailure';
  constructor(
    readonly kind: IdentityFailureKind,
    cause: unknown,
  ) {
    super(kind, { cause });
  }
}

/** Firebase's error codes (a stable property of its errors) → our kinds. */
const FAILURE_BY_CODE: Record<string, IdentityFailureKind> = {
  'auth/invalid-credential': 'invalid-credentials',
  'auth/invalid-login-credentials': 'invalid-credentials',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/user-disabled': 'invalid-credentials',
  'auth/email-already-in-use': 'email-in-use',
  'auth/weak-password': 'weak-password',
  'auth/password-does-not-meet-requirements': 'weak-password',
  'auth/invalid-email': 'invalid-email',
  'auth/too-many-requests': 'too-many-requests',
  'auth/expired-action-code': 'expired-code',
  'auth/invalid-action-code': 'invalid-code',
  'auth/network-request-failed': 'network',
};

/** Maps any thrown value of the SDK to an {@link IdentityFailure}. */
export function toIdentityFailure(error: unknown): IdentityFailure {
  if (error instanceof IdentityFailure) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return new IdentityFailure(FAILURE_BY_CODE[code] ?? 'unknown', error);
}
