/**
 * Input no route can store or walk, refused before any route sees it (product §7: bad input is a
 * 4xx, never a 500): a body under a media type that is not JSON (415: a form or text/plain post
 * from another site is never read as JSON), a NUL or malformed percent-encoding in a path segment
 * or query parameter (PostgreSQL text cannot hold NUL; an encoded lone surrogate is malformed
 * UTF-8), and a JSON body nested deeper than {@link JSON_DEPTH_MAX} or holding a NUL or a lone
 * surrogate in any string or key (jsonb refuses both, and a deep body would overflow every
 * recursive walk): 400.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { UserErrorBody } from '../../src/domain/entities/user';

/** Deepest nesting of a JSON body; the deepest the site sends (an error mail's state) is ~6. */
export const JSON_DEPTH_MAX = 32;

/** The media type every body is sent under (RFC 8259), parameters aside. */
export const JSON_MEDIA_TYPE = 'application/json';
/** The media type of a PATCH body: a JSON merge patch (RFC 7396 §4), JSON itself. */
export const MERGE_PATCH_MEDIA_TYPE = 'application/merge-patch+json';

/** Where a merge patch is taken: the editor's routes (server/content/admin.ts); JSON elsewhere. */
export const MERGE_PATCH_PREFIX = '/admin/';

/** A route that takes what browsers report as they sent it: text cleaned, its own media types. */
export type ReportRoute = { path: string; mediaTypes: readonly string[] };

/** A refusal: its status and the answer's body (the content API's shape, the user service's reason). */
type Problem = { status: 400 | 415; message: string };

const BODY_OF = {
  400: { error: 'bad_request', reason: 'invalid-input' },
  415: { error: 'unsupported_media_type', reason: 'unsupported-media-type' },
} as const satisfies Record<Problem['status'], Omit<UserErrorBody, 'message'>>;

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

/** The media type of a Content-Type header, lower case without parameters ('' when none). */
export const mediaTypeOf = (header: string | undefined): string =>
  (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';

/**
 * Why the request's body cannot be taken, or null (a body that is not JSON is the route's). A
 * report route takes its own media types and cleans its text itself.
 */
async function bodyProblem(c: Context, report: ReportRoute | undefined): Promise<Problem | null> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return null;
  let text: string;
  try {
    // Read once: the routes' own c.req.json() and c.req.text() are answered from Hono's cache.
    text = await c.req.text();
  } catch {
    // The client went away or stalled past the request timeout while sending it.
    return { status: 400, message: 'The body ended before it was whole' };
  }
  if (text === '') return null;
  const type = mediaTypeOf(c.req.header('content-type'));
  const json =
    type === JSON_MEDIA_TYPE ||
    (type === MERGE_PATCH_MEDIA_TYPE &&
      c.req.method === 'PATCH' &&
      c.req.path.startsWith(MERGE_PATCH_PREFIX));
  if (!json && !report?.mediaTypes.includes(type)) {
    return { status: 415, message: `A body must be ${JSON_MEDIA_TYPE}, not '${type}'` };
  }
  if (jsonDepth(text) > JSON_DEPTH_MAX) {
    return { status: 400, message: `JSON may be nested at most ${String(JSON_DEPTH_MAX)} deep` };
  }
  if (report) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (jsonStorable(parsed)) return null;
  return { status: 400, message: 'Text may not contain NUL characters or lone surrogates' };
}

/**
 * Mounts the guard; after the body cap, so the body it reads is bounded. The `reports` routes
 * take bodies with NUL or lone surrogates and clean them ({@link storableText}).
 */
export function registerInputGuard(app: Hono, reports: readonly ReportRoute[]): void {
  const inputGuard: MiddlewareHandler = async (c, next) => {
    // Read before any refusal: a refusal sent while the client still sends resets its connection.
    const body = await bodyProblem(
      c,
      reports.find((r) => r.path === c.req.path),
    );
    const url = urlProblem(c.req.url);
    const problem: Problem | null = url ? { status: 400, message: url } : body;
    if (!problem) {
      await next();
      return undefined;
    }
    // RFC 5789 §2.2: a 415 to a PATCH names the types it takes.
    if (problem.status === 415 && c.req.method === 'PATCH')
      c.header('Accept-Patch', JSON_MEDIA_TYPE);
    return c.json({ ...BODY_OF[problem.status], message: problem.message }, problem.status);
  };
  app.use('*', inputGuard);
}
