/** Bulgarian texts of the user service's refusals (a typed error in, a sentence out, never blank). */
import { toUserServiceError, type UserServiceError } from '../../api/users';
import { t } from '../../i18n';

/** The sentence a user reads for a refused or failed user-service call. */
export function userErrorText(error: UserServiceError): string {
  switch (error.reason) {
    case 'insufficient-points':
      return t('Not enough points.');
    case 'already-owned':
      return t('You own this item already.');
    case 'avatar-locked':
      return t('This avatar is still locked.');
    case 'email-unverified':
      return t('Confirm your email address to continue.');
    default:
      break;
  }
  switch (error.kind) {
    case 'unauthorized':
      return t('Your session has expired. Please sign in again.');
    case 'forbidden':
      return t('You are not allowed to do this.');
    case 'not-found':
      return t('It no longer exists.');
    case 'conflict':
      return t('This cannot be done right now.');
    case 'rate-limited':
      return error.retryAfterS === null
        ? t('Too many attempts. Try again later.')
        : t('Too many attempts. Try again in {seconds} s.', { seconds: error.retryAfterS });
    case 'invalid':
      return t('The request was not accepted.');
    case 'network':
      return t('No connection to the server. Try again.');
    case 'server':
      return t('Server error');
  }
}

/** The sentence for anything a read or write threw. */
export function anyErrorText(error: unknown): string {
  return userErrorText(toUserServiceError(error));
}
