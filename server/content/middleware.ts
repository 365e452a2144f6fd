/**
 * What runs before every route, in this order: the JSON error answers, the answers' own headers,
 * CORS for the product §7 headers, the body cap, the test request log and fault injection.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { TrieRouter } from 'hono/router/trie-router';
import type { ApiEnv } from '../../src/config/api-env';
import { FAULT_TIMEOUT_MS, type Faults } from '../faults';
import { INBOX_PATH } from './inbox';
import { BadRequest, NotFound } from './request';

const SPEC_HEADERS = [
  'x-is-preview',
  'x-locale',
  'x-lang',
  'x-country-code-app',
  'x-country-code-test',
  'x-public-access',
  'x-authorization',
  'x-firebase-appcheck',
  'x-country-code-test-override',
  'authorization',
  'content-type',
];

/** Largest request body the API reads (an event batch of 500 reports fits). */
export const BODY_LIMIT_BYTES = 512 * 1024;

/** Requests the log keeps, newest last. */
const REQUEST_LOG_MAX = 200;

/** One request as the browser tests read it back (GET /__test/requests). */
export type LoggedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  at: string;
};

/** Answers every error as JSON, never a stack trace (product §7). */
export function registerErrors(app: Hono): void {
  app.onError((error, c) => {
    // basic auth refusals and other deliberate HTTP answers keep their status (401 + challenge).
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof BadRequest)
      return c.json({ error: 'bad_request', message: error.message }, 400);
    if (error instanceof NotFound)
      return c.json({ error: 'not_found', message: error.message }, 404);
    console.error('api: unexpected error:', error instanceof Error ? error.message : error);
    return c.json({ error: 'internal', message: 'Internal server error' }, 500);
  });
  const allowed = allowedMethods(app);
  app.notFound((c) => {
    const { method, path } = c.req;
    const methods = allowed(path);
    if (methods.length === 0)
      return c.json({ error: 'not_found', message: `No route for ${method} ${path}` }, 404);
    // RFC 9110 §15.5.6: the address is there, the method is not.
    c.header('Allow', methods.join(', '));
    const message = `${method} is not allowed on ${path}; allowed: ${methods.join(', ')}`;
    return c.json({ error: 'method_not_allowed', message }, 405);
  });
}

/**
 * The methods the app's routes answer on a path, read once all are registered. Middleware
 * (ALL, or a limiter on a path ending in '*') is no route of its own.
 */
function allowedMethods(app: Hono): (path: string) => string[] {
  let router: TrieRouter<string> | null = null;
  return (path) => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of app.routes)
        if (route.method !== 'ALL' && !route.path.endsWith('*'))
          router.add('ALL', route.path, route.method);
    }
    const found = new Set(router.match('GET', path)[0].map(([method]) => method));
    // Hono answers HEAD wherever it answers GET.
    if (found.has('GET')) found.add('HEAD');
    return [...found].sort();
  };
}

/**
 * Headers of every answer: no type sniffing of text that echoes input, and a signed-in user's
 * own answers (/users/…, read with a token in x-authorization) kept by no shared cache.
 */
export function registerAnswerHeaders(app: Hono): void {
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.use('/users/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'private, no-store');
  });
}

/**
 * CORS for any origin with the product §7 headers, but for the inbox, which the developer's own tab
 * reads and no other page may (inbox.ts); then the body cap.
 */
export function registerCorsAndBodyLimit(app: Hono): void {
  const forTheSite = cors({
    origin: '*',
    allowHeaders: SPEC_HEADERS,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  const inbox = `${INBOX_PATH}/`;
  const corsBesideInbox: MiddlewareHandler = (c, next) =>
    c.req.path.startsWith(inbox) ? next() : forTheSite(c, next);
  app.use('*', corsBesideInbox);

  // Every body is capped before it is read: an oversized one is refused with 413.
  app.use('*', bodyCap(BODY_LIMIT_BYTES));
}

/**
 * Refuses a body over `maxBytes` with 413 before reading it all. What is left of it is never
 * read, so the connection carries no other request: the answer says Connection: close (RFC 9112
 * §9.6), and a client sends its next request on a new one.
 */
export const bodyCap = (maxBytes: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close');
      const message = `Bodies are limited to ${String(maxBytes)} bytes`;
      return c.json({ error: 'too_large', message }, 413);
    },
  });

/** Request log for the browser tests (product §7 headers on real requests), test flag only. */
export function registerRequestLog(app: Hono, env: ApiEnv, requestLog: LoggedRequest[]): void {
  app.use('*', async (c, next) => {
    if (env.API_TEST_ENDPOINTS && !c.req.path.startsWith('/__test') && c.req.method !== 'OPTIONS') {
      requestLog.push({
        method: c.req.method,
        path: c.req.path,
        headers: c.req.header(),
        at: new Date().toISOString(),
      });
      if (requestLog.length > REQUEST_LOG_MAX) requestLog.shift();
    }
    await next();
  });
}

/** Fault injection on content reads only: never on test, media, change stream or receivers. */
export function registerFaults(app: Hono, faults: Faults): void {
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' || /^\/(__test|media|changes)(\/|$)/.test(path)) return next();
    // Matched against the path with its query, so a fault can target a bulk read naming a slug.
    const decision = faults.decide(path + new URL(c.req.url).search);
    if (decision.delayMs > 0) await new Promise((r) => setTimeout(r, decision.delayMs));
    if (decision.outcome === 'timeout') {
      await new Promise((r) => setTimeout(r, FAULT_TIMEOUT_MS));
      return c.json({ error: 'timeout', message: 'Injected timeout' }, 504);
    }
    if (decision.outcome === 'error')
      return c.json({ error: 'unavailable', message: 'Injected failure' }, 503);
    return next();
  });
}
