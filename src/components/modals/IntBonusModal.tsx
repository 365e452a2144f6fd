/**
 * The international-bonus modal (product §1, §2): an international visitor sees the bonuses
 * available in their country and may still continue to the original casino. The continue link
 * is the URL the API gave for the bonus, never one from the address.
 */
import { useEffect, useState } from 'react';
import type { InternationalBonus } from '../../domain/entities/bonus';
import { t } from '../../i18n';
import { PromoBlock } from '../content/PromoBlock';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Lists the bonuses of the visitor's country. Props: `country` (two letters), `continueUrl` (the
 * original casino's affiliate URL, from the API) and `casinoName`.
 */
export function IntBonusModal({ props, onClose }: ModalBodyProps) {
  const country = text(props.country);
  const continueUrl = text(props.continueUrl);
  const casinoName = text(props.casinoName);
  const [items, setItems] = useState<InternationalBonus[] | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../api/endpoints').then(async (m) => {
      // No list is an empty list: the continue link still works.
      const list = await m.readInternationalBonuses(country).catch(() => []);
      if (live) setItems(list);
    });
    return () => {
      live = false;
    };
  }, [country]);
  return (
    <Modal title={t('Bonuses available in your country')} onClose={onClose} name="int-bonus">
      {items === null ? (
        <p>{t('Loading…')}</p>
      ) : (
        // docs/compliance.md: on a strict locale an offer is named without its figures.
        <PromoBlock name="int-bonus" as="div">
          {(strict) => (
            <ul>
              {items.map((item) => (
                <li key={`${item.code}-${item.id}`}>
                  <a href={`/go/${item.code}?bonusId=${item.id}&row=true`} rel="sponsored nofollow">
                    {strict ? item.casinoName : `${item.casinoName}: ${item.headline}`}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </PromoBlock>
      )}
      <a href={continueUrl} rel="sponsored nofollow" data-continue="">
        {t('Continue to the casino')} ({casinoName})
      </a>
    </Modal>
  );
}

export default IntBonusModal;
