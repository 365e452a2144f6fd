/**
 * A page as the API answers it: the stored document plus what is true at answer time, its
 * alternates, the operators its locale may not link to and its casino's licences as the register
 * last showed them (a hub's offers too), so a casino losing its licence loses its links on the next build
 * (Gambling Act art. 3(1), docs/compliance.md), and a casino's approved player reviews, so a
 * prerender bakes those approved by then (product §2 review casino).
 */
import {
  OfferHubContent,
  type Casino,
  type Page,
  type PageAlternate,
  type PlayerReviews,
} from '../../src/domain/entities';
import { hasCurrentNraLicence } from '../../src/domain/rules/licence';

/** What the answer adds to a stored document. */
export type PageFacts = {
  alternates: PageAlternate[];
  unlinked: readonly string[];
  /** The casinos of the moment, by id. */
  casinos: ReadonlyMap<number, Casino>;
  /** The approved player reviews of the locale's casinos in the answer, by casino slug. */
  playerReviews?: ReadonlyMap<string, PlayerReviews>;
};

/** A casino part with the licences of the current record. */
function current(part: Casino | undefined, casinos: PageFacts['casinos']): Casino | undefined {
  const now = part ? casinos.get(part.id) : undefined;
  return part && now ? { ...part, licences: now.licences } : part;
}

/** A hub's offers with their casinos' NRA licence as the register shows it now. */
function currentOffers(item: Page['content'][number], casinos: PageFacts['casinos']) {
  if (item.component !== 'offer-hub') return item;
  const hub = OfferHubContent.safeParse(item);
  if (!hub.success) return item;
  const bySlug = new Map([...casinos.values()].map((c) => [c.slug, c]));
  const offers = hub.data.offers.map((o) => {
    const now = bySlug.get(o.casinoSlug);
    return now ? { ...o, nra: hasCurrentNraLicence(now.licences) } : o;
  });
  return { ...item, offers };
}

/** The answer of `doc`. */
export function answerPage(doc: Page, facts: PageFacts): Page {
  const casino = current(doc.casino, facts.casinos);
  const bonusCasino = current(doc.bonus_page_casino, facts.casinos);
  const playerReviews =
    doc.type === 'casino' && casino ? facts.playerReviews?.get(casino.slug) : undefined;
  return {
    ...doc,
    alternates: facts.alternates,
    unlinkedOperators: [...facts.unlinked],
    content: doc.content.map((item) => currentOffers(item, facts.casinos)),
    ...(casino ? { casino } : {}),
    ...(bonusCasino ? { bonus_page_casino: bonusCasino } : {}),
    ...(playerReviews ? { playerReviews } : {}),
  };
}
