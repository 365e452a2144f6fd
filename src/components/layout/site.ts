/** Site-wide names and helpers the layout and the head share. */

/** The site name (Bulgarian source text; t() keeps it). */
export const SITE_NAME = 'Казино ръководство';

/** Site-relative href of a slug in a locale: '/slug', '/de/slug'; home is the directory. */
export function localHref(directory: string, slug: string): string {
  const prefix = directory ? `/${directory}` : '';
  if (slug === 'home') return prefix || '/';
  return `${prefix}/${slug}`;
}

/** Affiliate link of a casino (SPEC §2 /go/{code}?bonusId=). */
export function goHref(affiliateCode: string, bonusId: number | null): string {
  return bonusId === null
    ? `/go/${affiliateCode}`
    : `/go/${affiliateCode}?bonusId=${String(bonusId)}`;
}

/** Maps a CMS href ('/slug' or absolute) into the locale's directory. */
export function hrefIn(directory: string, href: string): string {
  if (!href.startsWith('/')) return href;
  const slug = href.replace(/^\/+/, '') || 'home';
  return localHref(directory, slug);
}
