/**
 * A page as the API answers it: the stored document plus what is true at answer time, its
 * alternates, the operators its locale may not link to and its casino's licences as the register
 * last showed them, so a casino losing its licence loses its links on the next build
 * (Gambling Act art. 3(1), docs/compliance.md), and a casino's approved player reviews, so a
 * prerender bakes those approved by then (SPEC §2 review casino).
 */
import type { Casino, Page, PageAlternate, PlayerReviews } from '../../src/domain/entities';

/** What the answer adds to a stored document. */
export type PageFacts = {
  alternates: PageAlternate[];
  unlinked: readonly string[];
  /** The casinos of the moment, by id. */
  casinos: ReadonlyMap<number, Casino>;
  /** The approved player reviews of the locale's casinos in the answer, by casino slug. */
  playerReviews: ReadonlyMap<string, PlayerReviews>;
};

/** A casino part with the licences of the current record. */
function current(part: Casino | undefined, casinos: PageFacts['casinos']): Casino | undefined {
  const now = part ? casinos.get(part.id) : undefined;
  return part && now ? { ...part, licences: now.licences } : part;
}

/** The answer of `doc`. */
export function answerPage(doc: Page, facts: PageFacts): Page {
  const casino = current(doc.casino, facts.casinos);
  const bonusCasino = current(doc.bonus_page_casino, facts.casinos);
  const playerReviews =
    doc.type === 'casino' && casino ? facts.playerReviews.get(casino.slug) : undefined;
  return {
    ...doc,
    alternates: facts.alternates,
    unlinkedOperators: [...facts.unlinked],
    ...(casino ? { casino } : {}),
    ...(bonusCasino ? { bonus_page_casino: bonusCasino } : {}),
    ...(playerReviews ? { playerReviews } : {}),
  };
}
