/**
 * What a prerendered page is rendered from. The prerender pipeline (prerender/) and the dev
 * server's +data hook both build one; db.json stores only `page` (SPEC §7 static file).
 */
import { z } from 'zod';
import { LocaleItem } from './locale';
import { Footer, Header } from './navigation';
import { Page } from './page';
import { VersionString } from './website';

/** Everything the document of one content page needs. */
export const PageView = z.object({
  /** The page document (the same one db.json and GET /{page} carry). */
  page: Page,
  /** The locale the page is rendered for. */
  locale: LocaleItem,
  /** Every locale of the site's language (for hreflang and the locale switcher). */
  locales: z.array(LocaleItem),
  /** Site header (SPEC §7 /header-builders). */
  header: Header,
  /** Site footer (SPEC §7 /footer). */
  footer: Footer,
  /** Published API version: names the db-files folder the browser reads (SPEC §7). */
  apiVersion: VersionString,
});
export type PageView = z.infer<typeof PageView>;
