/**
 * A page (product §3 Page) as GET /{page} returns it and as db.json stores it: the same document,
 * so the API and the static file can race for it (product §4 Store reads).
 */
import { z } from 'zod';
import { Author, ArticleSummary } from './author';
import { Casino } from './casino';
import { HttpUrl, Image, IsoDateTime, LocaleCode, Slug } from './common';
import { ContentKey } from './content-keys';
import { ContentItem } from './content';
import { PlayerReviews } from './player-review';
import { PaymentProvider, SoftwareProvider } from './provider';
import { Slot } from './slot';

/**
 * The hubs: one page a section lists all of it (product §1 what the guide covers), each of its own
 * type; a casino or bonus hub filters its offers in the browser.
 */
export const HUB_TYPES = [
  'casino-hub',
  'bonus-hub',
  'payment-hub',
  'provider-hub',
  'author-hub',
  'article-hub',
] as const;

/** Page types by slug (product §2), then the hubs. */
export const PageType = z.enum([
  'home',
  'casino',
  'slot',
  'payment-provider',
  'software-provider',
  'casino-bonus',
  'author',
  'article',
  'leaderboards',
  'default',
  ...HUB_TYPES,
]);
export type PageType = z.infer<typeof PageType>;

/** The slug of each hub's page, the same in every locale (under its directory). */
export const HUB_SLUGS = {
  'casino-hub': 'online-casinos',
  'bonus-hub': 'casino-bonuses',
  'payment-hub': 'payment-methods',
  'provider-hub': 'software-providers',
  'author-hub': 'our-authors',
  'article-hub': 'articles',
} as const satisfies Record<(typeof HUB_TYPES)[number], string>;

/** The slug of the home page (product §2). */
export const HOME_SLUG = 'home';

/** Page meta (product §3 meta: type, image). */
export const PageMeta = z.object({
  /** Open Graph type, e.g. 'website' or 'article'. */
  type: z.enum(['website', 'article', 'profile']),
  /** Open Graph image, 480x320 png (product §9). */
  image: Image,
});
export type PageMeta = z.infer<typeof PageMeta>;

/** A language alternate of the page for hreflang (product §9). */
export const PageAlternate = z.object({
  /** Locale of the alternate. */
  locale: LocaleCode,
  /** Absolute URL, lowercased, without trailing slash. */
  url: HttpUrl,
});
export type PageAlternate = z.infer<typeof PageAlternate>;

/** An article's own fields (product §7 /articles/article). */
export const ArticleDetails = ArticleSummary.extend({
  /** The article's author. */
  author: Author,
  /** Estimated reading time in minutes. */
  readingMinutes: z.number().int().positive(),
});
export type ArticleDetails = z.infer<typeof ArticleDetails>;

/** A page document. Related parts are present by type (product §3). */
export const Page = z.object({
  /** Slug; 'home' for the home page. */
  slug: Slug,
  /** Locale the document belongs to. */
  locale: LocaleCode,
  /** Title, used for <title> and the main heading. */
  title: z.string().min(1),
  /** Meta description. */
  description: z.string(),
  /** Page type (product §2 page types by slug). */
  type: PageType,
  /** Canonical URL: lowercase, no trailing slash (product §9). */
  canonical: HttpUrl,
  /** Language alternates of the same page. */
  alternates: z.array(PageAlternate).default([]),
  /**
   * Affiliate codes this locale may not link to (no current licence where its compliance profile
   * requires one); the API sets it from the casinos' licences as it answers, like the alternates.
   */
  unlinkedOperators: z.array(z.string().regex(/^[A-Za-z0-9_-]+$/)).default([]),
  /** Open Graph meta. */
  meta: PageMeta,
  /** Main image, if any. */
  image: Image.nullable(),
  /** Body components in order. */
  content: z.array(ContentItem),
  /** Last content change; the sitemap's lastmod. */
  updatedAt: IsoDateTime,
  /** Casino review (type casino). */
  casino: Casino.optional(),
  /**
   * The casino's approved player reviews (type casino), apart from the expert score; the API sets
   * it as it answers, so a prerender bakes the reviews approved by then.
   */
  playerReviews: PlayerReviews.optional(),
  /** Slot review (type slot). */
  slot: Slot.optional(),
  /** Payment provider (type payment-provider). */
  payment: PaymentProvider.optional(),
  /** Software provider review (type software-provider). */
  provider: SoftwareProvider.optional(),
  /** The casino a bonus page belongs to (type casino-bonus). */
  bonus_page_casino: Casino.optional(),
  /** The author of a profile page (type author). */
  profile_author: Author.optional(),
  /** The article (type article). */
  article: ArticleDetails.optional(),
});
export type Page = z.infer<typeof Page>;

/** One entry of GET /pages: the slug list a prerender pulls per locale. */
export const PageListEntry = z.object({
  /** Page slug. */
  slug: Slug,
  /** Page type. */
  type: PageType,
  /** Last change, compared by incremental builds. */
  updatedAt: IsoDateTime,
  /** Its title, on a list asked with ?titles=1 (the HTML sitemap). */
  title: z.string().min(1).max(300).optional(),
});
export type PageListEntry = z.infer<typeof PageListEntry>;

/** GET /pages answer. */
export const PageList = z.object({
  /** Locale of the list. */
  locale: LocaleCode,
  /** All published pages. */
  pages: z.array(PageListEntry),
  /**
   * The affiliate codes the locale may not link to now (docs/compliance.md): no page's updatedAt
   * moves when a casino's licence does, so a patching prerender mixes them into its salt.
   */
  unlinkedOperators: z.array(z.string()).default([]),
});
export type PageList = z.infer<typeof PageList>;

/**
 * GET /pages?slugs=a,b answer: a bulk read of page documents, each as {page} answers it. The
 * documents stay unknown here and are parsed one by one with {@link Page}, so one bad document
 * fails alone instead of failing its whole batch.
 */
export const PageDocuments = z.object({
  /** Locale of the documents. */
  locale: LocaleCode,
  /** The documents found; slugs that do not exist are left out. */
  documents: z.array(z.unknown()),
  /**
   * The content keys each document's answer was built from, by slug (docs/content-api.md
   * "Content keys"), so a render can record what its page depends on.
   */
  keys: z.record(z.string(), z.array(ContentKey)).default({}),
});
export type PageDocuments = z.infer<typeof PageDocuments>;
