/**
 * Error mails (SPEC §7 POST {mail}/application-error, §8). Fire-and-forget: a failing mail is
 * never allowed to raise a second error in the page, so every failure is swallowed here.
 */
import type { ApplicationErrorMail } from '../domain/entities/reports';
import { clientConfig, type ClientConfig } from '../api/config';

/** What a caller knows about the error it reports. */
export type ErrorMailInput = {
  /** Where it happened, e.g. 'Affiliate Redirect: bonus lookup failed' (SPEC §8). */
  context: string;
  /** The error itself; anything thrown is accepted. */
  error: unknown;
  /** Locale of the page; defaults to the document's lang-locale or ''. */
  locale?: string;
  /** Page URL; defaults to location.href in the browser. */
  url?: string;
  /** The shell variant carries the store state (SPEC §7). */
  state?: Record<string, unknown>;
  /** Config override (tests, server). */
  config?: ClientConfig;
  /** fetch override (tests). */
  fetchImpl?: typeof fetch;
};

/** Turns anything thrown into the mail's {name, message, cause} triple. */
export function describeError(error: unknown): ApplicationErrorMail['error'] & { stack?: string } {
  if (error instanceof Error) {
    const cause =
      error.cause === undefined
        ? null
        : error.cause instanceof Error
          ? error.cause.message
          : JSON.stringify(error.cause);
    return {
      name: error.name,
      message: error.message,
      cause,
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  return { name: 'Error', message: String(error), cause: null };
}

/** Builds the mail body (pure, exported for tests). */
export function buildErrorMail(input: ErrorMailInput, config: ClientConfig): ApplicationErrorMail {
  const { stack, ...error } = describeError(input.error);
  const url = input.url ?? (typeof location === 'undefined' ? '' : location.href);
  return {
    environment: config.stage,
    context: input.context,
    locale: input.locale ?? '',
    url,
    error,
    ...(input.state ? { state: input.state } : {}),
    ...(stack ? { stack } : {}),
  };
}

/**
 * Posts an error mail to {MAIL_URL}/application-error. Resolves true when the mail service
 * accepted it (2xx), false otherwise; never throws.
 */
// SPEC §7 POST {mail}/application-error; SPEC §8 'Other unhandled errors … sent to the error mail service'
export async function sendErrorMail(input: ErrorMailInput): Promise<boolean> {
  try {
    const config = input.config ?? clientConfig();
    const body = buildErrorMail(input, config);
    const doFetch = input.fetchImpl ?? fetch;
    const response = await doFetch(`${config.mailUrl}/application-error`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': config.lang },
      body: JSON.stringify(body),
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
