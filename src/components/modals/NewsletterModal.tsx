/** The newsletter modal (product §2): the sign-up form in a dialog. */
import { t } from '../../i18n';
import { Newsletter } from '../content/Newsletter';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

/** The modal. */
export function NewsletterModal({ props, onClose }: ModalBodyProps) {
  const locale = typeof props.locale === 'string' ? props.locale : 'bg-BG';
  return (
    <Modal title={t('Newsletter')} onClose={onClose} name="newsletter">
      <Newsletter heading={t('The best bonuses in your inbox')} locale={locale} />
    </Modal>
  );
}

export default NewsletterModal;
