/** Retry backoff and the retry helper (product §9). */
import {
  BACKOFF_BASE_MS,
  BACKOFF_FACTOR,
  BACKOFF_JITTER,
  BACKOFF_MAX_MS,
  type RetryPreset,
} from '../../config/constants';

/** Backoff settings: first delay, growth per attempt, ceiling, and jitter as a fraction. */
export type BackoffOptions = { baseMs: number; factor: number; maxMs: number; jitter: number };

/** The product §9 backoff: base 1000 ms, factor 2, max 14400000 ms, jitter 0.5. */
// product §9 'Retry backoff'
export const SPEC_BACKOFF: BackoffOptions = {
  baseMs: BACKOFF_BASE_MS,
  factor: BACKOFF_FACTOR,
  maxMs: BACKOFF_MAX_MS,
  jitter: BACKOFF_JITTER,
};

/**
 * Delay before retry number `attempt` (0-based), exactly:
 *
 *   d     = min(max, base × factor^attempt)
 *   delay = min(max, round(d × (1 − jitter + 2 × jitter × r)))   with r = random() in [0, 1]
 *
 * so with jitter 0.5 the delay lies in [0.5 d, 1.5 d], never above max. The spread keeps a crowd
 * of clients from retrying in step. A negative, fractional or NaN attempt counts as its floor or
 * 0; a random() outside [0, 1] (or NaN) is clamped (NaN to 0.5, no jitter).
 */
// product §9 'Retry backoff: base 1000 ms, factor 2, max 14400000 ms, jitter 0.5'
export function backoffDelayMs(
  attempt: number,
  random: () => number = Math.random,
  options: BackoffOptions = SPEC_BACKOFF,
): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const raw = Math.min(options.maxMs, options.baseMs * options.factor ** n);
  const r = random();
  const unit = Number.isNaN(r) ? 0.5 : Math.min(1, Math.max(0, r));
  const spread = 1 - options.jitter + 2 * options.jitter * unit;
  return Math.min(options.maxMs, Math.round(raw * spread));
}

/** Options of {@link retry}: a preset plus an injectable sleep. */
export type RetryOptions = RetryPreset & {
  /** Waits between attempts; injectable so tests use no real time. */
  sleep?: (ms: number) => Promise<void>;
  /** Stops retrying early for errors that will not heal. */
  shouldRetry?: (error: unknown) => boolean;
};

/** A real sleep on the timer queue; the default of {@link retry}. */
export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `fn` up to `attempts` times in all, waiting `delayMs` between two calls, and rethrows
 * the last error. Garbage `attempts` (0, negative, NaN) still makes one call, because a retry
 * helper that never calls would hide the real error.
 */
// product §9 retries: component load 5×75 ms, element lookup 15×50 ms, default 3×100 ms
export async function retry<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const wait = options.sleep ?? sleep;
  const attempts =
    Number.isFinite(options.attempts) && options.attempts >= 1 ? Math.floor(options.attempts) : 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      const more = attempt + 1 < attempts;
      if (!more || (options.shouldRetry && !options.shouldRetry(error))) break;
      await wait(options.delayMs);
    }
  }
  throw lastError;
}
