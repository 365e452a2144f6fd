/**
 * The casino popup list (product §2, the header's "Топ казина"): the locale's best-rated casinos its
 * register lets rank (docs/compliance.md#rankings), each with its review link and its offer's
 * verified date; a promotional block, without figures on a strict locale.
 */
import { casinoOptions } from '../../api/endpoints';
import { useEndpoint } from '../../api/use-endpoint';
import { marks } from '../../domain/marks';
import { rankByLaw } from '../../domain/rules/licence';
import { t } from '../../i18n';
import { useLicenceRule } from '../content/page-compliance';
import { PromoBlock } from '../content/PromoBlock';
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
  const { ranked } = rankByLaw(data ?? [], useLicenceRule());
  const top = ranked.sort((a, b) => b.rating - a.rating).slice(0, CASINO_LIST_SIZE);
  return (
    <Modal title={t('Top casinos')} onClose={onClose} name="casino-list">
      {error !== undefined ? (
        <p role="alert">{t('Something went wrong. Please try again.')}</p>
      ) : data === undefined ? (
        <p>{t('Loading…')}</p>
      ) : (
        <PromoBlock name="casino-list" as="div">
          {(strict) => (
            <ol className="link-list">
              {top.map((casino) => (
                <li key={casino.id} {...marks.ranked(casino.affiliateCode)}>
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
        </PromoBlock>
      )}
    </Modal>
  );
}

export default CasinoListModal;
