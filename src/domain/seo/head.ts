/**
 * What the <head> of a page says (product §9, docs/domain-notes.md#seo): canonical and hreflang
 * alternates lowercased without a trailing slash, x-default on the root bg-BG locale, Open
 * Graph with the 480x320 png image. Pure so it is tested without rendering.
 */
import { OG_IMAGE_HEIGHT_PX, OG_IMAGE_TYPE, OG_IMAGE_WIDTH_PX } from '../../config/constants';
import type { LocaleItem } from '../entities/locale';
import type { Page } from '../entities/page';
import { SPA_SHELL_SLUG } from '../rules/spa-route';
import { normaliseLink, pageUrl } from '../rules/url';

/** One hreflang alternate. */
export type HreflangLink = { hreflang: string; href: string };

/** Head data of a page. */
export type HeadData = {
  title: string;
  description: string;
  /** Null on the SPA shell, which one document serves for many addresses. */
  canonical: string | null;
  alternates: HreflangLink[];
  og: {
    title: string;
    description: string;
    url: string;
    type: string;
    image: string;
    imageWidth: number;
    imageHeight: number;
    imageType: string;
    locale: string;
  };
  twitter: { card: string; site: string | null };
  /** noindex for pages that must not be in search results. */
  robots: string | null;
};

/**
 * Slugs kept out of search: noindex in their head and left out of the sitemap (the API's
 * /custom-page-statuses marks them noindex).
 */
export const NOINDEX_SLUGS: ReadonlySet<string> = new Set(['not-found', 'search']);

/** The hreflang of the alternate search engines show a visitor no other locale fits. */
export const X_DEFAULT = 'x-default';

/** A locale code as an hreflang value: lowercased, as the alternate links are (product §9). */
export const hreflangOf = (code: string): string => code.toLowerCase();

/** The locale x-default points at: the published one without a directory, the site's root. */
export const xDefaultLocale = (locales: readonly LocaleItem[]): LocaleItem | undefined =>
  locales.find((l) => !l.lock && l.directory === '');

/**
 * Alternates for each published locale that has the page, plus x-default on the root locale
 * (the one without a directory). Taken from page.alternates when the CMS gives them, else
 * built from the locale list.
 */
export function hreflangLinks(page: Page, locales: readonly LocaleItem[]): HreflangLink[] {
  const published = locales.filter((l) => !l.lock);
  const byLocale = new Map<string, string>();
  for (const a of page.alternates) byLocale.set(a.locale, normaliseLink(a.url));
  if (byLocale.size === 0)
    for (const l of published) byLocale.set(l.locale, pageUrl(l.url, page.slug));
  const links = [...byLocale].map(([locale, href]) => ({ hreflang: hreflangOf(locale), href }));
  const root = xDefaultLocale(published);
  const rootHref = root ? byLocale.get(root.locale) : undefined;
  if (rootHref) links.push({ hreflang: X_DEFAULT, href: rootHref });
  return links;
}

/** Everything Head.tsx renders. */
export function headData(page: Page, locale: LocaleItem, locales: readonly LocaleItem[]): HeadData {
  // The SPA shell answers /go/{code} and the account screens alike: no address of its own to
  // name, nothing to find in search (docs/domain-notes.md#seo: a canonical must reference itself).
  const shell = page.slug === SPA_SHELL_SLUG;
  const canonical = normaliseLink(page.canonical);
  return {
    title: page.title,
    description: page.description,
    canonical: shell ? null : canonical,
    alternates: shell ? [] : hreflangLinks(page, locales),
    og: {
      title: page.title,
      description: page.description,
      url: shell ? locale.url : canonical,
      type: page.meta.type,
      image: new URL(page.meta.image.src, `${locale.url}/`).toString(),
      imageWidth: OG_IMAGE_WIDTH_PX,
      imageHeight: OG_IMAGE_HEIGHT_PX,
      imageType: OG_IMAGE_TYPE,
      locale: locale.locale.replace('-', '_'),
    },
    twitter: {
      card: 'summary_large_image',
      site: locale.configs.twitter_account ? `@${locale.configs.twitter_account}` : null,
    },
    robots: shell || NOINDEX_SLUGS.has(page.slug) ? 'noindex, follow' : null,
  };
}
