/**
 * Prerender settings from the environment with defaults; CLI flags override them. Parsed with
 * zod in prerender/config.ts.
 */
import { availableParallelism } from 'node:os';
import { serverEnv } from './src/config/server-env';

// Hosts and credentials come from the one environment definition (src/config/env.ts).
const env = serverEnv();

export default {
  apiBaseUrl: env.apiBaseUrl,
  /** The published tree's folder. */
  outDir: process.env.PRERENDER_OUT ?? 'out',
  /** Single-page reads in flight per worker when a bulk read falls short. */
  concurrency: Number(process.env.PRERENDER_CONCURRENCY ?? 8),
  /** Render workers: one per core; the main thread's writing fits beside them (BENCHMARKS.md). */
  workers: Number(process.env.PRERENDER_WORKERS ?? availableParallelism()),
  /** Locales to build; none for every unlocked locale of the language. */
  locales: (process.env.PRERENDER_LOCALES ?? '').split(',').filter(Boolean),
  /**
   * Patch the live build (only changed pages rendered) when it was made by the same app build;
   * `--no-incremental` or PRERENDER_INCREMENTAL=0 (their names kept for the scripts) turn it off.
   */
  patch: process.env.PRERENDER_INCREMENTAL !== '0',
  /** Page failures a locale may have and still be published. */
  maxFailures: Number(process.env.PRERENDER_MAX_FAILURES ?? 0),
  /** Base of the SPEC §9 backoff on list calls (tests lower it). */
  backoffBaseMs: Number(process.env.PRERENDER_BACKOFF_BASE_MS ?? 1000),
  /** The SPEC §7 cache clears' sitemanager. */
  sitemanagerUrl: env.sitemanagerUrl,
  sitemanagerUser: env.sitemanagerAuth.user,
  sitemanagerPassword: env.sitemanagerAuth.password,
  /** Each render worker's old-generation heap in MB (0: V8's default): peak RSS stays flat. */
  workerHeapMb: Number(process.env.PRERENDER_WORKER_HEAP_MB ?? 96),
  /** Old builds kept beside the live ones. */
  keepBuilds: 3,
  /** Most a locale's page list may shrink from the live one, in %; more is refused (exit 2). */
  allowShrinkPct: Number(process.env.PRERENDER_ALLOW_SHRINK_PCT ?? 20),
  /** Age of a publish lock's heartbeat after which another run takes the lock over. */
  lockStaleSeconds: Number(process.env.PRERENDER_LOCK_STALE_S ?? 300),
};
