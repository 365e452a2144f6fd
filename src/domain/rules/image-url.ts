/**
 * Image addresses that may go into a `src` (the demo poster, product §2 demo). Apart from url.ts so
 * the demo modal does not share, and split out, the mail forms' URL rule.
 */

/** Origin used only to resolve root-relative addresses; never shown or requested. */
const RESOLVE_BASE = 'https://resolve.invalid';

/**
 * An image address safe to put in a `src`: an absolute http(s) URL or a root-relative path on
 * our own site, returned in the URL parser's serialised form (quotes, spaces and brackets
 * percent-encoded), else null. Other schemes (javascript:, data:) and protocol-relative
 * addresses ('//host', '/\host') are refused.
 */
export function safeImageUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, RESOLVE_BASE);
  } catch {
    return null;
  }
  if (url.origin === RESOLVE_BASE) {
    return trimmed.startsWith('/') ? `${url.pathname}${url.search}` : null;
  }
  if (!/^https?:\/\//i.test(trimmed) || url.username !== '' || url.password !== '') return null;
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
