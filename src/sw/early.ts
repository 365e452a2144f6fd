/**
 * What a page does for the service worker before workbox-window loads (product §1 installable, §9
 * feature flag pwa): the registration waits for the runtime, the visitor's first interaction and
 * an idle moment, and a click on a link is often that interaction, so the page is gone before it
 * registers. Such a page leaves its address under its own key (no list to parse here: zod does
 * not fit the eager budget); the next page finds it, registers at once, and hands it over with
 * the list (./keep). Watched from the page script's first line: the runtime starts only after the
 * stylesheet and the first paint.
 */
import { CACHE_URLS_LIMITS, SW_KEEP_KEY, SW_LEFT_PREFIX } from './protocol';

let registering = false;

/** True when earlier pages left URLs for a worker that was not active yet (the list or a page). */
export function keptForWorker(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(SW_KEEP_KEY));
  } catch {
    return false;
  }
}

/** Marks that the registration code runs: from then on it keeps the page itself (./register). */
export function markRegistering(): void {
  registering = true;
}

/**
 * Leaves this page's address for the worker if the page is left after the registration was asked
 * for (`interacted()`, or a kept list, which registers at once) but before it started.
 */
export function keepIfLeftBeforeRegistering(interacted: () => boolean): void {
  // Storage is read only as the page goes: a page's first read of it can hold up its first paint.
  addEventListener('pagehide', () => {
    try {
      // A longer address would not fit the worker's message (CACHE_URLS_LIMITS).
      if (
        !registering &&
        (interacted() || keptForWorker()) &&
        !navigator.serviceWorker.controller &&
        location.href.length <= CACHE_URLS_LIMITS.length
      )
        localStorage.setItem(SW_LEFT_PREFIX + location.href, '');
    } catch {
      // No worker support, or a full or blocked storage: the next page waits for an interaction.
    }
  });
}
