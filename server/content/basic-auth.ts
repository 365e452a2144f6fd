/**
 * Basic auth as every endpoint behind it takes it (product §7 event reports and cache clears, the
 * moderation of reviews, the editors' PATCH /admin): with a refusal limit per client address, so a password cannot be
 * guessed, while requests with the right one are never slowed (a build sends one cache clear per
 * changed page). Missing or wrong credentials are a 401 that says no more.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import type { ApiEnv } from '../../src/config/api-env';
import { clientAddress } from '../client-address';
import { rateLimiter } from '../rate-limit';

/** Wrong credentials a minute one client address may send an endpoint before all of it is 429. */
export const BASIC_AUTH_REFUSALS_PER_MINUTE = 10;

const MINUTE_MS = 60_000;
/** The answer to missing or wrong credentials: JSON, nothing about which half was wrong. */
const UNAUTHORIZED = { error: 'unauthorized', message: 'Wrong or missing credentials' };

/**
 * The digest the check compares in constant time: Node's own, synchronous, where hono's default
 * goes through WebCrypto's promises four times a request (a release posts a clear a page).
 */
const sha256Hex = (data: string): string => createHash('sha256').update(data).digest('hex');

/** The pair an endpoint takes. */
export type Credentials = { username: string; password: string };

/**
 * The middleware of one endpoint (`name` keys its refusal count): the limit, then the check. Each
 * call has its own count, kept in memory, so a restart forgets it.
 */
export function basicAuthOf(
  env: ApiEnv,
  name: string,
  credentials: Credentials,
): [limit: MiddlewareHandler, check: MiddlewareHandler] {
  const limiter = rateLimiter({ addressOf: (c) => clientAddress(c, env.TRUST_PROXY) });
  return [
    limiter(name, { windowMs: MINUTE_MS, max: BASIC_AUTH_REFUSALS_PER_MINUTE, refused: true }),
    basicAuth({ ...credentials, invalidUserMessage: UNAUTHORIZED, hashFunction: sha256Hex }),
  ];
}
