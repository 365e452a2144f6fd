/**
 * The latest page documents this tab read through the race, keyed by locale and slug. The
 * boot's revalidation puts them here without loading swr or React; the islands' swr cache
 * (use-page.ts) takes them from here and hears every later one.
 */
import type { Page } from '../domain/entities/page';

type Listener = (locale: string, slug: string, page: Page) => void;

const latest = new Map<string, Page>();
const listeners = new Set<Listener>();
const keyOf = (locale: string, slug: string): string => `${locale}\u0000${slug}`;

/** Records a freshly read page and tells the listeners. */
export function putPage(locale: string, slug: string, page: Page): void {
  latest.set(keyOf(locale, slug), page);
  for (const listener of listeners) listener(locale, slug, page);
}

/** The latest page read for (locale, slug), if any. */
export function latestPage(locale: string, slug: string): Page | undefined {
  return latest.get(keyOf(locale, slug));
}

/** Calls `listener` for every page put from now on; returns the unsubscribe function. */
export function onPage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
