/** The inputs of the account forms (product §2 account screens), shared by the three forms. */
import { PASSWORD_MAX_LENGTH } from '../../domain/entities/account';
import { t } from '../../i18n';
import type { AccountField } from './account-types';

const EMAIL_MAX_LENGTH = 254;
const USERNAME_MAX_LENGTH = 24;

/** The email input. */
export const EMAIL_FIELD: AccountField = {
  name: 'email',
  label: t('Имейл'),
  type: 'email',
  autoComplete: 'email',
  maxLength: EMAIL_MAX_LENGTH,
};

/** A password input; the browser's autofill hint tells a current password from a new one. */
export const passwordField = (autoComplete: string, label = t('Парола')): AccountField => ({
  name: 'password',
  label,
  type: 'password',
  autoComplete,
  maxLength: PASSWORD_MAX_LENGTH,
});

/** The sign-in inputs. */
export const LOGIN_FIELDS: readonly AccountField[] = [
  EMAIL_FIELD,
  passwordField('current-password'),
];

/** The registration inputs. */
export const REGISTRATION_FIELDS: readonly AccountField[] = [
  {
    name: 'username',
    label: t('Потребителско име'),
    type: 'text',
    autoComplete: 'username',
    maxLength: USERNAME_MAX_LENGTH,
  },
  EMAIL_FIELD,
  passwordField('new-password'),
  { ...passwordField('new-password', t('Повторете паролата')), name: 'confirm' },
];
