/** The pipeline's settings, parsed once with zod (issue 4). */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import defaults from '../prerender.config';

/** Settings of one prerender run. */
export const PrerenderConfig = z.object({
  /** Content API base URL. */
  apiBaseUrl: z.url().transform((u) => u.replace(/\/+$/, '')),
  /** Output folder of the CDN tree. */
  outDir: z.string().min(1),
  /** Pages fetched and rendered at once per worker. */
  concurrency: z.number().int().min(1).max(64),
  /** Render worker threads (default: one per core but the main thread's, which writes). */
  workers: z.number().int().min(1).max(16),
  /** Locales to build; empty for every unlocked locale of the language. */
  locales: z.array(z.string().regex(/^[a-z]{2}-[A-Z]{2}$/)),
  /** Patch the live build: render only changed pages, leave the others in place. */
  incremental: z.boolean(),
  /** Page failures a locale may have and still be published. */
  maxFailures: z.number().int().min(0),
  /** Base of the SPEC §9 backoff on list calls (1000 ms; tests lower it). */
  backoffBaseMs: z.number().int().min(1),
  /** Sitemanager base URL for cache clears (SPEC §7). */
  sitemanagerUrl: z.url().transform((u) => u.replace(/\/+$/, '')),
  sitemanagerUser: z.string().min(1),
  sitemanagerPassword: z.string().min(1),
  /** Old-generation heap of each render worker in MB; 0 leaves V8's default. */
  workerHeapMb: z.number().int().min(0).max(4096),
  /** Old builds kept beside the live one. */
  keepBuilds: z.number().int().min(1),
});
export type PrerenderConfig = z.infer<typeof PrerenderConfig>;

/** Defaults from prerender.config.ts, overridden by CLI flags. */
export function loadConfig(argv: string[]): PrerenderConfig {
  const { values } = parseArgs({
    args: argv,
    options: {
      locale: { type: 'string', multiple: true },
      out: { type: 'string' },
      'max-failures': { type: 'string' },
      'no-incremental': { type: 'boolean' },
      concurrency: { type: 'string' },
      workers: { type: 'string' },
    },
    allowPositionals: false,
  });
  const result = PrerenderConfig.safeParse({
    ...defaults,
    ...(values.locale ? { locales: values.locale } : {}),
    ...(values.out ? { outDir: values.out } : {}),
    ...(values['max-failures'] !== undefined
      ? { maxFailures: Number(values['max-failures']) }
      : {}),
    ...(values['no-incremental'] ? { incremental: false } : {}),
    ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
    ...(values.workers ? { workers: Number(values.workers) } : {}),
  });
  if (!result.success) {
    throw new Error(
      `Invalid prerender settings: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return result.data;
}
