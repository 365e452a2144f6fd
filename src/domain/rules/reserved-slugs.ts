/**
 * Slugs no page may have: the CDN answers their path with something else (product §2), so such a
 * page would be published and never served.
 */
import { localeOfPath } from './locale-path';
import { servesSpaShell } from './spa-route';

/**
 * Why a page `slug` of `locale` is never served, or null: the SPA shell answers its path
 * (product §2 /go, account screens), or its path lands in another locale of `locales` (a root
 * locale's slug that is a locale's directory).
 */
export function reservedSlugReason(
  slug: string,
  locale: { directory: string },
  locales: readonly { directory: string }[],
): string | null {
  if (servesSpaShell(`/${slug}`)) return `/${slug} is a screen of the SPA shell (product §2)`;
  if (localeOfPath(`/${locale.directory}/${slug}`, locales).locale?.directory !== locale.directory)
    return `/${slug} is a locale's directory (product §2)`;
  return null;
}
