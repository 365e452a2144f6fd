/**
 * The HTTP client (product §7, §9): its headers on every request, no default timeout,
 * 2xx is success, JSON parsed with the zod schema the caller gives, typed errors, and the CDN
 * rewrite of API and storage answers. zod is only imported as a type, so the client itself is
 * small; the schemas arrive with the (lazy) callers.
 */
import type { ZodType } from 'zod';
import { HTTP_DEFAULT_TIMEOUT_MS, HTTP_SUCCESS_MAX, HTTP_SUCCESS_MIN } from '../config/constants';

/** Who is asking: everything the product §7 headers are computed from. */
export type RequestContext = {
  /** Site language (x-lang). */
  lang: string;
  /** Locale of the request context, if any: wins over the current locale item (product §7). */
  requestLocale?: string | undefined;
  /** The current locale item's code, the fallback of x-locale. */
  currentLocale: string;
  /** True on a preview host (product §6). */
  isPreview: boolean;
  /** True during server rendering: adds x-public-access (product §6, §7). */
  isServer: boolean;
  /** The stage: 'local' plays the role of "lang is local" (see countryCodeTest). */
  stage: string;
  /** The visitor's two-letter country, if known (x-country-code-app). */
  countryCode?: string | null | undefined;
  /** Identity project id: a 'demo-' project sends App Check 'demo' (product §7). */
  firebaseProjectId: string;
  /** The signed-in user's identity token, or null; injected by the auth work (later issue). */
  getIdToken?: (() => Promise<string | null>) | undefined;
  /** A real App Check token provider for non-demo projects; null/undefined sends no header. */
  getAppCheckToken?: (() => Promise<string | null>) | undefined;
};

/**
 * x-country-code-test is 'true' only when "lang is local and locale is it-IT" (product §7). This
 * build's language is fixed to bg, so the first specification's 'local' language maps to our
 * 'local' stage: the value is 'true' only on the local stage for the it-IT locale, else 'false'.
 */
export function countryCodeTest(stage: string, locale: string): 'true' | 'false' {
  return stage === 'local' && locale === 'it-IT' ? 'true' : 'false';
}

/**
 * The product §7 headers of one request once its tokens are known: synchronous, so the prerender's
 * server reads (no tokens) build them without awaiting anything.
 */
// product §7 'Headers on every outgoing request'
export function specHeaders(
  ctx: RequestContext,
  identityToken: string | null = null,
  appCheckToken: string | null = null,
): Record<string, string> {
  const locale = ctx.requestLocale ?? ctx.currentLocale;
  const country = ctx.countryCode && /^[A-Z]{2}$/.test(ctx.countryCode) ? ctx.countryCode : '';
  const headers: Record<string, string> = {
    'x-is-preview': String(ctx.isPreview),
    'x-locale': locale,
    'x-lang': ctx.lang,
    'x-country-code-app': country,
    'x-country-code-test': countryCodeTest(ctx.stage, locale),
  };
  if (ctx.isServer) headers['x-public-access'] = 'true';
  if (identityToken) headers['x-authorization'] = identityToken;
  const appCheck = ctx.firebaseProjectId.startsWith('demo-') ? 'demo' : appCheckToken;
  if (appCheck) headers['x-firebase-appcheck'] = appCheck;
  return headers;
}

/** Computes the product §7 headers for one request, asking the token providers first. */
export async function buildHeaders(ctx: RequestContext): Promise<Record<string, string>> {
  const demo = ctx.firebaseProjectId.startsWith('demo-');
  const [identity, appCheck] = await Promise.all([
    ctx.getIdToken ? ctx.getIdToken() : null,
    !demo && ctx.getAppCheckToken ? ctx.getAppCheckToken() : null,
  ]);
  return specHeaders(ctx, identity, appCheck);
}

/** A non-2xx answer. */
export class HttpError extends Error {
  override name = 'HttpError';
  /** Status code. */
  readonly status: number;
  /** Requested URL. */
  readonly url: string;
  /** The answer's JSON body (a typed refusal such as the user service's), or null. */
  readonly body: unknown;
  constructor(status: number, url: string, method = 'GET', body: unknown = null) {
    super(`${method} ${url} answered ${status}`);
    this.status = status;
    this.url = url;
    this.body = body;
  }
}

/** A 2xx answer whose body is not JSON or does not match the schema. */
export class ParseError extends Error {
  override name = 'ParseError';
  /** Requested URL. */
  readonly url: string;
  constructor(url: string, cause: unknown) {
    super(`Unexpected answer from ${url}`, { cause });
    this.url = url;
  }
}

