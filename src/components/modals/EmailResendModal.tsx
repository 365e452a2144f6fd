/** The email resend modal (product §2): a signed-in account whose email is not verified yet. */
import { t } from '../../i18n';
import { useAppState } from '../../state/use-app-state';
import { ResendVerification } from '../account/ResendVerification';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

/** The modal body. */
export default function EmailResendModal({ onClose }: ModalBodyProps) {
  const email = useAppState((s) => s.user?.email ?? null);
  return (
    <Modal title={t('Потвърдете имейла си')} onClose={onClose} name="email-resend">
      <p>
        {email
          ? t('Изпратихме писмо за потвърждение на {email}. Не го ли получихте?', { email })
          : t('Влезте в профила си, за да получите ново писмо за потвърждение.')}
      </p>
      {email ? <ResendVerification /> : null}
    </Modal>
  );
}
