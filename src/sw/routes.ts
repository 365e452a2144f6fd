/**
 * What the service worker keeps, decided by pure rules (product §1 'installable as a
 * service-worker app'): pages network-first with a short timeout, db.json network-first too
 * (its URL stays the same across incremental builds, so a cached copy must not win the store
 * race while the network answers), hashed assets and images cache-first. Affiliate redirects
 * (/go/) and anything carrying the identity token are never handled, so never cached.
 */

/** Prefix of every cache this site's worker owns; others (another app's) are left alone. */
export const CACHE_PREFIX = 'kazino-';

/** The runtime caches, one per kind of response. */
export const CACHE_NAMES = {
  pages: `${CACHE_PREFIX}pages`,
  data: `${CACHE_PREFIX}data`,
  assets: `${CACHE_PREFIX}assets`,
  images: `${CACHE_PREFIX}images`,
} as const;

/** What a request is to the worker. */
export type RequestKind = keyof typeof CACHE_NAMES;

/** A page or db.json waits this long for the network before the cached copy answers. */
export const NETWORK_TIMEOUT_S = 3;

const DAY_S = 24 * 60 * 60;

/** Bounds of each runtime cache: entries (least recently used go first) and age. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 200, maxAgeSeconds: 30 * DAY_S },
  data: { maxEntries: 200, maxAgeSeconds: 30 * DAY_S },
  assets: { maxEntries: 300, maxAgeSeconds: 60 * DAY_S },
  images: { maxEntries: 300, maxAgeSeconds: 30 * DAY_S },
} as const satisfies Record<RequestKind, { maxEntries: number; maxAgeSeconds: number }>;

/** The header that carries the signed-in visitor's identity token (product §7). */
export const IDENTITY_HEADER = 'x-authorization';

/** The parts of a Request the rules read (a plain object in tests). */
export type RequestFacts = {
  method: string;
  mode: string;
  destination: string;
  headers: { has(name: string): boolean };
};

/** True for an affiliate redirect path, also under a locale directory: /go, /go/x, /de/go/x. */
export function isAffiliatePath(pathname: string): boolean {
  return /^\/(?:[a-z0-9-]+\/)?go(?:\/|$)/.test(pathname);
}

const IMAGE_FILE = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i;
/** A db.json on the storage host, or under /storage of the site (the local CDN). */
const DB_FILE = /\/[a-z]{2,3}\/db-files-[^/]+\/[^/]+\/[a-z0-9-]+\/db\.json$/;
/** A page path: the root, or up to two slug-like segments (a locale directory and a slug). */
const PAGE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)?)?$/;

/**
 * Which cache a request belongs to, or null when the worker must leave it to the network.
 * `siteOrigin` is the worker's own origin: pages and assets are same-origin only; db.json may
 * come from the storage host and images from the media host. Pages are recognised by their path too, because the
 * visitor's first page is cached through a CACHE_URLS message (a plain Request, not a navigation).
 */
export function requestKind(
  url: URL,
  request: RequestFacts,
  siteOrigin: string,
): RequestKind | null {
  if (request.method !== 'GET' || request.headers.has(IDENTITY_HEADER)) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const sameOrigin = url.origin === siteOrigin;
  if (sameOrigin && isAffiliatePath(url.pathname)) return null;
  if (request.destination === 'image' || IMAGE_FILE.test(url.pathname)) return 'images';
  if (DB_FILE.test(url.pathname)) return 'data';
  if (!sameOrigin) return null;
  if (url.pathname.startsWith('/assets/')) return 'assets';
  if (request.mode === 'navigate' || PAGE_PATH.test(url.pathname)) return 'pages';
  return null;
}

/**
 * The cache key of a page: its path without the query. A prerendered page does not depend on
 * its query, and a query may carry one-time tokens (product §2 emailVerifyToken) that must not be
 * stored.
 */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
