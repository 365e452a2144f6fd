/**
 * One bonus with the terms players check first (docs/domain-notes.md#what-players-check-first) and the affiliate link.
 * The link uses the casino slug as the affiliate code: the CMS keeps them equal (api seed). A
 * promotional block: on a strict locale it names the offer without figures (docs/compliance.md).
 */
import type { BonusSummary } from '../../domain/entities';
import { t } from '../../i18n';
import { AffiliateLink } from './AffiliateLink';
import { BonusTermsList } from './BonusTermsList';
import { BONUS_TYPE_NAME } from './page-compliance';
import { PromoBlock } from './PromoBlock';
import { VerifiedDate } from './VerifiedDate';

/** The card. */
export function BonusCard({ bonus, directory }: { bonus: BonusSummary; directory: string }) {
  return (
    <PromoBlock name="bonus-card" as="article" className="card bonus-card">
      {(strict) => (
        <>
          <h3>{strict ? BONUS_TYPE_NAME[bonus.type] : bonus.headline}</h3>
          {strict ? null : <BonusTermsList terms={bonus.terms} />}
          {bonus.code ? (
            <p>
              {t('Bonus code')}: <code>{bonus.code}</code>
            </p>
          ) : null}
          <p className="muted small">
            <VerifiedDate at={bonus.verifiedAt} /> ·{' '}
            <a href={bonus.termsUrl} rel="nofollow noopener" target="_blank">
              {t('Пълни условия')}
            </a>
          </p>
          <AffiliateLink
            directory={directory}
            affiliateCode={bonus.casino}
            bonusId={bonus.id}
            component="bonus-card"
            reportName="get-bonus"
          >
            {t('Get bonus')}
          </AffiliateLink>
        </>
      )}
    </PromoBlock>
  );
}
