/** A list of bonus cards. */
import type { BonusSummary } from '../../domain/entities';
import { BonusCard } from './BonusCard';
import { Disclosure } from './Disclosure';

/** The list. */
export function BonusList({
  heading,
  bonuses,
  directory,
}: {
  heading: string;
  bonuses: BonusSummary[];
  directory: string;
}) {
  return (
    <section>
      <h2>{heading}</h2>
      <Disclosure />
      <div className="card-grid">
        {bonuses.map((b) => (
          <BonusCard key={b.id} bonus={b} directory={directory} />
        ))}
      </div>
    </section>
  );
}
