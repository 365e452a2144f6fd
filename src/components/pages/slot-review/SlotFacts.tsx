/** The slot's characteristics (product §2 type slot): RTP, volatility, max win, paylines, reels, bet range, release. */
import type { Slot } from '../../../domain/entities';
import { formatEur } from '../../../domain/rules/money';
import { formatDate, formatNumber, formatPercent, t } from '../../../i18n';
import { VOLATILITY_LABEL } from '../../content/VolatilityLabel';

/** Props of {@link SlotFacts}. */
export type SlotFactsProps = { slot: Slot };

/** The section. */
export function SlotFacts({ slot }: SlotFactsProps) {
  return (
    <section className="section">
      <h2>{t('Характеристики')}</h2>
      <dl className="terms">
        {(
          [
            [t('RTP'), formatPercent(slot.rtp)],
            [t('Volatility'), t(VOLATILITY_LABEL[slot.volatility])],
            [t('Max win'), `${formatNumber(slot.maxWinMultiplier)}x`],
            [t('Paylines'), formatNumber(slot.paylines)],
            [t('Барабани'), slot.reels],
            [t('Минимален залог'), formatEur(slot.minBet.amount)],
            [t('Max bet'), formatEur(slot.maxBet.amount)],
            [t('Release date'), formatDate(slot.releasedAt)],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className="terms__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
