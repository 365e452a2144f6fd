/**
 * The account forms with their outcomes (SPEC §2 account screens and the authentication modal,
 * "status plus form type"): sign in, registration, forgotten password; then what happened —
 * signed in, a verification mail sent (with resend), a reset link sent.
 */
import { useState, type ReactNode } from 'react';
import {
  ForgottenPasswordInput,
  SignInInput,
  SignUpInput,
  PASSWORD_MAX_LENGTH,
} from '../../domain/entities/account';
import { loadAuth } from '../../auth/load';
import { t } from '../../i18n';
import { useAppState } from '../../state/use-app-state';
import { AccountForm, type AccountField } from './AccountForm';
import { errorText } from './messages';
import { ResendVerification } from './ResendVerification';

/** Which form. */
export type AccountFormType = 'login' | 'registration' | 'forgotten-password';

/** What the panel shows after a form succeeded. */
export type AccountStatus = 'form' | 'verify-sent' | 'unverified' | 'reset-sent';

const EMAIL: AccountField = {
  name: 'email',
  label: t('Имейл'),
  type: 'email',
  autoComplete: 'email',
  maxLength: 254,
};
const password = (autoComplete: string, label = t('Парола')): AccountField => ({
  name: 'password',
  label,
  type: 'password',
  autoComplete,
  maxLength: PASSWORD_MAX_LENGTH,
});

/** Props of {@link AccountPanel}. */
export type AccountPanelProps = {
  formType: AccountFormType;
  /** Where the panel starts (a modal may open on 'unverified'). */
  status?: AccountStatus;
  /** Switches the form (links between the three). */
  onSwitch: (formType: AccountFormType) => void;
  /** Called after a verified sign-in. */
  onSignedIn?: () => void;
  /** Renders the switch to another form as a link (the screens' router links); else a button. */
  switchLink?: (formType: AccountFormType, label: string) => ReactNode;
};

/** The panel. */
export function AccountPanel({
  formType,
  status = 'form',
  onSwitch,
  onSignedIn,
  switchLink,
}: AccountPanelProps) {
  const [shown, setShown] = useState<AccountStatus>(status);
  const [email, setEmail] = useState('');
  const user = useAppState((s) => s.user);

  if (user && !user.isAnonymous && shown === 'form') {
    return (
      <div className="account-status" data-account-status="signed-in">
        <p role="status">
          {t('Влезли сте като {name}.', { name: user.username ?? user.email ?? '' })}
        </p>
        <button
          type="button"
          className="button button--ghost"
          data-action="sign-out"
          onClick={() => void loadAuth().then((auth) => auth.signOut())}
        >
          {t('Изход')}
        </button>
      </div>
    );
  }
  if (shown === 'verify-sent' || shown === 'unverified') {
    return (
      <div className="account-status" data-account-status={shown}>
        <p role="status">
          {shown === 'verify-sent'
            ? t(
                'Изпратихме писмо за потвърждение на {email}. Отворете връзката в него, за да активирате профила си.',
                { email },
              )
            : t(
                'Имейлът ви още не е потвърден. Отворете връзката от писмото, което ви изпратихме.',
              )}
        </p>
        <ResendVerification />
      </div>
    );
  }
  if (shown === 'reset-sent') {
    return (
      <p role="status" className="account-status" data-account-status="reset-sent">
        {t('Ако има профил с имейл {email}, изпратихме му връзка за нова парола.', { email })}
      </p>
    );
  }

  const switches: [AccountFormType, string][] = [
    ['login', t('Вече имате профил? Влезте')],
    ['registration', t('Нямате профил? Регистрирайте се')],
    ['forgotten-password', t('Забравена парола')],
  ];
  const links = (
    <ul className="account-links">
      {switches
        .filter(([other]) => other !== formType)
        .map(([other, label]) => (
          <li key={other}>
            {switchLink ? (
              switchLink(other, label)
            ) : (
              <button type="button" className="link-button" onClick={() => onSwitch(other)}>
                {label}
              </button>
            )}
          </li>
        ))}
    </ul>
  );

  const form =
    formType === 'login' ? (
      <AccountForm
        kind="login"
        fields={[EMAIL, password('current-password')]}
        schema={SignInInput}
        submitLabel={t('Вход')}
        onSubmit={async (input) => {
          try {
            const outcome = await (await loadAuth()).signIn(input);
            setEmail(input.email);
            if (outcome === 'unverified') setShown('unverified');
            else onSignedIn?.();
            return null;
          } catch (error) {
            return errorText(error);
          }
        }}
      />
    ) : formType === 'registration' ? (
      <AccountForm
        kind="registration"
        fields={[
          {
            name: 'username',
            label: t('Потребителско име'),
            type: 'text',
            autoComplete: 'username',
            maxLength: 24,
          },
          EMAIL,
          password('new-password'),
          { ...password('new-password', t('Повторете паролата')), name: 'confirm' },
        ]}
        schema={SignUpInput}
        submitLabel={t('Регистрация')}
        onSubmit={async (input) => {
          try {
            await (await loadAuth()).signUp(input);
            setEmail(input.email);
            setShown('verify-sent');
            return null;
          } catch (error) {
            return errorText(error);
          }
        }}
      />
    ) : (
      <AccountForm
        kind="forgotten-password"
        fields={[EMAIL]}
        schema={ForgottenPasswordInput}
        submitLabel={t('Изпрати връзка')}
        onSubmit={async (input) => {
          try {
            await (await loadAuth()).requestPasswordReset(input.email);
            setEmail(input.email);
            setShown('reset-sent');
            return null;
          } catch (error) {
            return errorText(error);
          }
        }}
      />
    );

  return (
    <div className="account-panel" data-account-panel={formType}>
      {form}
      {links}
    </div>
  );
}
