/** URL rules: the URL-like check (product §5) and canonical link normalisation (product §9). */

const URL_LIKE =
  /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/**
 * True for text that looks like a web address, with or without an http(s) scheme: a dotted host
 * with a letter TLD, an optional port, then an optional path, query or hash. Other schemes
 * (javascript:, ftp:) and hosts without a dot ('localhost') are not URL-like.
 */
// product §5 'A URL-like text check exists (with or without scheme)'
export function isUrlLike(text: unknown): boolean {
  return typeof text === 'string' && URL_LIKE.test(text.trim());
}

/**
 * Canonical and alternate links: lowercased, no trailing slash, no query or hash (product §9).
 * The bare origin stays 'https://host' with no slash. Throws on text that is not an absolute
 * http(s) URL, because a wrong canonical is worse than none.
 */
// product §9 'Canonical and alternate language links are lowercased without trailing slash'
export function normaliseLink(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Not a web address: ${url}`);
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.protocol}//${parsed.host}${path}`.toLowerCase();
}

/** Joins a locale's base URL and a slug ('home' is the base itself), normalised. */
// product §2 'The home page has the slug home', §9 canonical links
export function pageUrl(localeUrl: string, slug: string): string {
  return normaliseLink(slug === 'home' ? localeUrl : `${localeUrl.replace(/\/+$/, '')}/${slug}`);
}

/** True for an absolute http(s) URL (user links, product §3 posts): no other scheme is followed. */
export function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
