/** A list of bonuses with their key terms, next to the affiliate disclosure unless the page showed it. */
import type { BonusSummary } from '../../domain/entities';
import { AffiliateDisclosure } from '../layout/AffiliateDisclosure';
import { BonusCard } from './BonusCard';

/** The list. */
export function BonusList({
  heading,
  bonuses,
  directory,
  disclosure = true,
}: {
  heading: string;
  bonuses: readonly BonusSummary[];
  directory: string;
  /** False when a list above on the page shows the disclosure already. */
  disclosure?: boolean;
}) {
  return (
    <section className="section">
      <h2>{heading}</h2>
      {disclosure ? <AffiliateDisclosure /> : null}
      <div className="grid grid--3">
        {bonuses.map((b) => (
          <BonusCard key={b.id} bonus={b} directory={directory} />
        ))}
      </div>
    </section>
  );
}
