/**
 * The reads a named route needs beside its page (SPEC §2 named routes): the server render (the
 * prerender's source and the dev server's page view) makes them, so the route's island has its
 * data in the HTML and can wait for the visitor before it hydrates (SPEC §4 Hydration).
 */
import type { z } from 'zod';
import { API_PAGE_SIZE_MAX, COMPARE_CASINOS_SLUG } from '../config/constants';
import { CasinoListResponse } from '../domain/entities/catalogue';
import type { RouteData } from '../domain/entities/page-view';

/** Every casino of the locale by name (GET /casinos), as the pickers list them. */
export const CASINO_OPTIONS_PATH = `/casinos?pageSize=${String(API_PAGE_SIZE_MAX)}&sort=name`;

/** A GET of the content API in the page's locale, parsed with `schema`. */
export type ReadJson = <T>(path: string, schema: z.ZodType<T>) => Promise<T>;

const READS: Record<string, (read: ReadJson) => Promise<RouteData>> = {
  [COMPARE_CASINOS_SLUG]: async (read) => ({
    casinoOptions: (await read(CASINO_OPTIONS_PATH, CasinoListResponse)).items.map(
      ({ id, name }) => ({ id, name }),
    ),
  }),
};

/**
 * True when the page `slug` has route data: its list can change while the page's own `updatedAt`
 * stays, so a patch reads it again and its hash decides (prerender/plan.ts).
 */
export const hasRouteData = (slug: string): boolean => Object.hasOwn(READS, slug);

/** The route data of the page `slug`, or null for a page that needs none. */
export function readRouteData(slug: string, read: ReadJson): Promise<RouteData> | null {
  return hasRouteData(slug) ? (READS[slug]?.(read) ?? null) : null;
}
