/**
 * Input no route can store or walk, refused with 400 before any route sees it (product §7: bad
 * input is a 400, never a 500): a NUL or malformed percent-encoding in a path segment or query
 * parameter (PostgreSQL text cannot hold NUL; an encoded lone surrogate is malformed UTF-8), and
 * a JSON body nested deeper than {@link JSON_DEPTH_MAX} or holding a NUL or a lone surrogate in
 * any string or key (jsonb refuses both, and a deep body would overflow every recursive walk).
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';

/** Deepest nesting of a JSON body; the deepest the site sends (an error mail's state) is ~6. */
export const JSON_DEPTH_MAX = 32;

/** The answer's body: the content API's shape, with the user service's reason. */
const refusal = (message: string) => ({ error: 'bad_request', reason: 'invalid-input', message });

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a database column can hold: no NUL, no lone surrogate. */
const storable = (text: string): boolean => !text.includes('\0') && !LONE_SURROGATE.test(text);

/** `text` made storable: NUL dropped, a lone surrogate replaced (for what browsers report as seen). */
export const storableText = (text: string): string =>
  text.replaceAll('\0', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');

/** Why a decoded URL part cannot be taken, or null. */
function urlPartProblem(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return 'malformed percent-encoding';
  }
  return decoded.includes('\0') ? 'a NUL character' : null;
}

/** Why the request's path or query cannot be taken, or null. */
export function urlProblem(url: string): string | null {
  const { pathname, search } = new URL(url);
  for (const segment of pathname.split('/')) {
    const problem = urlPartProblem(segment);
    if (problem) return `The path holds ${problem}`;
  }
  for (const pair of search.slice(1).split('&')) {
    const problem = urlPartProblem(pair);
    if (problem) return `The query holds ${problem}`;
  }
  return null;
}

/** The deepest nesting of arrays and objects in JSON text, counted without parsing. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') deepest = Math.max(deepest, (depth += 1));
    else if (ch === ']' || ch === '}') depth -= 1;
  }
  return deepest;
}

/** True when every string and key of a parsed JSON value is storable (walked without recursion). */
export function jsonStorable(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!storable(next)) return false;
    } else if (Array.isArray(next)) pending.push(...(next as unknown[]));
    else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (!storable(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

/**
 * Why the request's JSON body cannot be taken, or null (a body that is not JSON is the route's).
 * The routes of `cleaning` keep what a browser saw and clean its text themselves.
 */
async function bodyProblem(c: Context, cleaning: readonly string[]): Promise<string | null> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return null;
  // Read once: the routes' own c.req.json() and c.req.text() are answered from Hono's cache.
  const text = await c.req.text();
  if (jsonDepth(text) > JSON_DEPTH_MAX) {
    return `JSON may be nested at most ${String(JSON_DEPTH_MAX)} deep`;
  }
  if (cleaning.includes(c.req.path)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return jsonStorable(parsed) ? null : 'Text may not contain NUL characters or lone surrogates';
}

/**
 * Mounts the guard; after the body cap, so the body it reads is bounded. The paths of `cleaning`
 * take bodies with NUL or lone surrogates and clean them ({@link storableText}).
 */
export function registerInputGuard(app: Hono, cleaning: readonly string[]): void {
  const inputGuard: MiddlewareHandler = async (c, next) => {
    // Read before any refusal: a refusal sent while the client still sends resets its connection.
    const body = await bodyProblem(c, cleaning);
    const problem = urlProblem(c.req.url) ?? body;
    if (problem) return c.json(refusal(problem), 400);
    await next();
    return undefined;
  };
  app.use('*', inputGuard);
}
