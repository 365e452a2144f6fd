/**
 * The reads a named route needs beside its page (product §2 named routes): the server render (the
 * prerender's source and the dev server's page view) makes them, so the route's island has its
 * data in the HTML and can wait for the visitor before it hydrates (product §4 Hydration).
 */
import type { z } from 'zod';
import {
  API_PAGE_SIZE_MAX,
  BONUS_CALCULATOR_SLUG,
  COMPARE_CASINOS_SLUG,
  DEFAULT_PAGE_SIZE,
} from '../config/constants';
import { CasinoListResponse } from '../domain/entities/catalogue';
import type { CasinoSummary } from '../domain/entities/casino';
import { PageList, type PageListEntry } from '../domain/entities/page';
import { PostPage } from '../domain/entities/user-community';
import type { RouteData, SitemapEntry } from '../domain/entities/page-view';

/** The most pages of casinos the pickers read: 10,000 casinos, whatever `total` claims. */
const CASINO_OPTION_PAGES_MAX = 100;

/** A GET of the content API in the page's locale, parsed with `schema`. */
export type ReadJson = <T>(path: string, schema: z.ZodType<T>) => Promise<T>;

/** Every casino of the locale by name (GET /casinos, page after page), as the pickers list them. */
export async function readCasinoOptions(read: ReadJson): Promise<CasinoSummary[]> {
  const casinos: CasinoSummary[] = [];
  for (let page = 1; page <= CASINO_OPTION_PAGES_MAX; page += 1) {
    const path = `/casinos?pageSize=${String(API_PAGE_SIZE_MAX)}&sort=name&page=${String(page)}`;
    const { items, total } = await read(path, CasinoListResponse);
    casinos.push(...items);
    if (items.length < API_PAGE_SIZE_MAX || casinos.length >= total) break;
  }
  return casinos;
}

/** The casino pickers' options, listed in the HTML so the first tap has something to pick. */
const casinoPickers = async (read: ReadJson): Promise<RouteData> => ({
  casinoOptions: (await readCasinoOptions(read)).map(({ id, name }) => ({ id, name })),
});

/** The HTML sitemap's slug (product §2 named routes). */
export const HTML_SITEMAP_SLUG = 'sitemap';
/** The list the HTML sitemap shows: every page of the locale with its title. */
export const SITEMAP_LIST_PATH = '/pages?titles=1';

/** The HTML sitemap's route data from a page list read with its titles. */
export const sitemapDataOf = (pages: readonly PageListEntry[]): RouteData => ({
  sitemapPages: pages.map(({ slug, type, title }): SitemapEntry =>
    title === undefined ? { slug, type } : { slug, type, title },
  ),
});

const READS: Record<string, (read: ReadJson) => Promise<RouteData>> = {
  [COMPARE_CASINOS_SLUG]: casinoPickers,
  [BONUS_CALCULATOR_SLUG]: casinoPickers,
  [HTML_SITEMAP_SLUG]: async (read) =>
    sitemapDataOf((await read(SITEMAP_LIST_PATH, PageList)).pages),
  // What the feed island asks first: the newest page, read without a token (product §6: public).
  feed: async (read) => ({
    feedPosts: await read(`/users/posts?page=1&pageSize=${String(DEFAULT_PAGE_SIZE)}`, PostPage),
  }),
};

/**
 * True when the page `slug` has route data: its list can change while the page's own `updatedAt`
 * stays, so a patch reads it again and its hash decides (prerender/plan/plan.ts).
 */
export const hasRouteData = (slug: string): boolean => Object.hasOwn(READS, slug);

/** The route data of the page `slug`, or null for a page that needs none. */
export function readRouteData(slug: string, read: ReadJson): Promise<RouteData> | null {
  return hasRouteData(slug) ? (READS[slug]?.(read) ?? null) : null;
}
