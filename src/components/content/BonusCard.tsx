/**
 * One bonus with the terms players check first (FIELD-NOTES Domain) and the affiliate link.
 * The link uses the casino slug as the affiliate code: the CMS keeps them equal (api seed).
 */
import type { BonusSummary } from '../../domain/entities';
import { formatDate, t } from '../../i18n';
import { AffiliateLink } from './AffiliateLink';
import { BonusTermsList } from './BonusTermsList';

/** The card. `directory` is kept for callers that render cards per locale. */
export function BonusCard({ bonus }: { bonus: BonusSummary; directory: string }) {
  return (
    <article className="card bonus-card">
      <h3>{bonus.headline}</h3>
      <BonusTermsList terms={bonus.terms} />
      {bonus.code ? (
        <p>
          {t('Bonus code')}: <code>{bonus.code}</code>
        </p>
      ) : null}
      <p className="muted small">
        {t('Проверено')}: {formatDate(bonus.verifiedAt)} ·{' '}
        <a href={bonus.termsUrl} rel="nofollow noopener" target="_blank">
          {t('Пълни условия')}
        </a>
      </p>
      <AffiliateLink
        affiliateCode={bonus.casino}
        bonusId={bonus.id}
        component="bonus-card"
        reportName="get-bonus"
      >
        {t('Get bonus')}
      </AffiliateLink>
    </article>
  );
}
