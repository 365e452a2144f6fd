/** The Vite `define` that inlines the browser config (src/config/client.ts); build time only. */
import { parseEnv, toClientConfig } from './env.ts';

/** `{ __CLIENT_CONFIG__: '<json>' }` for the environment `source`; throws on a bad environment. */
export function clientConfigDefine(
  source: Record<string, string | undefined>,
): Record<string, string> {
  return { __CLIENT_CONFIG__: JSON.stringify(toClientConfig(parseEnv(source))) };
}
