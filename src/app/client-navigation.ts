/**
 * Client navigation rules (product §2 Navigation behaviour). Content pages are plain page loads of
 * prerendered HTML (server routing: every content link is a full load, so the rules below run
 * for the SPA's router navigations and for SPA links clicked on content pages). Apart from
 * navigation.ts, which the page script carries: only the SPA loads these.
 */
import { SCROLL_TO_TOP_DELAY_MS } from '../config/constants';
import type { Store } from '../state/store';
import { NAVIGATE_EVENT, type NavigateDetail } from './navigation';

/** Routes the navigation handling skips: containing '#', '/go/', '?', '&' or 'mailto'. */
// product §2 'Routes containing #, /go/, ?, & or mailto are excluded'
export function isExcludedRoute(route: string): boolean {
  return ['#', '/go/', '?', '&', 'mailto'].some((token) => route.includes(token));
}

/**
 * Whether a slug change scrolls to the top. The scroll-to flag is read from the navigation's
 * state (`{ scrollTo: 'false' }`, what a router link passes) or the clicked link's
 * `data-scroll-to="false"`; a query parameter cannot carry it, because routes with '?' are
 * excluded from this handling altogether. A hash in the address also keeps the position.
 */
// product §2 'scrolls to the top after 100 ms, unless a scroll-to flag is false or the address has a hash'
export function shouldScrollToTop(o: {
  previousSlug: string;
  nextSlug: string;
  hash: string;
  scrollToFlag: string | null | undefined;
}): boolean {
  return o.previousSlug !== o.nextSlug && o.scrollToFlag !== 'false' && o.hash === '';
}

/** Marks a disclosure (the header menu, a drawer) that every client navigation closes. */
export const CLOSES_ON_NAVIGATE_ATTR = 'data-closes-on-navigate';

/** Closes every open disclosure marked {@link CLOSES_ON_NAVIGATE_ATTR}. */
function closeDisclosures(): void {
  for (const element of document.querySelectorAll(`[${CLOSES_ON_NAVIGATE_ATTR}][open]`)) {
    element.removeAttribute('open');
  }
}

/**
 * Runs the product §2 navigation rules for one client navigation to `to` (a path with optional
 * search and hash): closes toasts, modals, the header menu and drawers, tells chat through
 * {@link NAVIGATE_EVENT}, sets the slug and schedules the scroll to the top.
 */
export function onClientNavigation(
  store: Store,
  to: { pathname: string; search: string; hash: string; slug: string },
  scrollToFlag?: string | null,
): void {
  const from = store.getState().slug;
  store.closeAllToasts();
  store.closeAllModals();
  closeDisclosures();
  store.setSlug(to.slug);
  // Listeners (chat, drawers, the event reports) see the new slug already.
  window.dispatchEvent(
    new CustomEvent<NavigateDetail>(NAVIGATE_EVENT, { detail: { from, to: to.pathname } }),
  );
  if (isExcludedRoute(to.pathname + to.search + to.hash)) return;
  const scroll = shouldScrollToTop({
    previousSlug: from,
    nextSlug: to.slug,
    hash: to.hash,
    scrollToFlag,
  });
  if (scroll) setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
}
