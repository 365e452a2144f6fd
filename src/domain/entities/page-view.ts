/**
 * What a prerendered page is rendered from. The prerender pipeline (prerender/) and the dev
 * server's +data hook both build one; db.json stores only `page` (product §7 static file).
 */
import { z } from 'zod';
import { CasinoSummary } from './casino';
import { LocaleItem } from './locale';
import { Footer, Header } from './navigation';
import { Page } from './page';
import { VersionString } from './website';

/** A casino as a picker lists it. */
export const CasinoOption = CasinoSummary.pick({ id: true, name: true });
export type CasinoOption = z.infer<typeof CasinoOption>;

/**
 * What a named route's island starts from, read by the server render beside the page, so the
 * island shows it before any script runs (product §2 named routes, product §4 Hydration).
 */
export const RouteData = z.object({
  /** /compare-casinos: every casino of the locale by name, for the pickers. */
  casinoOptions: z.array(CasinoOption).optional(),
});
export type RouteData = z.infer<typeof RouteData>;

/** Everything the document of one content page needs. */
export const PageView = z.object({
  /** The page document (the same one db.json and GET /{page} carry). */
  page: Page,
  /** The locale the page is rendered for. */
  locale: LocaleItem,
  /** Every locale of the site's language (for hreflang and the locale switcher). */
  locales: z.array(LocaleItem),
  /** Site header (product §7 /header-builders). */
  header: Header,
  /** Site footer (product §7 /footer). */
  footer: Footer,
  /** Published API version: names the db-files folder the browser reads (product §7). */
  apiVersion: VersionString,
  /** The named route's own data (src/api/route-data.ts); absent on every other page. */
  routeData: RouteData.optional(),
});
export type PageView = z.infer<typeof PageView>;
