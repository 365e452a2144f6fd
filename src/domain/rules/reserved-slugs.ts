/**
 * Slugs no page may have: the CDN answers their path with something else (SPEC §2), so such a
 * page would be published and never served.
 */
import { servesSpaShell } from './spa-route';

/**
 * Why a page `slug` of the locale under `directory` ('' at the root) is never served, or null:
 * the SPA shell answers its path (SPEC §2 /go, account screens), or, at the root, a locale
 * directory of `directories` does.
 */
export function reservedSlugReason(
  slug: string,
  directory: string,
  directories: readonly string[],
): string | null {
  if (servesSpaShell(`/${slug}`)) return `/${slug} is a screen of the SPA shell (SPEC §2)`;
  if (directory === '' && directories.includes(slug))
    return `/${slug} is a locale's directory (SPEC §2)`;
  return null;
}
