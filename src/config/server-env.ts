/** The server's environment (render, prerender, scripts), parsed once from process.env. */
import { parseEnv, type Env } from './env';
import { parsePrerenderEnv, type PrerenderEnv } from './prerender-env';

let parsed: Env | undefined;
let prerender: PrerenderEnv | undefined;

/** process.env parsed by {@link parseEnv} on first use; throws one error naming every bad key. */
export function serverEnv(): Env {
  parsed ??= parseEnv(process.env);
  return parsed;
}

/** process.env's PRERENDER_* keys, parsed on first use (the prerender's defaults fill the rest). */
export function prerenderEnv(): PrerenderEnv {
  prerender ??= parsePrerenderEnv(process.env);
  return prerender;
}
