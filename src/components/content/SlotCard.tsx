/** A slot card: logo, name, provider, RTP and volatility. */
import type { SlotSummary } from '../../domain/entities';
import { formatPercent, t } from '../../i18n';
import { localHref } from '../layout/site';
import { Img } from './Img';
import { VOLATILITY_LABEL } from './VolatilityLabel';

/** The card. */
export function SlotCard({ slot, directory }: { slot: SlotSummary; directory: string }) {
  return (
    <article className="card slot-card">
      <Img image={slot.logo} className="slot-card__logo" />
      <h3>
        <a href={localHref(directory, slot.slug)}>{slot.name}</a>
      </h3>
      <p className="muted small">{slot.providerName}</p>
      <p className="chips">
        <span className="chip">
          {t('RTP')} {formatPercent(slot.rtp)}
        </span>
        <span className="chip">{t(VOLATILITY_LABEL[slot.volatility])}</span>
      </p>
    </article>
  );
}
