/**
 * Messages between the pages and the service worker. The worker parses what it receives with
 * zod (STYLE.md habit 2): its mini build, imported by name so the bundle keeps only what is
 * used (the full build would make sw.js several times larger).
 */
import {
  array,
  discriminatedUnion,
  literal,
  maxLength,
  object,
  string,
  type infer as Infer,
} from 'zod/mini';

/** The message types; SKIP_WAITING and CACHE_URLS are the ones workbox-window sends. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  cacheUrls: 'CACHE_URLS',
  version: 'GET_VERSION',
} as const;

/** At most this many URLs, each at most this long, in one CACHE_URLS message. */
export const CACHE_URLS_LIMITS = { count: 500, length: 2048 } as const;

/** Any message a page may send the worker. */
export const SwMessage = discriminatedUnion('type', [
  object({ type: literal(SW_MESSAGES.skipWaiting) }),
  object({
    type: literal(SW_MESSAGES.cacheUrls),
    /** What a page loaded before the worker controlled it. */
    payload: object({
      urlsToCache: array(string().check(maxLength(CACHE_URLS_LIMITS.length))).check(
        maxLength(CACHE_URLS_LIMITS.count),
      ),
    }),
  }),
  object({ type: literal(SW_MESSAGES.version) }),
]);
/** A parsed message. */
export type SwMessage = Infer<typeof SwMessage>;

/** The message, or null for anything else. */
export function parseSwMessage(data: unknown): SwMessage | null {
  const parsed = SwMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}
