/**
 * The bonus popup (product §4): one bonus of the locale, offered once a visit after the visitor's
 * first interaction and after the age gate and consent (src/app/gates.ts).
 */
import { BonusPopupResponse } from '../../domain/entities';
import { t } from '../../i18n';
import { BonusCard } from '../content/BonusCard';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

/** The popup; the store's loose props are parsed here, and props that are not a bonus render nothing. */
export function BonusPopupModal({ props, onClose }: ModalBodyProps) {
  const offer = BonusPopupResponse.safeParse(props);
  if (!offer.success || !offer.data.bonus || !offer.data.casino) return null;
  const directory = typeof props.directory === 'string' ? props.directory : '';
  return (
    <Modal
      title={t('Offer of the day: {casino}', { casino: offer.data.casino.name })}
      onClose={onClose}
      name="bonus-popup"
    >
      <BonusCard bonus={offer.data.bonus} directory={directory} />
    </Modal>
  );
}

export default BonusPopupModal;
