/**
 * A page as the API answers it: the stored document plus what is true at answer time, its
 * alternates, the operators its locale may not link to and the licences of every casino it shows
 * (its review, its top lists' cards, its hub's rows) as the register last showed them, so a casino
 * losing its licence loses its links and its rank on the next build (docs/compliance.md), and a
 * casino's approved player reviews, so a prerender bakes those approved by then (product §2 review
 * casino).
 */
import {
  KnownContent,
  type Casino,
  type Page,
  type PageAlternate,
  type PlayerReviews,
} from '../../src/domain/entities';

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
function current<T extends { id: number; licences: Casino['licences'] }>(
  part: T,
  casinos: PageFacts['casinos'],
): T {
  const now = casinos.get(part.id);
  return now ? { ...part, licences: now.licences } : part;
}

/** A top list's cards and a hub's rows with their casinos' licences as the register shows them now. */
function currentLicences(item: Page['content'][number], casinos: PageFacts['casinos']) {
  if (item.component !== 'offer-hub' && item.component !== 'casino-top-list') return item;
  const parsed = KnownContent.safeParse(item);
  if (!parsed.success) return item;
  const known = parsed.data;
  if (known.component === 'casino-top-list')
    return { ...item, casinos: known.casinos.map((c) => current(c, casinos)) };
  if (known.component !== 'offer-hub') return item;
  const bySlug = new Map([...casinos.values()].map((c) => [c.slug, c]));
  const offers = known.offers.map((o) => {
    const now = bySlug.get(o.casinoSlug);
    return now ? { ...o, licences: now.licences } : o;
  });
  return { ...item, offers };
}

/** The answer of `doc`. */
export function answerPage(doc: Page, facts: PageFacts): Page {
  const casino = doc.casino && current(doc.casino, facts.casinos);
  const bonusCasino = doc.bonus_page_casino && current(doc.bonus_page_casino, facts.casinos);
  const playerReviews =
    doc.type === 'casino' && casino ? facts.playerReviews?.get(casino.slug) : undefined;
  return {
    ...doc,
    alternates: facts.alternates,
    unlinkedOperators: [...facts.unlinked],
    content: doc.content.map((item) => currentLicences(item, facts.casinos)),
    ...(casino ? { casino } : {}),
    ...(bonusCasino ? { bonus_page_casino: bonusCasino } : {}),
    ...(playerReviews ? { playerReviews } : {}),
  };
}
