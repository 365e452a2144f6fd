/**
 * The request timeouts of the site's own HTTP servers (the content API, the local CDN): a client
 * that stalls while sending its headers or its body is answered 408 and disconnected within
 * seconds, so it cannot hold a connection. Node looks for stalled requests only every
 * `connectionsCheckingInterval` (30 s unless set), so that runs at least every second. An idle
 * connection is kept past a proxy's idle timeout (HTTP_KEEP_ALIVE_TIMEOUT_MS).
 */
import type { z } from 'zod';
import { HttpServerKeys } from './env-keys';
import { parseEnvPart } from './env-read';

/** The node:http server options that bound a request (`http.createServer(options)`). */
export type ServerTimeouts = {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
  keepAliveTimeout: number;
};

/** Longest time between two checks for stalled requests. */
const CHECK_EVERY_MAX_MS = 1000;

/** The options of the HTTP_*_TIMEOUT_MS keys; the headers' timeout never exceeds the request's. */
export function serverTimeouts(env: z.output<typeof HttpServerKeys>): ServerTimeouts {
  const requestTimeout = env.HTTP_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(env.HTTP_HEADERS_TIMEOUT_MS, requestTimeout);
  const check = Math.min(CHECK_EVERY_MAX_MS, Math.ceil(headersTimeout / 2));
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: check,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  };
}

const ServerPart = { keys: HttpServerKeys, rules: [], label: 'Invalid environment' };

/** The timeouts `source` asks for (the CDN's; the API reads them with its own keys). */
export function parseServerTimeouts(source: Record<string, string | undefined>): ServerTimeouts {
  return serverTimeouts(parseEnvPart(ServerPart, source));
}

/** The timeouts when none are asked for. */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = parseServerTimeouts({});
