/**
 * The reads a named route needs beside its page (product §2 named routes): the server render (the
 * prerender's source and the dev server's page view) makes them, so the route's island has its
 * data in the HTML and can wait for the visitor before it hydrates (product §4 Hydration).
 */
import type { z } from 'zod';
import { API_PAGE_SIZE_MAX, COMPARE_CASINOS_SLUG } from '../config/constants';
import { CasinoListResponse } from '../domain/entities/catalogue';
import type { CasinoSummary } from '../domain/entities/casino';
import type { RouteData } from '../domain/entities/page-view';

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

const READS: Record<string, (read: ReadJson) => Promise<RouteData>> = {
  [COMPARE_CASINOS_SLUG]: async (read) => ({
    casinoOptions: (await readCasinoOptions(read)).map(({ id, name }) => ({ id, name })),
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
