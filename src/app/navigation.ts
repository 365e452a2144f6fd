/**
 * Client navigation rules (product §2 Navigation behaviour). Content pages are plain page loads of
 * prerendered HTML (server routing: every content link is a full load, so the rules below run
 * for the SPA's router navigations and for SPA links clicked on content pages).
 */
import { RETRY_ELEMENT_LOOKUP, SCROLL_TO_TOP_DELAY_MS } from '../config/constants';
import { retry } from '../domain/rules/backoff';
import { spaRoute } from '../domain/rules/spa-route';
import type { Store } from '../state/store';

/** Window event every client navigation dispatches; drawers and chat close on it. */
export const NAVIGATE_EVENT = 'app:navigate';

/** Detail of {@link NAVIGATE_EVENT}. */
export type NavigateDetail = { from: string; to: string };

/** Routes the navigation handling skips: containing '#', '/go/', '?', '&' or 'mailto'. */
// product §2 'Routes containing #, /go/, ?, & or mailto are excluded'
export function isExcludedRoute(route: string): boolean {
  return ['#', '/go/', '?', '&', 'mailto'].some((token) => route.includes(token));
}

/** True when `pathname` is served by the SPA router: an account screen or /go/ with a code. */
export function isSpaPath(pathname: string): boolean {
  const spa = spaRoute(pathname);
  return spa !== null && (spa.screen !== 'go' || spa.code !== '');
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

/**
 * Scrolls to the element of a hash (or a scroll-to target id), looking it up 15 times 50 ms
 * apart because lazily rendered parts may not exist yet (product §9 element lookup).
 */
export async function scrollToElement(id: string): Promise<boolean> {
  try {
    const element = await retry(
      () => {
        const found = document.getElementById(id);
        return found ? Promise.resolve(found) : Promise.reject(new Error(`No #${id}`));
      },
      { ...RETRY_ELEMENT_LOOKUP },
    );
    element.scrollIntoView();
    return true;
  } catch {
    return false;
  }
}
