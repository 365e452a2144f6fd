/** A locale's page documents in the order the API lists them, made lazily one at a time. */
import type { LocaleItem, Page } from '../../../src/domain/entities';
import { casinoPages } from './reviews';
import { paymentPages, providerPages, slotPages } from './catalogue';
import { editorialPages } from './editorial';
import { defaultPages, feedPage, leaderboardPage } from './fixed';
import { homePage } from './home';
import { hubPages } from './hubs';
import { pageContext, type PageContext, type PageSources } from './page';
import { scalePages } from './scale';

// The order is the seed's: every section draws from the one stream as its pages are made.
const SECTIONS: ((ctx: PageContext) => Iterable<Page>)[] = [
  (ctx) => [homePage(ctx)],
  casinoPages,
  slotPages,
  paymentPages,
  providerPages,
  editorialPages,
  (ctx) => [leaderboardPage(ctx)],
  defaultPages,
  feedPage,
  hubPages,
];

/** The pages of `locale`, then the scaling pages up to the bg-BG target. */
export function* localePages(sources: PageSources, locale: LocaleItem): Generator<Page> {
  const ctx = pageContext(sources, locale);
  let count = 0;
  for (const section of SECTIONS) {
    for (const page of section(ctx)) {
      count += 1;
      yield page;
    }
  }
  yield* scalePages(ctx, count);
}
