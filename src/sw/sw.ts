/**
 * The service worker at /sw.js (product §1, §7), bundled by build/sw.ts after the
 * prerender, which also injects the precache list (the offline page and the eager assets it
 * names). Every page a visitor reads, with its db.json, assets and images, stays readable
 * offline; a page never read answers with the offline page listing what is.
 */
// First: the worker runs under the site's policy too, which forbids compiling code (product §9).
import '../config/no-eval';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  documentTitle,
  fillOfflinePage,
  localeDirectoryOf,
  parseOfflinePages,
  type OfflineEntry,
} from './offline-page';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  CACHE_PREFIX,
  NETWORK_TIMEOUT_S,
  pageCacheKey,
  requestKind,
  type RequestKind,
} from './routes';
import { parseSwMessage } from './messages';
import { SW_MESSAGES } from './protocol';

/** Set by build/sw.ts (esbuild define): each locale's precached offline page, this version. */
declare const __OFFLINE_PAGES__: string;
declare const __SW_VERSION__: string;

/** An event the worker may keep alive (lib.dom has no service worker types). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
/** A message from a page, with the port a reply goes to (workbox-window's messageSW). */
type ExtendableMessageEvent = ExtendableEvent & {
  data: unknown;
  ports: readonly MessagePort[];
};
/** The part of ServiceWorkerGlobalScope this worker uses. */
type WorkerScope = {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};
declare const self: WorkerScope;

/** Keeps `statuses` only, within the kind's bounds of entries and age. */
const bounded = (kind: RequestKind, statuses: number[]): WorkboxPlugin[] =>
  // Workbox's plugin classes type their optional callbacks `T | undefined`, which
  // exactOptionalPropertyTypes does not accept as WorkboxPlugin; they are plugins all the same.
  [
    new CacheableResponsePlugin({ statuses }),
    new ExpirationPlugin({ ...CACHE_LIMITS[kind], purgeOnQuotaError: true }),
  ] as unknown as WorkboxPlugin[];

const strategies: Record<RequestKind, Strategy> = {
  // A new build's HTML comes from the network; the cached copy answers after 3 s or offline.
  pages: new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [
      ...bounded('pages', [200]),
      { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(pageCacheKey(request.url)) },
    ],
  }),
  data: new NetworkFirst({
    cacheName: CACHE_NAMES.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: bounded('data', [200]),
  }),
  // Hashed names never change content: the cached copy is always right. These routes come
  // before the precache's, so a page keeps its build's assets after a new version cleaned the
  // precache; an asset not fetched yet still comes from the precache when the network fails.
  assets: new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [
      ...bounded('assets', [200]),
      { handlerDidError: async ({ request }) => (await matchPrecache(request.url)) ?? undefined },
    ],
  }),
  // Media from another host answers opaque (status 0) to an <img>.
  images: new CacheFirst({ cacheName: CACHE_NAMES.images, plugins: bounded('images', [0, 200]) }),
};

const origin = self.location.origin;
for (const kind of Object.keys(strategies) as RequestKind[]) {
  registerRoute(({ url, request }) => requestKind(url, request, origin) === kind, strategies[kind]);
}

const OFFLINE_PAGES = parseOfflinePages(__OFFLINE_PAGES__);

/** The offline page of `pathname`'s locale, with the pages of that locale the page cache holds. */
async function offlinePage(pathname: string): Promise<Response> {
  const directory = localeDirectoryOf(OFFLINE_PAGES, pathname);
  const own = OFFLINE_PAGES.find((p) => p.directory === directory) ?? OFFLINE_PAGES[0];
  const template = own ? await matchPrecache(own.url) : undefined;
  if (!template) return Response.error();
  const cache = await caches.open(CACHE_NAMES.pages);
  const entries: OfflineEntry[] = [];
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (localeDirectoryOf(OFFLINE_PAGES, path) !== directory) continue;
    const cached = await cache.match(request);
    const title = cached ? documentTitle(await cached.text()) : null;
    if (title) entries.push({ path, title });
  }
  return new Response(fillOfflinePage(await template.text(), entries), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

setCatchHandler(({ request }) =>
  request.mode === 'navigate'
    ? offlinePage(new URL(request.url).pathname)
    : Promise.resolve(Response.error()),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

/** A new version drops the caches of an older layout of ours (the precache cleans itself). */
async function deleteForeignCaches(): Promise<void> {
  const ours = new Set<string>(Object.values(CACHE_NAMES));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && !ours.has(name))
      .map((name) => caches.delete(name)),
  );
}
self.addEventListener('activate', (event) => event.waitUntil(deleteForeignCaches()));

/** Runs the URLs a page loaded before this worker controlled it through their routes. */
async function cacheUrls(event: ExtendableEvent, urls: readonly string[]): Promise<void> {
  await Promise.allSettled(
    // async, so a URL that does not parse rejects its own entry only
    urls.map(async (href) => {
      const request = new Request(new URL(href, origin));
      const kind = requestKind(new URL(request.url), request, origin);
      if (kind) await strategies[kind].handle({ event, request });
    }),
  );
}

self.addEventListener('message', (event) => {
  const message = parseSwMessage(event.data);
  if (message?.type === SW_MESSAGES.skipWaiting) {
    // product §4 Refresh popup: the visitor's reload lets the waiting version take over.
    event.waitUntil(self.skipWaiting());
  } else if (message?.type === SW_MESSAGES.cacheUrls) {
    // The reply tells the page its first visit is kept (workbox-window's messageSW waits for it).
    event.waitUntil(
      cacheUrls(event, message.payload.urlsToCache).then(() => event.ports[0]?.postMessage(true)),
    );
  } else if (message?.type === SW_MESSAGES.version) {
    event.ports[0]?.postMessage(__SW_VERSION__);
  }
});
