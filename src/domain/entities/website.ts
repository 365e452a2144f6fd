/**
 * Documents the production backend keeps in its document store (product §7: collection 'websites'
 * where lang equals the site language; 'configurations' at lang/popups/locale).
 */
import { z } from 'zod';
import { IsoDateTime } from './common';

/** A version string v{major}.{minor}.{bugfix}-{name} (product §5). */
export const VersionString = z
  .string()
  .regex(/^v\d+\.\d+\.\d+-[A-Za-z0-9_.-]+$/, 'Unknown Version');

/** Website record (product §3): the published app and API versions with their history. */
export const WebsiteRecord = z.object({
  /** Site language. */
  lang: z.string().length(2),
  /** Published versions. */
  version: z.object({
    /** Published browser app version; a newer one than the build's opens the refresh popup. */
    appVersion: VersionString,
    /** Published API version; names the db-files folder (product §7). */
    apiVersion: VersionString,
    /** Earlier publications, newest first. */
    history: z.array(
      z.object({ appVersion: VersionString, apiVersion: VersionString, publishedAt: IsoDateTime }),
    ),
  }),
});
export type WebsiteRecord = z.infer<typeof WebsiteRecord>;

/** Popups config (product §3: caution, refresh) at lang/popups/locale. */
export const PopupsConfig = z.object({
  /** A caution banner text to show site-wide, or null for none. */
  caution: z.string().nullable(),
  /** When true every open tab shows the refresh popup (product §4). */
  refresh: z.boolean(),
  /** When the config was last changed; a change re-opens the popup at once. */
  updatedAt: IsoDateTime,
});
export type PopupsConfig = z.infer<typeof PopupsConfig>;
