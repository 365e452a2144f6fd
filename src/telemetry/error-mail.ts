/**
 * Error mails (product §7 POST {mail}/application-error, §8). Fire-and-forget: a failing mail is
 * never allowed to raise a second error in the page, so every failure is swallowed here.
 */
import type { ApplicationErrorMail } from '../domain/entities/reports';
import { clientConfig } from '../config/client';
import { FEATURE_FLAGS } from '../config/constants';
import { sendApplicationErrorMail } from '../api/receivers';

/** What a caller knows about the error it reports. */
export type ErrorMailInput = {
  /** Where it happened, e.g. 'Affiliate Redirect: bonus lookup failed' (product §8). */
  context: string;
  /** The error itself; anything thrown is accepted. */
  error: unknown;
  /** Locale of the page; defaults to ''. */
  locale?: string;
  /** Page URL; defaults to location.href in the browser. */
  url?: string;
  /** The shell variant carries the store state (product §7). */
  state?: Record<string, unknown>;
};

/** Query parameters that carry secrets and never leave the page in a report (product §2 tokens). */
const SECRET_PARAMS = ['emailVerifyToken', 'passwordVerifyToken', 'oobCode'];

/** `url` without its secret query parameters; text that is not a URL is dropped. */
export function reportableUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  for (const key of SECRET_PARAMS) {
    if (parsed.searchParams.has(key)) parsed.searchParams.set(key, 'redacted');
  }
  return parsed.href;
}

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

/** Builds the mail body (pure). */
export function buildErrorMail(input: ErrorMailInput, stage: string): ApplicationErrorMail {
  const { stack, ...error } = describeError(input.error);
  const url = input.url ?? (typeof location === 'undefined' ? '' : location.href);
  return {
    environment: stage,
    context: input.context,
    locale: input.locale ?? '',
    url: reportableUrl(url),
    error,
    ...(input.state ? { state: input.state } : {}),
    ...(stack ? { stack } : {}),
  };
}

/**
 * Posts an error mail to {MAIL_URL}/application-error unless the mail flag is off (product §9).
 * Resolves true when the mail service accepted it (2xx), false otherwise; never throws.
 */
// product §7 POST {mail}/application-error; product §8 'Other unhandled errors … sent to the error mail service'
export async function sendErrorMail(input: ErrorMailInput): Promise<boolean> {
  if (!FEATURE_FLAGS.mail) return false;
  try {
    await sendApplicationErrorMail(buildErrorMail(input, clientConfig().stage));
    return true;
  } catch {
    return false;
  }
}
