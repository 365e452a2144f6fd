/**
 * A small fixed-window rate limiter as Hono middleware: per client address (plus the signed-in uid
 * when a previous middleware set one) and per route name. Over the limit it answers 429 JSON
 * with Retry-After. The user service's writes use it, and the receivers (mails, events, and the
 * site manager's basic auth, where only refused credentials count).
 */
import type { Context, MiddlewareHandler } from 'hono';

/** One limit: at most `max` requests per `windowMs` for one client on one route. */
export type RateLimit = { max: number; windowMs: number };

/** Options of {@link rateLimiter}. */
export type RateLimiterOptions = {
  /** The client's address (server/client-address.ts, which reads TRUST_PROXY). */
  addressOf: (c: Context) => string;
  /** The uid of a signed-in client, if any (keys the window with the IP). */
  uidOf?: (c: Context) => string | null;
  /** Body of the 429 answer; default `{ error: 'rate_limited', reason: 'rate-limited', … }`. */
  body?: (retryAfterS: number) => Record<string, unknown>;
  /** Clock (tests). */
  now?: () => number;
};

/**
 * One limit: at most `max` requests per `windowMs` for one client on one route. With `refused`,
 * only answers of status 401 count (a guessed password), and past `max` every request is 429.
 */
export type RouteLimit = RateLimit & { refused?: true };

/** Windows kept before a sweep drops the expired ones. */
const SWEEP_AT_ENTRIES = 10_000;

/**
 * A limiter: `limit(route, { max, windowMs })` is the middleware of one route. Windows are kept
 * in memory (one API process), so a restart forgets them.
 */
export function rateLimiter(options: RateLimiterOptions) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  const sweep = (at: number) => {
    for (const [key, w] of windows) if (at - w.start >= w.windowMs) windows.delete(key);
  };
  const body =
    options.body ??
    ((retryAfterS: number) => ({
      error: 'rate_limited',
      reason: 'rate-limited',
      message: 'Too many requests',
      retryAfterS,
    }));
  return (route: string, limit: RouteLimit): MiddlewareHandler =>
    async (c, next) => {
      const at = now();
      if (windows.size >= SWEEP_AT_ENTRIES) sweep(at);
      const key = `${route}|${options.addressOf(c)}|${options.uidOf?.(c) ?? ''}`;
      let w = windows.get(key);
      if (!w || at - w.start >= limit.windowMs) {
        w = { start: at, count: 0, windowMs: limit.windowMs };
        windows.set(key, w);
      }
      if (!limit.refused) w.count += 1;
      if (w.count > limit.max || (limit.refused && w.count >= limit.max)) {
        const retryAfterS = Math.max(1, Math.ceil((w.start + limit.windowMs - at) / 1000));
        c.header('Retry-After', String(retryAfterS));
        return c.json(body(retryAfterS), 429);
      }
      await next();
      if (limit.refused && c.res.status === 401) w.count += 1;
      return undefined;
    };
}
