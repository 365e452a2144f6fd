/**
 * What the account panel shows instead of a form (product §2 "status plus form type"): signed in,
 * a verification mail sent or still unconfirmed (with resend), a reset link sent.
 */
import { loadAuth } from '../../auth/load';
import { t } from '../../i18n';
import type { User } from '../../domain/entities/user';
import type { AccountStatus } from './account-types';
import { ResendVerification } from './ResendVerification';

/** Props of {@link AccountOutcome}. */
export type AccountOutcomeProps = {
  shown: AccountStatus;
  /** The address the last form was sent for. */
  email: string;
  user: User | null;
};

/** The outcome, or null while the panel shows its form. */
export function AccountOutcome({ shown, email, user }: AccountOutcomeProps) {
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
  return null;
}
