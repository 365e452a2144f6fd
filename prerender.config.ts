/**
 * Prerender settings (issue 4), from the environment with defaults; CLI flags override them.
 * Parsed with zod in prerender/config.ts.
 */
import { availableParallelism } from 'node:os';
import { serverEnv } from './src/config/server-env';

// Hosts and credentials come from the one environment definition (src/config/env.ts).
const env = serverEnv();

export default {
  apiBaseUrl: env.apiBaseUrl,
  outDir: process.env.PRERENDER_OUT ?? 'out',
  concurrency: Number(process.env.PRERENDER_CONCURRENCY ?? 8),
  // Render workers: one per core; the main thread's writing fits beside them (BENCHMARKS.md).
  workers: Number(process.env.PRERENDER_WORKERS ?? availableParallelism()),
  locales: (process.env.PRERENDER_LOCALES ?? '').split(',').filter(Boolean),
  incremental: process.env.PRERENDER_INCREMENTAL !== '0',
  maxFailures: Number(process.env.PRERENDER_MAX_FAILURES ?? 0),
  backoffBaseMs: Number(process.env.PRERENDER_BACKOFF_BASE_MS ?? 1000),
  sitemanagerUrl: env.sitemanagerUrl,
  sitemanagerUser: env.sitemanagerAuth.user,
  sitemanagerPassword: env.sitemanagerAuth.password,
  workerHeapMb: Number(process.env.PRERENDER_WORKER_HEAP_MB ?? 96),
  keepBuilds: 3,
};
