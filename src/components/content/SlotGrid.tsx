/** A grid of slot cards. */
import type { SlotSummary } from '../../domain/entities';
import { formatPercent } from '../../i18n';
import { t } from '../../i18n';
import { localHref } from '../ui/links';

const VOLATILITY = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  'very-high': 'Very high',
} as const;

/** The grid. */
export function SlotGrid({
  heading,
  slots,
  directory,
}: {
  heading: string;
  slots: SlotSummary[];
  directory: string;
}) {
  if (slots.length === 0) return null;
  return (
    <section>
      <h2>{heading}</h2>
      <ul className="card-grid slot-grid">
        {slots.map((s) => (
          <li key={s.id} className="slot-card">
            <a href={localHref(directory, s.slug)}>
              <img
                src={s.logo.src}
                alt={s.logo.alt}
                width={s.logo.width}
                height={s.logo.height}
                loading="lazy"
              />
              <span className="slot-name">{s.name}</span>
            </a>
            <span className="muted">
              {s.providerName} · RTP {formatPercent(s.rtp)} · {t(VOLATILITY[s.volatility])}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
