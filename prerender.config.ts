/**
 * Prerender settings from the environment with defaults; CLI flags override them. The PRERENDER_*
 * keys are parsed once with the rest of the environment (src/config/env-keys.ts); the ranges are
 * checked in prerender/config.ts.
 */
import { availableParallelism } from 'node:os';
import { publishedOutDir } from './src/config/prerender-env';
import { prerenderEnv, serverEnv } from './src/config/server-env';

// Hosts and credentials come from the one environment definition (src/config/env.ts).
const env = serverEnv();
const own = prerenderEnv();

export default {
  apiBaseUrl: env.apiBaseUrl,
  /** The published tree's folder (PRERENDER_OUT, default 'out'; `npm run serve` and `npm run sw` too). */
  outDir: publishedOutDir(own),
  /** Single-page reads in flight per worker when a bulk read falls short (PRERENDER_CONCURRENCY). */
  concurrency: own.PRERENDER_CONCURRENCY ?? 8,
  /** Render workers: one per core; the main thread's writing fits beside them (BENCHMARKS.md). */
  workers: own.PRERENDER_WORKERS ?? availableParallelism(),
  /** Locales to build, PRERENDER_LOCALES comma-separated; none for every unlocked locale. */
  locales: own.PRERENDER_LOCALES ?? [],
  /**
   * Patch the live build (only changed pages rendered) when it was made by the same app build;
   * `--no-incremental` or PRERENDER_INCREMENTAL=0 (their names kept for the scripts) turn it off.
   */
  patch: own.PRERENDER_INCREMENTAL ?? true,
  /** Page failures a locale may have and still be published (PRERENDER_MAX_FAILURES). */
  maxFailures: own.PRERENDER_MAX_FAILURES ?? 0,
  /** Base of the product §9 backoff on list calls (PRERENDER_BACKOFF_BASE_MS; tests lower it). */
  backoffBaseMs: own.PRERENDER_BACKOFF_BASE_MS ?? 1000,
  /** The product §7 cache clears' sitemanager. */
  sitemanagerUrl: env.sitemanagerUrl,
  sitemanagerUser: env.sitemanagerAuth.user,
  sitemanagerPassword: env.sitemanagerAuth.password,
  /** Each render worker's old-generation heap in MB (0: V8's default): peak RSS stays flat. */
  workerHeapMb: own.PRERENDER_WORKER_HEAP_MB ?? 96,
  /** The publisher's gathering window after a batch's first change, in ms (PRERENDER_WATCH_WINDOW_MS). */
  watchWindowMs: own.PRERENDER_WATCH_WINDOW_MS ?? 100,
  /** Old builds kept beside the live ones. */
  keepBuilds: 3,
  /** Most a locale's page list may shrink from the live one, in %; more is refused (exit 2). */
  allowShrinkPct: own.PRERENDER_ALLOW_SHRINK_PCT ?? 20,
  /** Age of a publish lock's heartbeat after which another run takes the lock over (PRERENDER_LOCK_STALE_S). */
  lockStaleSeconds: own.PRERENDER_LOCK_STALE_S ?? 300,
  /**
   * Brotli siblings made after each publish, at low priority (`--no-siblings` leaves them out:
   * behind a CDN that compresses itself, docs/deploying.md).
   */
  siblings: true,
};
