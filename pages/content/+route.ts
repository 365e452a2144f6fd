import type { PageContextServer } from 'vike/types';

/** Every content page: '/', '/{slug}', '/{directory}', '/{directory}/{slug}' (product §2). */
export function route(pageContext: PageContextServer) {
  const match = /^\/(?:([a-z0-9-]+)\/?)?(?:([a-z0-9-]+)\/?)?$/.exec(pageContext.urlPathname);
  if (!match) return false;
  return { routeParams: { first: match[1] ?? '', second: match[2] ?? '' } };
}
