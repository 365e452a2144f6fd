import type { PageContextServer } from 'vike/types';

/**
 * The SPA fallback (SPEC §2): /go, /go/{anything}, /login, /registration, /forgotten-password,
 * also under a locale directory (/de/go/x). The browser router decides what is valid (an invalid
 * go code shows the not-found shell). Precedence wins over the content route, which would
 * otherwise read '/login' as a slug.
 */
export function route(pageContext: PageContextServer) {
  const match =
    /^\/(?:([a-z0-9-]+)\/)?(go(?:\/[^/]*)?|login|registration|forgotten-password)\/?$/.exec(
      pageContext.urlPathname,
    );
  if (!match) return false;
  return { routeParams: { directory: match[1] ?? '' }, precedence: 10 };
}
