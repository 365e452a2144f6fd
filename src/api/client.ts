/**
 * The one way the browser talks to the outside (docs/style.md: one way to talk to a service). A
 * call names its service and path; it gets this page's product §7 headers, the product §9 retry policy
 * and, for the content API and storage, the product §7 CDN rewrite. Endpoint functions (endpoints.ts,
 * receivers.ts) are built on it; nothing else calls fetch.
 */
import type { ZodType } from 'zod';
import { clientConfig } from '../config/client';
import { RETRY_DEFAULT, type RetryPreset } from '../config/constants';
import { retry } from '../domain/rules/backoff';
import { browserContext, cdnRewriteFor } from './context';
import { HttpError, requestJson, sendRequest, type GetOptions } from './http';
import { baseOf, type Service } from './services';

/** Options of one call. */
export type CallOptions = Pick<GetOptions, 'method' | 'body' | 'signal' | 'keepalive'> & {
  /** The request's locale (x-locale); default the page's locale. */
  locale?: string;
  /** Retry policy; default product §9's policy for GET, none for writes. */
  retry?: RetryPreset | null;
  /** Which failures are retried; default {@link isTransient}. */
  retryIf?: (error: unknown) => boolean;
  /** Basic auth of a receiver (product §7 event report API). */
  basicAuth?: { user: string; password: string };
};

/** A failure worth another attempt: the network, a timeout, 408, 429 or a 5xx. */
export function isTransient(error: unknown): boolean {
  if (error instanceof HttpError) {
    return error.status >= 500 || error.status === 408 || error.status === 429;
  }
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError')
  );
}

/** Runs one call with the context, the rewrite and the retry policy. */
function run<T>(
  service: Service,
  path: string,
  options: CallOptions,
  send: (url: string, ctx: ReturnType<typeof browserContext>, get: GetOptions) => Promise<T>,
): Promise<T> {
  const config = clientConfig();
  const ctx = browserContext(undefined, config);
  if (options.locale) ctx.requestLocale = options.locale;
  const rewrite =
    service === 'api' || service === 'storage' ? cdnRewriteFor(config, ctx.isPreview) : null;
  const method = options.method ?? 'GET';
  const get: GetOptions = {
    method,
    rewrite,
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
    ...(options.basicAuth
      ? {
          headers: {
            authorization: `Basic ${btoa(`${options.basicAuth.user}:${options.basicAuth.password}`)}`,
          },
        }
      : {}),
  };
  const url = `${baseOf(service, config)}${path}`;
  const policy =
    options.retry === undefined ? (method === 'GET' ? RETRY_DEFAULT : null) : options.retry;
  if (!policy) return send(url, ctx, get);
  return retry(() => send(url, ctx, get), {
    ...policy,
    shouldRetry: (error) => (options.retryIf ?? isTransient)(error) && !options.signal?.aborted,
  });
}

/** GETs (or sends) `path` on `service` and parses the JSON answer with `schema`. */
export function callJson<T>(
  service: Service,
  path: string,
  schema: ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
  return run(service, path, options, (url, ctx, get) => requestJson(url, schema, ctx, get));
}

/** Sends to a receiver whose answer is not read. */
export function callSend(service: Service, path: string, options: CallOptions = {}): Promise<void> {
  return run(service, path, options, (url, ctx, get) => sendRequest(url, ctx, get));
}
