/** The prerender's part of the environment: PRERENDER_*, parsed once with zod (env-keys.ts). */
import type { z } from 'zod';
import { PrerenderKeys } from './env-keys';
import { parseEnvPart } from './env-read';

/** The PRERENDER_* keys as given; prerender.config.ts fills the defaults. */
export type PrerenderEnv = z.output<typeof PrerenderKeys>;

const PrerenderPart = { keys: PrerenderKeys, rules: [], label: 'Invalid environment' };

/** Parses the PRERENDER_* keys of `source`; throws one error naming every bad key. */
export function parsePrerenderEnv(source: Record<string, string | undefined>): PrerenderEnv {
  return parseEnvPart(PrerenderPart, source);
}

/** The published tree's folder: PRERENDER_OUT, else 'out' (the prerender, the CDN, the worker). */
export function publishedOutDir(env: PrerenderEnv): string {
  return env.PRERENDER_OUT ?? 'out';
}
