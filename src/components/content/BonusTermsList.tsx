/**
 * The terms players check first on a bonus (docs/domain-notes.md#what-players-check-first):
 * wagering and its base, max bet, max cashout, expiry, minimum deposit, excluded games.
 */
import type { BonusTerms, WageringBase } from '../../domain/entities';
import { formatEur } from '../../domain/rules/money';
import { t } from '../../i18n';

/** English source of each wagering base. */
export const WAGERING_BASE_LABEL: Record<WageringBase, string> = {
  bonus: 'Bonus only',
  'deposit-bonus': 'Deposit + bonus',
  'free-spin-winnings': 'Free spin winnings',
};

/** A definition list of the terms. */
export function BonusTermsList({ terms }: { terms: BonusTerms }) {
  const rows: [string, string][] = [
    [t('Wagering'), `${terms.wageringMultiplier}x`],
    [t('Wagering base'), t(WAGERING_BASE_LABEL[terms.wageringBase])],
    [t('Max bet'), formatEur(terms.maxBet.amount)],
    [t('Max cashout'), terms.maxCashout ? formatEur(terms.maxCashout.amount) : t('None')],
    [t('Expiry'), t('{days} days', { days: terms.expiryDays })],
    [t('Minimum deposit'), formatEur(terms.minDeposit.amount)],
  ];
  if (terms.excludedGames.length > 0)
    rows.push([t('Изключени игри'), terms.excludedGames.join(', ')]);
  return (
    <dl className="terms">
      {rows.map(([k, v]) => (
        <div key={k} className="terms__row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
