/** The contact-us modal (product §2): the contact form (product §7 contact-us mails) in a dialog. */
import { t } from '../../i18n';
import { MailForm } from '../forms/MailForm';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

/** The modal. */
export function ContactModal({ onClose }: ModalBodyProps) {
  return (
    <Modal title={t('Contact us')} onClose={onClose} name="contact-us">
      <MailForm kind="contact" heading={t('Write to us')} />
    </Modal>
  );
}

export default ContactModal;
