/** Bulgarian texts of identity failures (a typed kind in, a sentence out). */
import type { IdentityFailureKind } from '../../auth/identity';
import { t } from '../../i18n';

/** The sentence a visitor reads for a failed identity call. */
export function failureText(kind: IdentityFailureKind): string {
  switch (kind) {
    case 'invalid-credentials':
      return t('Грешен имейл или парола.');
    case 'email-in-use':
      return t('Вече има профил с този имейл.');
    case 'weak-password':
      return t('Паролата е твърде слаба.');
    case 'invalid-email':
      return t('Please enter a valid email address.');
    case 'too-many-requests':
      return t('Твърде много опити. Опитайте отново по-късно.');
    case 'expired-code':
      return t('Връзката е изтекла. Поискайте нова.');
    case 'invalid-code':
      return t('Връзката е невалидна или вече е използвана.');
    case 'network':
      return t('Няма връзка със сървъра. Опитайте отново.');
    case 'unknown':
      return t('Server error');
  }
}

/** The sentence for anything thrown by an account action. */
export function errorText(error: unknown): string {
  const kind =
    typeof error === 'object' && error !== null && 'kind' in error
      ? (error as { kind: IdentityFailureKind }).kind
      : 'unknown';
  return failureText(kind in FAILURE_KINDS ? kind : 'unknown');
}

const FAILURE_KINDS: Record<IdentityFailureKind, true> = {
  'invalid-credentials': true,
  'email-in-use': true,
  'weak-password': true,
  'invalid-email': true,
  'too-many-requests': true,
  'expired-code': true,
  'invalid-code': true,
  network: true,
  unknown: true,
};
