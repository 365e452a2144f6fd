/**
 * The message protocol between the pages and the service worker, without zod: the
 * registration imports it, and zod would not fit the eager budget (see ./messages for the parser).
 */
import { OFFLINE_QUEUE } from '../domain/entities/stored-items';

/** The message types; SKIP_WAITING and CACHE_URLS are the ones workbox-window sends. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  cacheUrls: 'CACHE_URLS',
  version: 'GET_VERSION',
} as const;

/** At most this many URLs, each at most this long, in one CACHE_URLS message. */
export const CACHE_URLS_LIMITS = { count: 500, length: 2048 } as const;

/**
 * localStorage key of the URLs pages loaded while no worker controlled them (a JSON list): kept
 * until an active worker took them, so a page left while the worker installs is kept all the same.
 * A page that finds it registers at once, without waiting for an interaction of its own. The
 * register's OFFLINE_QUEUE item covers it and the pages' keys below.
 */
export const SW_KEEP_KEY = OFFLINE_QUEUE.name;

/**
 * localStorage key prefix of a page left after its first interaction but before it registered
 * (./early): the key is the prefix and the page's URL, so the eager script writes it without
 * reading the list. ./keep reads and forgets these with the list.
 */
export const SW_LEFT_PREFIX = `${SW_KEEP_KEY}:`;

/** What follows {@link SW_KEEP_KEY} in a left page's key, before its URL. */
export const SW_LEFT_MARK = SW_LEFT_PREFIX.slice(SW_KEEP_KEY.length);
