/** A list of bonuses with their key terms, next to the affiliate disclosure. */
import type { BonusSummary } from '../../domain/entities';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { BonusCard } from './BonusCard';

/** The list. */
export function BonusList({
  heading,
  bonuses,
  directory,
}: {
  heading: string;
  bonuses: readonly BonusSummary[];
  directory: string;
}) {
  return (
    <section className="section">
      <h2>{heading}</h2>
      <AffiliateDisclosure />
      <div className="grid grid--3">
        {bonuses.map((b) => (
          <BonusCard key={b.id} bonus={b} directory={directory} />
        ))}
      </div>
    </section>
  );
}
