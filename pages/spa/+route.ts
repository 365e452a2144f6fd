import type { PageContextServer } from 'vike/types';
import { spaRoute } from '../../src/domain/rules/spa-route';

/**
 * The SPA fallback (product §2): /go, /go/{anything}, /login, /registration, /forgotten-password,
 * also under a locale directory (/de/go/x). The browser router decides what is valid (an invalid
 * go code shows the not-found shell). Precedence wins over the content route, which would
 * otherwise read '/login' as a slug.
 */
export function route(pageContext: PageContextServer) {
  const spa = spaRoute(pageContext.urlPathname);
  if (!spa) return false;
  return { routeParams: { directory: spa.directory }, precedence: 10 };
}
