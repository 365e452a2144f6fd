/**
 * A hub's rows: casino or bonus, rating, the facts the filters work on, when the offer was last
 * verified and the affiliate link. Only casinos the locale's register lets rank are ranked; the
 * others follow apart with the reason (docs/compliance.md#rankings). A promotional block: on a
 * strict locale an offer is named by its kind, without figures (docs/compliance.md).
 */
import type { HubOffer, LicenceRegister } from '../../../domain/entities';
import { marks } from '../../../domain/marks';
import type { Apart } from '../../../domain/rules/licence';
import { formatEur } from '../../../domain/rules/money';
import { t } from '../../../i18n';
import { BONUS_TYPE_NAME, useLicenceRule } from '../../content/page-compliance';
import { Img } from '../../content/Img';
import { licenceName } from '../../content/licence-text';
import { PromoBlock } from '../../content/PromoBlock';
import { RatingBadge } from '../../content/RatingBadge';
import { ToplistActions } from '../../content/ToplistActions';
import { UnrankedCasinos } from '../../content/UnrankedCasinos';
import { VerifiedDate } from '../../content/VerifiedDate';
import { localHref } from '../../layout/site';

/** The facts line of one row; a ranked row holds the register's licence, when there is one. */
function Facts(props: { offer: HubOffer; strict: boolean; register: LicenceRegister | null }) {
  const { offer, strict, register } = props;
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
      {register === null ? null : (
        <span className="hub__licence">
          {t('Действащ {licence}', { licence: licenceName(register) })}
        </span>
      )}
    </p>
  );
}

/** What a hub lists: its ranked rows and the casinos shown apart. */
export type HubListing = { ranked: readonly HubOffer[]; apart: readonly Apart<HubOffer>[] };

/** One ranked row. */
function RankedRow(props: {
  offer: HubOffer;
  rank: number;
  kind: 'casinos' | 'bonuses';
  directory: string;
  strict: boolean;
}) {
  const { offer: o, rank, kind, directory, strict } = props;
  const register = useLicenceRule().licenceRegister;
  // On a strict locale a headline (it names amounts) gives way to the offer's kind.
  const name = strict ? (o.bonusTypes[0] ? BONUS_TYPE_NAME[o.bonusTypes[0]] : null) : o.headline;
  return (
    <li className="card toplist__item" data-offer={o.key} {...marks.ranked(o.affiliateCode)}>
      <span className="toplist__rank">{rank}</span>
      <Img image={o.logo} className="toplist__logo" />
      <div className="toplist__body">
        <h3>
          <a href={localHref(directory, o.page)}>
            {kind === 'bonuses' ? (name ?? o.casinoName) : o.casinoName}
          </a>
        </h3>
        <p className="toplist__bonus">
          {kind === 'bonuses' ? o.casinoName : (name ?? t('Без бонус в момента'))}
        </p>
        <Facts offer={o} strict={strict} register={register} />
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
  );
}

/** The ranked list (one page of it) and the casinos apart, or a line saying nothing matches. */
export function HubRows(props: {
  kind: 'casinos' | 'bonuses';
  listing: HubListing;
  /** The rank of the first row shown: a later page goes on counting. */
  firstRank: number;
  directory: string;
}) {
  const { kind, listing, firstRank, directory } = props;
  if (listing.ranked.length + listing.apart.length === 0)
    return <p className="notice">{t('Нищо не отговаря на тези филтри.')}</p>;
  return (
    <>
      <PromoBlock name="hub" as="div">
        {(strict) => (
          <ol className="toplist hub__rows" start={firstRank}>
            {listing.ranked.map((o, i) => (
              <RankedRow
                key={o.key}
                offer={o}
                rank={firstRank + i}
                kind={kind}
                directory={directory}
                strict={strict}
              />
            ))}
          </ol>
        )}
      </PromoBlock>
      <UnrankedCasinos
        casinos={listing.apart.map(({ item, standing }) => ({
          name: item.casinoName,
          slug: item.casinoSlug,
          affiliateCode: item.affiliateCode,
          standing,
        }))}
        directory={directory}
      />
    </>
  );
}
