/**
 * A page as the API answers it: the stored document plus what is true at answer time, its
 * alternates, the operators its locale may not link to and the catalogue records it shows as they
 * are now (page-join.ts: a casino losing its licence loses its links and its rank on the next build,
 * docs/compliance.md), and a casino's approved player reviews, so a prerender bakes
 * those approved by then (product §2 review casino). With it, the content keys it was built from.
 */
import {
  contentKey,
  type ContentKey,
  type Page,
  type PageAlternate,
  type PlayerReviews,
} from '../../src/domain/entities';
import { joinPage, type Catalogue } from './page-join';

/** What the answer adds to a stored document. */
export type PageFacts = {
  alternates: PageAlternate[];
  unlinked: readonly string[];
  /** The catalogue records the document shows, as they are now. */
  catalogue: Catalogue;
  /** The approved player reviews of the locale's casinos in the answer, by casino slug. */
  playerReviews?: ReadonlyMap<string, PlayerReviews>;
  /** Every locale's code: a page's alternates are the same slug in each. */
  locales: readonly string[];
};

/** The answer of `doc` and the content keys it depends on. */
export function answerPage(doc: Page, facts: PageFacts): { page: Page; keys: ContentKey[] } {
  const { page, refs } = joinPage(doc, facts.catalogue);
  const reviewed = doc.type === 'casino' ? page.casino?.slug : undefined;
  const playerReviews = reviewed ? facts.playerReviews?.get(reviewed) : undefined;
  const keys = [
    ...refs,
    ...facts.locales.map((locale) => contentKey.page(locale, doc.slug)),
    contentKey.unlinked(doc.locale),
    ...(reviewed ? [contentKey.reviews(doc.locale, reviewed)] : []),
  ];
  return {
    page: {
      ...page,
      alternates: facts.alternates,
      unlinkedOperators: [...facts.unlinked],
      ...(playerReviews ? { playerReviews } : {}),
    },
    keys,
  };
}
