/**
 * What a gathered set of changes touches, by locale (pure): the pages whose recorded content keys
 * (records/manifest.ts `keys`) a change named, the pages it names itself, and the locales that
 * must compare every page (their navigation, compliance profile or operators moved, the website
 * record, a reseed, or a gap in the stream). A change no page was built from touches nothing.
 */
import { contentKey, kindOf, type ContentKey } from '../../src/domain/entities/content-keys';
import type { ManifestPage } from '../records/manifest';

/** By locale: the pages to read again, or null to compare every page (a build run's patch). */
export type Touched = Map<string, Set<string> | null>;

/** One locale's pages by the content keys they were built from, and each page's keys. */
export type LocaleIndex = { byKey: Map<string, Set<string>>; bySlug: Map<string, string> };
/** Each locale's index. */
export type KeyIndex = Map<string, LocaleIndex>;

/** Key kinds whose change reaches every page of their locale (the salt, render/locale.ts). */
const LOCALE_WIDE = new Set(['navigation', 'compliance', 'unlinked']);

/** A page recorded without keys (built before they were recorded) depends on anything. */
const keysOf = (keys: string | undefined) => (keys ? keys.split(' ') : [contentKey.all]);

/** A locale's index from its live manifest's pages. */
export function indexPages(pages: readonly Pick<ManifestPage, 'slug' | 'keys'>[]): LocaleIndex {
  const index: LocaleIndex = { byKey: new Map(), bySlug: new Map() };
  for (const { slug, keys } of pages) setPage(index, slug, keys);
  return index;
}

/** Records (or replaces) the keys of `slug`; `keys` null removes the page. */
export function setPage(index: LocaleIndex, slug: string, keys: string | undefined | null): void {
  const before = index.bySlug.get(slug);
  if (before !== undefined)
    for (const key of keysOf(before)) {
      const slugs = index.byKey.get(key);
      slugs?.delete(slug);
      if (slugs?.size === 0) index.byKey.delete(key);
    }
  if (keys === null) {
    index.bySlug.delete(slug);
    return;
  }
  index.bySlug.set(slug, keys ?? '');
  for (const key of keysOf(keys)) {
    const slugs = index.byKey.get(key);
    if (slugs) slugs.add(slug);
    else index.byKey.set(key, new Set([slug]));
  }
}

/** The locale a locale-scoped key names (`pages:bg-BG`, `page:bg-BG/x`, `reviews:bg-BG/x`). */
const localeOf = (key: ContentKey): string => (key.split(':')[1] ?? '').split('/')[0] ?? '';

/** Adds `slugs` of `locale` to `touched`, unless the locale already compares everything. */
function touch(touched: Touched, locale: string, slugs: Iterable<string>) {
  if (!touched.has(locale)) touched.set(locale, new Set());
  const set = touched.get(locale);
  if (set) for (const slug of slugs) set.add(slug);
}

/** Marks every locale of `locales` to compare every page. */
export function compareAll(touched: Touched, locales: Iterable<string>): void {
  for (const locale of locales) touched.set(locale, null);
}

/** Adds what the changed `keys` touch, over the locales `index` holds, to `touched`. */
export function addTouches(touched: Touched, keys: readonly ContentKey[], index: KeyIndex): void {
  for (const key of keys) {
    const kind = kindOf(key);
    if (kind === 'all' || kind === 'website') compareAll(touched, index.keys());
    else if (LOCALE_WIDE.has(kind)) compareAll(touched, [localeOf(key)]);
    else if (kind === 'pages') touch(touched, localeOf(key), []);
    else if (kind === 'page') touch(touched, localeOf(key), [key.slice(key.indexOf('/') + 1)]);
    for (const [locale, { byKey }] of index) {
      const slugs = byKey.get(key);
      if (slugs) touch(touched, locale, slugs);
    }
  }
  // A page that depends on anything is read again with every patch of its locale.
  for (const [locale, set] of touched) {
    const any = index.get(locale)?.byKey.get(contentKey.all);
    if (set && any) for (const slug of any) set.add(slug);
  }
}

/** `from` merged into `into` (pages kept for a retry, or a batch put back after a failure). */
export function mergeTouched(into: Touched, from: Touched): void {
  for (const [locale, set] of from)
    if (set === null) into.set(locale, null);
    else touch(into, locale, set);
}

/** How many pages `touched` names, and how many locales compare everything. */
export function touchedText(touched: Touched): string {
  return [...touched]
    .map(([locale, set]) => `${locale}: ${set === null ? 'every page' : String(set.size)}`)
    .join(', ');
}
