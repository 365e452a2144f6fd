/** Bulgarian texts of identity failures (a typed kind in, a sentence out). */
import { IdentityFailure, type IdentityFailureKind } from '../../auth/failure';
import { UserServiceFailure, type UserServiceError } from '../../api/users';
import type { UserErrorReason } from '../../domain/entities/user-answers';
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

/** What a 409 says: what was done already, and what is left to do. */
function conflictText(reason: UserErrorReason | null): string {
  switch (reason) {
    case 'insufficient-points':
      return t('Нямате достатъчно точки.');
    case 'already-owned':
      return t('You own this item already.');
    case 'already-reported':
      return t('Вече докладвахте тази публикация. Модераторите ще я прегледат, не е нужно друго.');
    case 'already-claimed':
      return t('Поканата вече е отчетена за друг профил. Една покана се отчита само веднъж.');
    default:
      return t('Това вече е направено или не е възможно в момента.');
  }
}

/** The sentence for a refused or failed user service call. */
export function serviceErrorText(error: UserServiceError): string {
  switch (error.kind) {
    case 'invalid':
      return t('Please check this field.');
    case 'unauthorized':
      return t('Влезте в профила си, за да продължите.');
    case 'forbidden':
      if (error.reason === 'email-unverified') {
        return t(
          'Имейлът ви още не е потвърден. Отворете връзката от писмото, което ви изпратихме.',
        );
      }
      return error.reason === 'avatar-locked'
        ? t('This avatar is still locked.')
        : t('Нямате право да направите това.');
    case 'not-found':
      return t('Not found');
    case 'conflict':
      return conflictText(error.reason);
    case 'rate-limited':
      return error.retryAfterS === null
        ? t('Твърде много опити. Опитайте отново по-късно.')
        : t('Too many attempts. Try again in {seconds} s.', { seconds: error.retryAfterS });
    case 'network':
      return t('Няма връзка със сървъра. Опитайте отново.');
    case 'server':
      return t('Server error');
  }
}

/** The sentence for anything an account action threw (identity or user service). */
export function errorText(error: unknown): string {
  if (error instanceof IdentityFailure) return failureText(error.kind);
  if (error instanceof UserServiceFailure) return serviceErrorText(error.error);
  return failureText('unknown');
}
