/**
 * The offline page: the build writes a template in the site layout with a marker
 * where the list goes; the worker fills the list from its page cache when a page that was never
 * read is asked for without a network. Pure string work, so both sides share and test it.
 */
import { localeOfPath } from '../domain/rules/locale-path';

/** Where the worker puts the list of pages available offline. */
export const OFFLINE_LIST_MARKER = '<!--offline-list-->';
/** The paragraph shown while nothing is saved; the worker drops it once the list has entries. */
export const OFFLINE_EMPTY_ATTRIBUTE = 'data-offline-empty';

/** A locale's offline page: its directory ('' at the root) and the precached page's address. */
export type OfflinePage = { directory: string; url: string };

/**
 * The offline pages as one plain text the release writes into the worker, where only URL
 * characters may stand (build/sw-template.ts): 'directory:url' pairs joined by '+'.
 */
export function offlinePagesText(pages: readonly OfflinePage[]): string {
  return pages.map((p) => `${p.directory}:${p.url}`).join('+');
}

/** The offline pages {@link offlinePagesText} wrote. */
export function parseOfflinePages(text: string): OfflinePage[] {
  return text.split('+').flatMap((pair) => {
    const at = pair.indexOf(':');
    return at < 0 ? [] : [{ directory: pair.slice(0, at), url: pair.slice(at + 1) }];
  });
}

/** The directory of the locale `pathname` is in ('' for the root locale's: product §2 routes). */
export function localeDirectoryOf(pages: readonly OfflinePage[], pathname: string): string {
  return localeOfPath(pathname, pages).locale?.directory ?? '';
}

/** One page the worker can serve offline. */
export type OfflineEntry = { path: string; title: string };

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The text of a document's <title> (entities decoded), or null when it has none. */
export function documentTitle(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match?.[1]) return null;
  const title = match[1].replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e).trim();
  return title === '' ? null : title;
}

/** The template with the list of `entries` (sorted by title) in place of the marker. */
export function fillOfflinePage(template: string, entries: readonly OfflineEntry[]): string {
  if (entries.length === 0) return template.replace(OFFLINE_LIST_MARKER, '');
  const items = [...entries]
    .sort((a, b) => a.title.localeCompare(b.title, 'bg'))
    .map((e) => `<li><a href="${escapeHtml(e.path)}">${escapeHtml(e.title)}</a></li>`)
    .join('');
  return template
    .replace(OFFLINE_LIST_MARKER, `<ul data-offline-list="">${items}</ul>`)
    .replace(new RegExp(`<p ${OFFLINE_EMPTY_ATTRIBUTE}=""[^>]*>[^<]*</p>`), '');
}
