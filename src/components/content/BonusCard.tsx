/** A bonus with what players check first: wagering and base, max bet, max cashout, expiry. */
import type { BonusSummary } from '../../domain/entities';
import { t } from '../../i18n';
import { AffiliateLink } from '../ui/AffiliateLink';
import { Money } from '../ui/Money';

const BASE_LABEL = {
  bonus: 'Bonus only',
  'deposit-bonus': 'Deposit + bonus',
  'free-spin-winnings': 'Free spin winnings',
} as const;

/** The card. */
export function BonusCard({ bonus, directory }: { bonus: BonusSummary; directory: string }) {
  const terms = bonus.terms;
  return (
    <article className="bonus-card">
      <h3>{bonus.headline}</h3>
      <dl className="terms">
        <div>
          <dt>{t('Wagering')}</dt>
          <dd>
            {terms.wageringMultiplier}x ({t(BASE_LABEL[terms.wageringBase])})
          </dd>
        </div>
        <div>
          <dt>{t('Max bet')}</dt>
          <dd>
            <Money value={terms.maxBet} />
          </dd>
        </div>
        <div>
          <dt>{t('Max cashout')}</dt>
          <dd>{terms.maxCashout ? <Money value={terms.maxCashout} /> : t('None')}</dd>
        </div>
        <div>
          <dt>{t('Expiry')}</dt>
          <dd>{t('{days} days', { days: terms.expiryDays })}</dd>
        </div>
        <div>
          <dt>{t('Minimum deposit')}</dt>
          <dd>
            <Money value={terms.minDeposit} />
          </dd>
        </div>
      </dl>
      {terms.excludedGames.length > 0 ? (
        <p className="muted">
          {t('Excluded games')}: {terms.excludedGames.join(', ')}
        </p>
      ) : null}
      {bonus.code ? (
        <p>
          {t('Bonus code')}: <code>{bonus.code}</code>
        </p>
      ) : null}
      <AffiliateLink
        directory={directory}
        code={bonus.casino}
        bonusId={bonus.id}
        component="bonus-card"
        element="get-bonus"
      >
        {t('Get bonus')}
      </AffiliateLink>
      <a
        className="text-link"
        href={bonus.termsUrl}
        rel="nofollow noopener noreferrer"
        target="_blank"
      >
        {t('Full terms')}
      </a>
    </article>
  );
}
