/**
 * The published CDN tree's contract between the prerender (which writes it), the local CDN and
 * the service worker build (which read it): the live record and the fixed folder names (SPEC §7).
 */
import { z } from 'zod';
import { SITE_LANG } from '../../config/constants';

/** The live record's file in an output folder: the one switch a publish makes (docs/published-tree.md). */
export const liveRecordPath = (outDir: string) => `${outDir}/${SITE_LANG}/live.json`;

/** The published pointer ({out}/{lang}/live.json): versions, folders, each locale's build. */
export const LiveRecord = z.object({
  /** The site language (SPEC §7 `lang`). */
  lang: z.string(),
  /** The app version the pages were rendered with. */
  appVersion: z.string(),
  /** The content API version the pages were read from. */
  apiVersion: z.string(),
  /** The versioned HTML folder (prerender-{version}). */
  prerenderFolder: z.string(),
  /** The versioned db.json folder (db-files-{apiVersion}). */
  dbFolder: z.string(),
  /** The locale served at the root. */
  rootLocale: z.string(),
  /** Each published locale: its directory, URL, the build it serves and when it went live. */
  locales: z.record(
    z.string(),
    z.object({
      directory: z.string(),
      url: z.string(),
      buildId: z.string(),
      publishedAt: z.string(),
    }),
  ),
});
export type LiveRecord = z.infer<typeof LiveRecord>;

/** The home page's slug. */
export const HOME_SLUG = 'home';

/**
 * The folder of a locale's SPA shell (/go/* and the account screens, SPEC §2), next to its
 * slugs: a slug never starts with '_'.
 */
export const SPA_FOLDER = '__spa';

/** The not-found page's slug: served as the body of every 404, never as a page of its own. */
export const NOT_FOUND_SLUG = 'not-found';
