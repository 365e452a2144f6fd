/** The server's environment (render, prerender, scripts), parsed once from process.env. */
import { parseEnv, type Env } from './env';

let parsed: Env | undefined;

/** process.env parsed by {@link parseEnv} on first use; throws one error naming every bad key. */
export function serverEnv(): Env {
  parsed ??= parseEnv(process.env);
  return parsed;
}
