/** Closes the current modal and opens the sign-in form (after a verified email or a new password). */
import { t } from '../../i18n';
import { appStore } from '../../state/store';

/** The button. */
export function SignInButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        onClose();
        appStore().openModal({ name: 'auth', props: { formType: 'login' } });
      }}
    >
      {t('Вход')}
    </button>
  );
}
