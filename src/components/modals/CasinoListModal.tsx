/**
 * The casino popup list (product §2): the locale's casinos by rating, each with its review link and
 * its offer's verified date; a promotional block, without figures on a strict locale
 * (docs/compliance.md).
 */
import { casinoOptions } from '../../api/endpoints';
import { useEndpoint } from '../../api/use-endpoint';
import { t } from '../../i18n';
import { useStrictAdvertising } from '../content/strict';
import { VerifiedDate } from '../content/VerifiedDate';
import { localHref } from '../layout/site';
import type { ModalBodyProps } from './body-props';
import { Modal } from './Modal';

/** How many casinos the list shows. */
const CASINO_LIST_SIZE = 10;

/** The modal. */
export function CasinoListModal({ props, onClose }: ModalBodyProps) {
  const locale = typeof props.locale === 'string' ? props.locale : 'bg-BG';
  const directory = typeof props.directory === 'string' ? props.directory : '';
  const { data, error } = useEndpoint(casinoOptions, locale, []);
  const top = [...(data ?? [])].sort((a, b) => b.rating - a.rating).slice(0, CASINO_LIST_SIZE);
  const strict = useStrictAdvertising();
  return (
    <Modal title={t('Top casinos')} onClose={onClose} name="casino-list">
      {error !== undefined ? (
        <p role="alert">{t('Something went wrong. Please try again.')}</p>
      ) : data === undefined ? (
        <p>{t('Loading…')}</p>
      ) : (
        <ol className="link-list" data-promo="casino-list">
          {top.map((casino) => (
            <li key={casino.id}>
              <a href={localHref(directory, casino.slug)}>{casino.name}</a>
              {casino.bonusHeadline ? (
                <>
                  {' '}
                  · {strict ? null : casino.bonusHeadline}{' '}
                  <VerifiedDate at={casino.bonusVerifiedAt} />
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}

export default CasinoListModal;
