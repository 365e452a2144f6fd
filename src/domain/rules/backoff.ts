/** Retry backoff and the retry helper (SPEC §9). */
import {
  BACKOFF_BASE_MS,
  BACKOFF_FACTOR,
  BACKOFF_JITTER,
  BACKOFF_MAX_MS,
  type RetryPreset,
} from '../../config/constants';

/** Backoff settings. */
export type BackoffOptions = { baseMs: number; factor: number; maxMs: number; jitter: number };

/** The SPEC §9 backoff: base 1000 ms, factor 2, max 14400000 ms, jitter 0.5. */
export const SPEC_BACKOFF: BackoffOptions = {
  baseMs: BACKOFF_BASE_MS,
  factor: BACKOFF_FACTOR,
  maxMs: BACKOFF_MAX_MS,
  jitter: BACKOFF_JITTER,
};

/**
 * Delay before retry number `attempt` (0-based): d = min(max, base × factor^attempt), then
 * spread uniformly over d × [1 − jitter, 1 + jitter] and capped at max again, so a crowd of
 * clients does not retry in step.
 */
export function backoffDelayMs(
  attempt: number,
  random: () => number = Math.random,
  options: BackoffOptions = SPEC_BACKOFF,
): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const raw = Math.min(options.maxMs, options.baseMs * options.factor ** n);
  const spread = 1 - options.jitter + 2 * options.jitter * random();
  return Math.min(options.maxMs, Math.round(raw * spread));
}

/** Options of {@link retry}. */
export type RetryOptions = RetryPreset & {
  /** Waits between attempts; injectable so tests use no real time. */
  sleep?: (ms: number) => Promise<void>;
  /** Stops retrying early for errors that will not heal. */
  shouldRetry?: (error: unknown) => boolean;
};

/** A real sleep. */
export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `fn` up to `attempts` times with `delayMs` between; rethrows the last error. */
export async function retry<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const wait = options.sleep ?? sleep;
  let lastError: unknown = new Error('retry: no attempts');
  for (let attempt = 0; attempt < Math.max(1, options.attempts); attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      const more = attempt + 1 < options.attempts;
      if (!more || (options.shouldRetry && !options.shouldRetry(error))) break;
      await wait(options.delayMs);
    }
  }
  throw lastError;
}
