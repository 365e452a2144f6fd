/**
 * Reads answered from memory and revalidated before any work (docs/content-api.md "Reads from
 * memory"). A content read names the keys its answer was built from (`dependsOn`); its answer is
 * kept as bytes under everything that changes it (path, query, x-locale, x-lang), with a strong
 * ETag, Cache-Control for a CDN in front and the keys as Surrogate-Key. The next request for it is
 * answered from memory, `If-None-Match` with 304, before any query or serialisation. A route that
 * names no keys (the user service, receivers, the change stream) passes through untouched.
 */
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { CONTENT_KEYS_HEADER, type ContentKey } from '../../src/domain/entities';
import type { AnswerStore, KeptAnswer } from './store';

/** How long a CDN in front may keep an answer, and serve it stale while it asks again. */
export type SharedCaching = { maxAgeS: number; staleS: number };

/** The request headers an answer varies by (product §7): no route reads any other. */
const VARY = ['x-locale', 'x-lang'] as const;

/** Longest Surrogate-Key header sent: a client reads at most 16 KB of headers (Node's default). */
const KEYS_HEADER_MAX_CHARS = 8_192;

const declared = new WeakMap<Request, Set<ContentKey>>();

/** Names content keys the answer to `c` is built from; only an answer that names keys is kept. */
export function dependsOn(c: Context, keys: Iterable<ContentKey>): void {
  let set = declared.get(c.req.raw);
  if (!set) declared.set(c.req.raw, (set = new Set()));
  for (const key of keys) set.add(key);
}

/**
 * Everything a read answer varies by: the locale and language headers, the path with its query
 * (`target`, as the request line has it).
 */
export function variantOf(
  target: string,
  header: (name: (typeof VARY)[number]) => string | undefined,
): string {
  return `${header('x-locale') ?? ''}\n${header('x-lang') ?? ''}\n${target}`;
}

/**
 * What the middleware outside this one adds to every answer (content/middleware.ts: nosniff and
 * CORS for any origin); kept with the answer, so the server's fast path sends the same.
 */
const EVERY_ANSWER = { 'x-content-type-options': 'nosniff', 'access-control-allow-origin': '*' };

/** The headers a 304 keeps: all but those of the body (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/** True when `ifNoneMatch` names `etag` (a weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The response to a request for `answer`: 304 when the client holds it, else its bytes. */
export function respond(answer: KeptAnswer, ifNoneMatch: string | undefined): Response {
  return matchesEtag(ifNoneMatch, answer.etag)
    ? new Response(null, { status: 304, headers: answer.notModified })
    : new Response(answer.body, { headers: answer.wire });
}

/** `response`'s bytes as an answer to keep, with its validator and caching headers. */
async function toAnswer(
  response: Response,
  keys: readonly ContentKey[],
  shared: SharedCaching,
): Promise<KeptAnswer> {
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);
  // A browser honours stale-while-revalidate too and would show a list older than the change the
  // visitor just made: it revalidates each time; only a CDN serves stale (RFC 9213 CDN-Cache-Control).
  headers.set(
    'Cache-Control',
    `public, max-age=0, must-revalidate, s-maxage=${String(shared.maxAgeS)}`,
  );
  headers.set(
    'CDN-Cache-Control',
    `max-age=${String(shared.maxAgeS)}, stale-while-revalidate=${String(shared.staleS)}`,
  );
  headers.set('Vary', VARY.join(', '));
  const named = keys.join(' ');
  if (named.length <= KEYS_HEADER_MAX_CHARS) headers.set(CONTENT_KEYS_HEADER, named);
  for (const [name, value] of Object.entries(EVERY_ANSWER)) headers.set(name, value);
  headers.set('content-length', String(body.byteLength));
  const wire = Object.fromEntries(headers);
  const notModified = Object.fromEntries(
    Object.entries(wire).filter(([name]) => !BODY_HEADERS.has(name)),
  );
  return { body, etag, wire, notModified, keys };
}

/** A miss being built: the epoch it began in, and its answer (null: not one to keep). */
type Building = { since: number; answer: Promise<KeptAnswer | null> };

/**
 * Serves the content reads from `store` and keeps what they answer (last before the routes).
 * Concurrent misses of one answer are built once: a change drops a popular answer, and every
 * request for it would otherwise run its statements at once. A request joins a build only if
 * no change came since it began, so it never gets an answer older than its own arrival.
 */
export function registerReadCache(app: Hono, store: AnswerStore, shared: SharedCaching): void {
  const building = new Map<string, Building>();
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = c.req.url;
    const variant = variantOf(url.slice(url.indexOf('/', url.indexOf('//') + 2)), (name) =>
      c.req.header(name),
    );
    const ifNoneMatch = c.req.header('if-none-match');
    const kept = store.get(variant);
    if (kept) return respond(kept, ifNoneMatch);
    const since = store.epoch();
    const joined = building.get(variant);
    const answer = joined?.since === since ? await joined.answer : null;
    if (answer) return respond(answer, ifNoneMatch);
    store.missed();
    let done: (answer: KeptAnswer | null) => void = () => undefined;
    const mine: Building = { since, answer: new Promise((resolve) => (done = resolve)) };
    building.set(variant, mine);
    try {
      await next();
      const keys = declared.get(c.req.raw);
      if (!keys || c.res.status !== 200) return;
      const built = await toAnswer(c.res, [...keys], shared);
      done(built);
      store.put(variant, built, since);
      // Unset first: Hono's setter would copy the old response's headers onto a 304.
      c.res = undefined;
      c.res = respond(built, ifNoneMatch);
    } finally {
      done(null);
      if (building.get(variant) === mine) building.delete(variant);
    }
  });
}
