/**
 * Deterministic Bulgarian seed content for the local content API. The same seed gives the same
 * documents; `pages` scales the bg-BG locale up for benchmarks with extra slot pages. Every
 * document is shaped by the src/domain schemas.
 */
import type {
  ArticleSummary,
  Author,
  BonusSummary,
  Casino,
  Footer,
  Header,
  LocaleItem,
  Page,
  PaymentProvider,
  PopupsConfig,
  SiteSettings,
  Slot,
  SoftwareProvider,
  WebsiteRecord,
} from '../../src/domain/entities';
import { makeArticles } from './articles';
import { seedCalendar } from './common';
import { makeAuthors } from './authors';
import { makeCasinos } from './casinos';
import { makeLocales } from './locales';
import { makeNavigation } from './navigation';
import { localePages } from './pages/locale-pages';
import { makePayments } from './payments';
import { makeProviders } from './providers';
import { makePlayerReviews, type SeedPlayerReview } from './player-reviews';
import { createRng } from './random';
import { makeSlots } from './slots';
import { makePopups, makeSettings, makeWebsite } from './website';

/** Inputs of the generator. */
export type SeedOptions = {
  /** PRNG seed. */
  seed: number;
  /** Public base of the site (locale URLs). */
  siteUrl: string;
  /** Public base of this API (media URLs). */
  mediaUrl: string;
  /** Target page count of bg-BG; 0 keeps the natural size. */
  pages: number;
  /** Published versions. */
  appVersion: string;
  apiVersion: string;
  /**
   * The seed's today (ms): every date is days before it. The day it runs when not given, so an
   * offer's verification never ages past the compliance limit (docs/compliance.md).
   */
  today?: number;
};

/** Everything the API stores. */
export type SeedData = {
  locales: LocaleItem[];
  casinos: Casino[];
  slots: Slot[];
  bonuses: BonusSummary[];
  payments: PaymentProvider[];
  providers: SoftwareProvider[];
  authors: Author[];
  articles: ArticleSummary[];
  website: WebsiteRecord;
  /** The site settings: the seed's clearly fictional publisher (server/seed/website.ts). */
  settings: SiteSettings;
  popups: Record<string, PopupsConfig>;
  headers: Record<string, Header>;
  footers: Record<string, Footer>;
  /** Visitors' reviews, approved and pending (server/seed/player-reviews.ts). */
  playerReviews: SeedPlayerReview[];
  /** Page documents per locale, produced lazily so 50,000 pages never sit in memory twice. */
  pages: (locale: LocaleItem) => Generator<Page>;
};

/** Generates the whole data set; each step draws from the one stream in this order. */
export function generateSeed(options: SeedOptions): SeedData {
  const rng = createRng(options.seed);
  const { mediaUrl } = options;
  const daysAgo = seedCalendar(options.today ?? Date.now());
  const locales = makeLocales(options.siteUrl.replace(/\/+$/, '').toLowerCase());
  const providers = makeProviders(rng, mediaUrl);
  const payments = makePayments(rng, mediaUrl);
  const authors = makeAuthors(rng, mediaUrl);
  const { casinos, bonuses } = makeCasinos({ rng, mediaUrl, payments, providers, daysAgo });
  const slots = makeSlots({ rng, mediaUrl, providers, daysAgo });
  const articles = makeArticles({ rng, mediaUrl, authors, daysAgo });
  const { headers, footers } = makeNavigation(locales, casinos);
  const entities = { casinos, slots, bonuses, payments, providers, authors, articles };
  const sources = { rng, mediaUrl, daysAgo, extra: Math.max(0, options.pages), ...entities };
  return {
    locales,
    ...entities,
    website: makeWebsite(options.appVersion, options.apiVersion, daysAgo),
    settings: makeSettings(),
    popups: makePopups(locales, daysAgo),
    headers,
    footers,
    playerReviews: makePlayerReviews(casinos),
    pages: (locale) => localePages(sources, locale),
  };
}
