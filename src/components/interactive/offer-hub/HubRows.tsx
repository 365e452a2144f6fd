/**
 * A hub's rows: casino or bonus, rating, the facts the filters work on, when the offer was last
 * verified and the affiliate link (none for an operator the locale may not link to).
 */
import type { HubOffer } from '../../../domain/entities';
import { formatEur } from '../../../domain/rules/money';
import { t } from '../../../i18n';
import { AffiliateLink } from '../../content/AffiliateLink';
import { Img } from '../../content/Img';
import { RatingBadge } from '../../content/RatingBadge';
import { VerifiedDate } from '../../content/VerifiedDate';
import { localHref } from '../../layout/site';

/** The facts line of one row. */
function Facts({ offer }: { offer: HubOffer }) {
  return (
    <p className="hub__facts small">
      <span>
        {t('Мин. депозит')}: {formatEur(offer.minDepositEur)}
      </span>
      {offer.wagering !== null ? (
        <span>
          {t('Залог')}: {offer.wagering}x
        </span>
      ) : null}
      <span className={offer.nra ? 'hub__licence' : 'hub__licence hub__licence--none'}>
        {offer.nra ? t('Лиценз от НАП') : t('Без лиценз от НАП')}
      </span>
    </p>
  );
}

/** The ranked list, or a line saying nothing matches. */
export function HubRows({
  kind,
  rows,
  directory,
}: {
  kind: 'casinos' | 'bonuses';
  rows: readonly HubOffer[];
  directory: string;
}) {
  if (rows.length === 0) return <p className="notice">{t('Нищо не отговаря на тези филтри.')}</p>;
  return (
    <ol className="toplist hub__rows">
      {rows.map((o, i) => (
        <li key={o.key} className="card toplist__item" data-offer={o.key}>
          <span className="toplist__rank">{i + 1}</span>
          <Img image={o.logo} className="toplist__logo" />
          <div className="toplist__body">
            <h3>
              <a href={localHref(directory, o.page)}>
                {kind === 'bonuses' && o.headline ? o.headline : o.casinoName}
              </a>
            </h3>
            <p className="toplist__bonus">
              {kind === 'bonuses' ? o.casinoName : (o.headline ?? t('Без бонус в момента'))}
            </p>
            <Facts offer={o} />
            <VerifiedDate at={o.verifiedAt} />
          </div>
          <RatingBadge value={o.rating} />
          <div className="toplist__actions">
            <AffiliateLink
              affiliateCode={o.affiliateCode}
              bonusId={o.bonusId}
              component={kind === 'casinos' ? 'casino-hub' : 'bonus-hub'}
              reportName="get-bonus"
            >
              {t('Get bonus')}
            </AffiliateLink>
            <a className="button button--ghost" href={localHref(directory, o.casinoSlug)}>
              {t('Read review')}
            </a>
          </div>
        </li>
      ))}
    </ol>
  );
}
