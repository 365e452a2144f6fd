/**
 * A hub's rows: casino or bonus, rating, the facts the filters work on, when the offer was last
 * verified and the affiliate link (none for an operator the locale may not link to). A
 * promotional block (data-promo): on a strict locale an offer is named by its kind, without
 * figures (docs/compliance.md).
 */
import type { HubOffer } from '../../../domain/entities';
import { formatEur } from '../../../domain/rules/money';
import { t } from '../../../i18n';
import { ToplistActions } from '../../content/ToplistActions';
import { Img } from '../../content/Img';
import { RatingBadge } from '../../content/RatingBadge';
import { BONUS_TYPE_NAME, useStrictAdvertising } from '../../content/strict';
import { VerifiedDate } from '../../content/VerifiedDate';
import { localHref } from '../../layout/site';

/** The facts line of one row. */
function Facts({ offer, strict }: { offer: HubOffer; strict: boolean }) {
  return (
    <p className="hub__facts small">
      {strict ? null : (
        <span>
          {t('Мин. депозит')}: {formatEur(offer.minDepositEur)}
        </span>
      )}
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
  const strict = useStrictAdvertising();
  if (rows.length === 0) return <p className="notice">{t('Нищо не отговаря на тези филтри.')}</p>;
  // On a strict locale a headline (it names amounts) gives way to the offer's kind.
  const offerName = (o: HubOffer): string | null =>
    strict ? (o.bonusTypes[0] ? BONUS_TYPE_NAME[o.bonusTypes[0]] : null) : o.headline;
  return (
    <ol className="toplist hub__rows" data-promo="hub">
      {rows.map((o, i) => (
        <li key={o.key} className="card toplist__item" data-offer={o.key}>
          <span className="toplist__rank">{i + 1}</span>
          <Img image={o.logo} className="toplist__logo" />
          <div className="toplist__body">
            <h3>
              <a href={localHref(directory, o.page)}>
                {kind === 'bonuses' ? (offerName(o) ?? o.casinoName) : o.casinoName}
              </a>
            </h3>
            <p className="toplist__bonus">
              {kind === 'bonuses' ? o.casinoName : (offerName(o) ?? t('Без бонус в момента'))}
            </p>
            <Facts offer={o} strict={strict} />
            <VerifiedDate at={o.verifiedAt} />
          </div>
          <RatingBadge value={o.rating} />
          <ToplistActions
            affiliateCode={o.affiliateCode}
            bonusId={o.bonusId}
            component={kind === 'casinos' ? 'casino-hub' : 'bonus-hub'}
            review={{ directory, slug: o.casinoSlug }}
          />
        </li>
      ))}
    </ol>
  );
}
