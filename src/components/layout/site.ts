/** Site-wide names and helpers the layout and the head share. */

/** The site name (Bulgarian source text; t() keeps it). */
export const SITE_NAME = 'Казино ръководство';

/** Site-relative href of a slug in a locale: '/slug', '/de/slug'; home is the directory. */
export function localHref(directory: string, slug: string): string {
  const prefix = directory ? `/${directory}` : '';
  if (slug === 'home') return prefix || '/';
  return `${prefix}/${slug}`;
}

/** Affiliate link of a casino in a locale (product §2 /go/{code}?bonusId=): '/de/go/…' on bg-DE. */
export function goHref(directory: string, affiliateCode: string, bonusId: number | null): string {
  const go = localHref(directory, `go/${affiliateCode}`);
  return bonusId === null ? go : `${go}?bonusId=${String(bonusId)}`;
}

/**
 * Maps a CMS href into the locale's directory. A site path may come relative to the locale
 * ('/slug') or already in a locale's directory ('/de/slug', as the nav schema allows): a
 * multi-segment path is a locale's path as it stands, so it is never prefixed twice.
 */
export function hrefIn(directory: string, href: string): string {
  if (!href.startsWith('/')) return href;
  const segments = href.split('/').filter(Boolean);
  if (segments.length > 1) return href;
  const [slug = 'home'] = segments;
  return localHref(directory, directory && slug === directory ? 'home' : slug);
}
