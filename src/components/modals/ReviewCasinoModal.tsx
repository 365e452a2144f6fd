/** The review casino modal (product §2): the review form of one casino, closed once it was sent. */
import { t } from '../../i18n';
import { ReviewForm } from '../forms/ReviewForm';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The modal. */
export function ReviewCasinoModal({ props, onClose }: ModalBodyProps) {
  return (
    <Modal
      title={t('Review {name}', { name: text(props.casinoName) })}
      onClose={onClose}
      name="review-casino"
    >
      <p className="small muted">
        {t('Reviews are published after a moderator has read them. Your email is never shown.')}
      </p>
      <ReviewForm
        casinoSlug={text(props.casinoSlug)}
        locale={text(props.locale) || 'bg-BG'}
        toastAnchor={text(props.toastAnchor) || undefined}
        onSent={onClose}
      />
    </Modal>
  );
}

export default ReviewCasinoModal;
