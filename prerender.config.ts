/**
 * Prerender settings (issue 4), from the environment with defaults; CLI flags override them.
 * Parsed with zod in prerender/config.ts.
 */
import { availableParallelism } from 'node:os';

export default {
  apiBaseUrl: process.env.API_BASE_URL ?? 'http://127.0.0.1:4000',
  outDir: process.env.PRERENDER_OUT ?? 'out',
  concurrency: Number(process.env.PRERENDER_CONCURRENCY ?? 8),
  // Render workers: one per core but the main thread's, which writes every file (see writeNew).
  workers: Number(process.env.PRERENDER_WORKERS ?? Math.max(1, availableParallelism() - 1)),
  locales: (process.env.PRERENDER_LOCALES ?? '').split(',').filter(Boolean),
  incremental: process.env.PRERENDER_INCREMENTAL !== '0',
  maxFailures: Number(process.env.PRERENDER_MAX_FAILURES ?? 0),
  backoffBaseMs: Number(process.env.PRERENDER_BACKOFF_BASE_MS ?? 1000),
  sitemanagerUrl:
    process.env.SITEMANAGER_URL ??
    `${process.env.API_BASE_URL ?? 'http://127.0.0.1:4000'}/sitemanager`,
  sitemanagerUser: process.env.SITEMANAGER_USER ?? 'local',
  sitemanagerPassword: process.env.SITEMANAGER_PASSWORD ?? 'local',
  workerHeapMb: Number(process.env.PRERENDER_WORKER_HEAP_MB ?? 96),
  keepBuilds: 3,
};
