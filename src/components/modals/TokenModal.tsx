/**
 * Email verification and reset password modals (SPEC §2 query parameters). They show the
 * token's state; applying the token with the identity service comes with the auth issue.
 */
import { t } from '../../i18n';
import { Modal } from './Modal';

/** Props of {@link TokenModal}. */
export type TokenModalProps = {
  /** Which flow the token belongs to. */
  kind: 'email-verify' | 'reset-password';
  /** The token from the query string, or null when it was missing or malformed. */
  token: string | null;
  /** Closes the modal. */
  onClose: () => void;
};

/** Shows a verification token's state. */
export function TokenModal({ kind, token, onClose }: TokenModalProps) {
  const title = kind === 'email-verify' ? t('Verify your email') : t('Reset password');
  return (
    <Modal title={title} onClose={onClose} name={kind}>
      <p data-token-state={token ? 'received' : 'invalid'}>
        {token
          ? t('Кодът за потвърждение е получен. Потвърждаването скоро ще бъде налично.')
          : t('Връзката е невалидна или непълна.')}
      </p>
    </Modal>
  );
}
