/** A grid of slot cards. */
import type { SlotSummary } from '../../domain/entities';
import { SlotCard } from './SlotCard';

/** The grid. */
export function SlotGrid({
  heading,
  slots,
  directory,
}: {
  heading: string;
  slots: readonly SlotSummary[];
  directory: string;
}) {
  return (
    <section className="section">
      <h2>{heading}</h2>
      <div className="grid grid--4">
        {slots.map((s) => (
          <SlotCard key={s.id} slot={s} directory={directory} />
        ))}
      </div>
    </section>
  );
}