/** The CDN rewrite of one response (product §7): off in local/e2e and preview mode. */
export type CdnRewrite = { cdnBaseUrl: string; localeUrl: string } | null;

/**
 * Rewrites every URL on the CDN origin so it points at the locale's host instead (same path):
 * 'https://cdn.x/media/a.png' → 'https://kazino-bg.example/media/a.png'. Works on the raw JSON
 * text, so nested fields of any shape are covered. Pure.
 */
// product §7 'rewritten so CDN URLs point to the current locale's hostname'
export function rewriteCdnUrls(text: string, rewrite: CdnRewrite): string {
  if (!rewrite) return text;
  let cdn: URL;
  let target: URL;
  try {
    cdn = new URL(rewrite.cdnBaseUrl);
    target = new URL(rewrite.localeUrl);
  } catch {
    return text;
  }
  if (cdn.origin === target.origin) return text;
  const escaped = cdn.origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Also the JSON-escaped form 'https:\/\/cdn.x' that some serialisers write.
  const jsonEscaped = cdn.origin.replace(/\//g, '\\/').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return text
    .replace(new RegExp(`${escaped}(?=[/"?#]|$)`, 'g'), target.origin)
    .replace(
      new RegExp(`${jsonEscaped}(?=[\\\\/"?#]|$)`, 'g'),
      target.origin.replace(/\//g, '\\/'),
    );
}

/** Options of one call. */
export type GetOptions = {
  /** Extra headers (e.g. a test override); the product §7 headers win on conflict. */
  headers?: Record<string, string>;
  /** Per-call timeout in ms; 0 or absent means none (product §9 default 0). */
  timeoutMs?: number;
  /** Outer cancellation. */
  signal?: AbortSignal;
  /** CDN rewrite, or null for none. */
  rewrite?: CdnRewrite;
  /** fetch override (tests). */
  fetchImpl?: typeof fetch;
  /** HTTP method; GET unless told. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body for POST/PUT. */
  body?: unknown;
  /** Let the request outlive the page (reports sent while it unloads). */
  keepalive?: boolean;
};

/** True for the product §9 success range 200 to 299. */
export const isSuccess = (status: number): boolean =>
  status >= HTTP_SUCCESS_MIN && status <= HTTP_SUCCESS_MAX;

/** Combines the caller's signal with a timeout signal, if any. */
function signalFor(options: GetOptions): AbortSignal | undefined {
  const timeout = options.timeoutMs ?? HTTP_DEFAULT_TIMEOUT_MS;
  const signals = [
    ...(options.signal ? [options.signal] : []),
    ...(timeout > 0 ? [AbortSignal.timeout(timeout)] : []),
  ];
  if (signals.length === 0) return undefined;
  return signals.length === 1 ? signals[0] : AbortSignal.any(signals);
}

/** The JSON body of a refused request, or null when it has none. */
async function jsonOrNull(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

/** Sends one request with the product §7 headers; throws {@link HttpError} outside 200–299. */
async function exchange(url: string, ctx: RequestContext, options: GetOptions): Promise<Response> {
  const doFetch = options.fetchImpl ?? fetch;
  const headers = { ...options.headers, ...(await buildHeaders(ctx)) };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const signal = signalFor(options);
  const method = options.method ?? 'GET';
  const response = await doFetch(url, {
    method,
    headers,
    ...(signal ? { signal } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  if (!isSuccess(response.status)) {
    throw new HttpError(response.status, url, method, await jsonOrNull(response));
  }
  return response;
}

/**
 * Fetches `url` with the product §7 headers and parses the JSON answer with `schema`. Throws
 * {@link HttpError} outside 200–299 and {@link ParseError} for a body that is not the schema.
 */
export async function requestJson<T>(
  url: string,
  schema: ZodType<T>,
  ctx: RequestContext,
  options: GetOptions = {},
): Promise<T> {
  const response = await exchange(url, ctx, options);
  const text = rewriteCdnUrls(await response.text(), options.rewrite ?? null);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ParseError(url, error);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ParseError(url, parsed.error);
  return parsed.data;
}

/** Sends a request whose answer is not read (receivers); throws like {@link requestJson}. */
export async function sendRequest(
  url: string,
  ctx: RequestContext,
  options: GetOptions = {},
): Promise<void> {
  await exchange(url, ctx, options);
}
