/**
 * JSON-LD builders (docs/domain-notes.md#seo): Review of a casino with itemReviewed
 * Organization, Game for a slot, Article with its author Person, BreadcrumbList on every
 * non-home page, Organization + WebSite on home. Pure: entities in, plain objects out.
 */
import type { Casino } from '../entities/casino';
import type { LocaleItem } from '../entities/locale';
import type { ArticleDetails, Page } from '../entities/page';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../entities/review';
import type { Slot } from '../entities/slot';
import { meanRating } from '../rules/rating';
import { pageUrl } from '../rules/url';

/** A JSON-LD node. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
/** Ratings are stored on a 0..10 scale (entities/common Score). */
const RATING_BEST = 10;
const RATING_WORST = 0;

/** Absolute URL of an image src that may be root-relative. */
function absolute(src: string, base: string): string {
  return new URL(src, `${base}/`).toString();
}

/** One crumb: its visible name and absolute URL, null for a section without a page (text). */
export type Crumb = { name: string; url: string | null };

/** BreadcrumbList from an ordered list of crumbs. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    // Every ListItem but the last needs an item URL: a crumb without a page is left out.
    itemListElement: crumbs
      .flatMap((c) => (c.url === null ? [] : [c]))
      .map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: c.url,
      })),
  };
}

/** The casino's node id on its review page, shared by the editors' and the players' nodes. */
const casinoId = (page: Page): string => `${page.canonical}#casino`;

/**
 * Review of a casino: itemReviewed Organization, rating = mean of its items (product §5). It is the
 * editors' review: its author is the site as an Organization, never a Person, and no player
 * rating is mixed into it (playerRatingLd).
 */
export function casinoReview(casino: Casino, page: Page, base: string, siteName: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Review',
    name: page.title,
    url: page.canonical,
    datePublished: casino.reviewedAt,
    itemReviewed: {
      '@type': 'Organization',
      '@id': casinoId(page),
      name: casino.name,
      logo: absolute(casino.logo.src, base),
      foundingDate: String(casino.established),
    },
    reviewRating: {
      '@type': 'Rating',
      ratingValue: Number(meanRating(casino.ratingItems).toFixed(1)),
      bestRating: RATING_BEST,
      worstRating: RATING_WORST,
    },
    author: { '@type': 'Organization', name: siteName },
  };
}

/**
 * The players' side of a casino (docs/domain-notes.md#seo): the casino Organization with an
 * aggregateRating of the approved player reviews alone and those reviews as Review with a Person
 * author, on the 1–5 stars they gave. Google's review-snippet rules refuse self-serving reviews (an
 * entity rating itself on its own site) and ratings not collected from users; these are visitors'
 * ratings of a third party, moderated but never written here, so they may be marked up, while the
 * editors' review keeps its Organization author and its 0–10 score apart. No approved review: no
 * node at all.
 */
export function playerRatingLd(casino: Casino, page: Page): JsonLd | null {
  const players = page.playerReviews;
  if (!players || players.average === null || players.count === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': casinoId(page),
    name: casino.name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: players.average,
      ratingCount: players.count,
      bestRating: REVIEW_RATING_MAX,
      worstRating: REVIEW_RATING_MIN,
    },
    review: players.items.map((r) => ({
      '@type': 'Review',
      name: r.title,
      reviewBody: r.text,
      datePublished: r.createdAt,
      author: { '@type': 'Person', name: r.name },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: r.rating,
        bestRating: REVIEW_RATING_MAX,
        worstRating: REVIEW_RATING_MIN,
      },
    })),
  };
}

/** A slot as a Game. */
export function slotGame(slot: Slot, page: Page, base: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Game',
    name: slot.name,
    url: page.canonical,
    image: absolute(slot.logo.src, base),
    description: page.description,
    datePublished: slot.releasedAt,
    publisher: { '@type': 'Organization', name: slot.providerName },
  };
}

/** An Article with its author as a Person. */
export function articleLd(article: ArticleDetails, page: Page, locale: LocaleItem): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: page.description,
    url: page.canonical,
    image: absolute(article.image.src, locale.url),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: locale.locale,
    author: {
      '@type': 'Person',
      name: article.author.name,
      jobTitle: article.author.role,
      url: pageUrl(locale.url, article.author.slug),
    },
  };
}

/** Organization and WebSite of the home page; the WebSite carries the search action. */
export function homeGraph(page: Page, locale: LocaleItem, siteName: string): JsonLd[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name: siteName,
      url: locale.url,
      logo: absolute(page.meta.image.src, locale.url),
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: siteName,
      url: locale.url,
      inLanguage: locale.locale,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${pageUrl(locale.url, 'search')}?s={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** Every JSON-LD node of a page: the type's own node plus the breadcrumbs (non-home). */
export function pageJsonLd(
  page: Page,
  locale: LocaleItem,
  crumbs: readonly Crumb[],
  siteName: string,
): JsonLd[] {
  if (page.type === 'home') return homeGraph(page, locale, siteName);
  const nodes: JsonLd[] = [];
  if (page.type === 'casino' && page.casino) {
    nodes.push(casinoReview(page.casino, page, locale.url, siteName));
    const players = playerRatingLd(page.casino, page);
    if (players) nodes.push(players);
  }
  if (page.type === 'slot' && page.slot) nodes.push(slotGame(page.slot, page, locale.url));
  if (page.type === 'article' && page.article) nodes.push(articleLd(page.article, page, locale));
  nodes.push(breadcrumbList(crumbs));
  return nodes;
}
