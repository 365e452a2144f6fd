/**
 * The worker's parser of what pages send it, with zod (docs/style.md habit 2): its mini build,
 * imported by name so the bundle keeps only what is used (the full build would make sw.js
 * several times larger). Pages import ./protocol, not this, so zod never reaches them.
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
import { CACHE_URLS_LIMITS, SW_MESSAGES } from './protocol';

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
