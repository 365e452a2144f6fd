/**
 * What the page script needs of client navigation (product §2 Navigation behaviour): which paths
 * the SPA serves, the scroll to a hash, and the event every navigation sends. The rules of a
 * navigation itself are in client-navigation.ts, which only the SPA loads.
 */
import { RETRY_ELEMENT_LOOKUP } from '../config/constants';
import { retry } from '../domain/rules/backoff';
import { spaRoute } from '../domain/rules/spa-route';

/** Window event every client navigation dispatches; drawers and chat close on it. */
export const NAVIGATE_EVENT = 'app:navigate';

/** Detail of {@link NAVIGATE_EVENT}. */
export type NavigateDetail = { from: string; to: string };

/** True when `pathname` is served by the SPA router: an account screen or /go/ with a code. */
export function isSpaPath(pathname: string): boolean {
  const spa = spaRoute(pathname);
  return spa !== null && (spa.screen !== 'go' || spa.code !== '');
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
