/**
 * Which locale a site path belongs to (product §2): a first segment naming a locale's directory
 * picks that locale, anything else is the root locale's (directory ''). The one rule the CDN,
 * the prerender's slug list and link check, the dev server and the service worker route by.
 */

/** What the rule reads of a locale: its directory, '' for the locale at the root. */
type Placed = { readonly directory: string };

/** The locale at the root of the site, if the list has one. */
export function rootLocale<L extends Placed>(locales: readonly L[]): L | undefined {
  return locales.find((l) => l.directory === '');
}

/**
 * The locale `pathname` is under (undefined when it names no directory and no locale is at the
 * root) and the path's segments below that locale's directory.
 */
export function localeOfPath<L extends Placed>(
  pathname: string,
  locales: readonly L[],
): { locale: L | undefined; rest: string[] } {
  const segments = pathname.split('/').filter(Boolean);
  const byDirectory = locales.find((l) => l.directory !== '' && l.directory === segments[0]);
  return byDirectory
    ? { locale: byDirectory, rest: segments.slice(1) }
    : { locale: rootLocale(locales), rest: segments };
}
