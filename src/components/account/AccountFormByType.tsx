/**
 * The form of one account form type (product §4 Login): sends through the identity service, loaded
 * on first use, and reports the outcome; a failure comes back as the form's error sentence.
 */
import { ForgottenPasswordInput, SignInInput, SignUpInput } from '../../domain/entities/account';
import { loadAuth } from '../../auth/load';
import { t } from '../../i18n';
import { AccountForm } from './AccountForm';
import { EMAIL_FIELD, LOGIN_FIELDS, REGISTRATION_FIELDS } from './account-fields';
import type { AccountFormType, AccountStatus } from './account-types';
import { errorText } from './messages';

/** What a form that succeeded leads to: a status to show, or a verified sign-in. */
export type AccountOutcomeKind = Exclude<AccountStatus, 'form'> | 'signed-in';

/** Props of {@link AccountFormByType}. */
export type AccountFormByTypeProps = {
  formType: AccountFormType;
  /** Called with the address sent for and what followed. */
  onDone: (email: string, outcome: AccountOutcomeKind) => void;
};

/** Runs a send; resolves with null on success, else the visitor's error sentence. */
async function attempt(send: () => Promise<void>): Promise<string | null> {
  try {
    await send();
    return null;
  } catch (error) {
    return errorText(error);
  }
}

/** The form for the type. */
export function AccountFormByType({ formType, onDone }: AccountFormByTypeProps) {
  if (formType === 'login') {
    return (
      <AccountForm
        kind="login"
        fields={LOGIN_FIELDS}
        schema={SignInInput}
        submitLabel={t('Вход')}
        onSubmit={(input) =>
          attempt(async () => {
            const outcome = await (await loadAuth()).signIn(input);
            onDone(input.email, outcome === 'unverified' ? 'unverified' : 'signed-in');
          })
        }
      />
    );
  }
  if (formType === 'registration') {
    return (
      <AccountForm
        kind="registration"
        fields={REGISTRATION_FIELDS}
        schema={SignUpInput}
        submitLabel={t('Регистрация')}
        onSubmit={(input) =>
          attempt(async () => {
            await (await loadAuth()).signUp(input);
            onDone(input.email, 'verify-sent');
          })
        }
      />
    );
  }
  return (
    <AccountForm
      kind="forgotten-password"
      fields={[EMAIL_FIELD]}
      schema={ForgottenPasswordInput}
      submitLabel={t('Изпрати връзка')}
      onSubmit={(input) =>
        attempt(async () => {
          await (await loadAuth()).requestPasswordReset(input.email);
          onDone(input.email, 'reset-sent');
        })
      }
    />
  );
}
