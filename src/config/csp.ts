/**
 * The site's content security policy and the security headers sent with every file (product §9 'A
 * content security policy is set in the configuration'). Built from the parsed environment, the
 * hashes of the inline scripts the build emits (found here, page by page) and the demo hosts the
 * API names; pure, so the prerender (which writes it as `_headers`), the local CDN and the tests
 * share one definition. Node only (node:crypto): no browser code imports it.
 */
import { createHash } from 'node:crypto';
import type { Env } from './env';

/** The identity service's hosts (email and password sign-in and token refresh, product §7). */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

/** The API path the browser reports policy violations to. */
export const CSP_REPORT_PATH = '/csp-reports';

/** The Reporting API group name the policy's report-to names. */
export const CSP_REPORT_GROUP = 'csp';

/** HSTS lifetime on https stages: two years, the preload lists' minimum is one. */
export const HSTS_MAX_AGE_S = 63_072_000;

/** What the policy is built from besides the environment. */
export type CspInputs = {
  /** 'sha256-…' of every executable inline script of the published pages (inlineScriptHashes). */
  scriptHashes: readonly string[];
  /** frame-src sources of the slot demos (src/domain/rules/demo.ts, the API's named hosts). */
  frameSources: readonly string[];
  /** Each published locale's base URL: the CDN rewrite points media at these hosts (product §7). */
  localeUrls: readonly string[];
};

const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Types a browser runs; anything else (JSON-LD, island props) is a data block. */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module)$/i;
/** React and vike write lowercase tags; a script spelt otherwise is not looked for, so the policy
 * blocks it (the Chromium test shows it), never lets it through. */
const OPENER = Buffer.from('<script');
const CLOSER = Buffer.from('</script');
const TAG_END = '>'.charCodeAt(0);

/**
 * 'sha256-…' of each executable inline script of one HTML file (no src, a script type), in the
 * order found: what script-src allows (product §9). Searches the bytes with byte needles, no
 * decoding and no regular expression over the page: it runs on every page as it is written.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const hashes: string[] = [];
  for (let at = bytes.indexOf(OPENER); at !== -1; at = bytes.indexOf(OPENER, at + 1)) {
    // '<scripts>' or '<script-x>' is another element.
    const next = String.fromCharCode(bytes[at + OPENER.length] ?? 0);
    if (!/[\s>/]/.test(next)) continue;
    const tagEnd = bytes.indexOf(TAG_END, at);
    const end = tagEnd === -1 ? -1 : bytes.indexOf(CLOSER, tagEnd);
    if (end === -1) break;
    const attributes = bytes.toString('latin1', at + OPENER.length, tagEnd);
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (!RUNNABLE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    const body = bytes.subarray(tagEnd + 1, end);
    hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`);
    at = end;
  }
  return hashes;
}

/** One directive per entry, in the order they are written. */
export type CspDirectives = [name: string, sources: string[]][];

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function origins(urls: readonly (string | undefined)[]): string[] {
  const list = urls.flatMap((u) => (u === undefined ? [] : [originOf(u)]));
  return [...new Set(list.filter((o): o is string => o !== null))];
}

/** True when the stage's public site is served over https (HSTS, upgrade-insecure-requests). */
export function isHttpsSite(env: Env): boolean {
  return originOf(env.siteUrl)?.startsWith('https:') ?? false;
}

/** Where the browser posts violation reports: the API as the browser reaches it. */
export function cspReportUrl(env: Env): string {
  return `${env.browserApiBaseUrl}${CSP_REPORT_PATH}`;
}

/**
 * The directives. script-src is 'self' and hashes only (no 'unsafe-inline', no 'unsafe-eval':
 * a static page has no per-request nonce); JSON-LD and island props are data, never run.
 * Styles allow inline because React writes style attributes (island wrappers, rating bars).
 */
export function cspDirectives(env: Env, inputs: CspInputs): CspDirectives {
  const self = "'self'";
  const api = origins([env.browserApiBaseUrl]);
  const storage = origins([env.storageBaseUrl, env.cdnBaseUrl, env.mediaBaseUrl]);
  const locales = origins(inputs.localeUrls);
  const receivers = origins([env.mailUrl, env.eventReportUrl, env.newsletterUrl, env.chatUrl]);
  const emulator = env.firebase.authEmulatorHost;
  const identity = [
    ...FIREBASE_AUTH_ORIGINS,
    ...(emulator === undefined ? [] : [`http://${emulator}`]),
  ];
  const unique = (list: string[]) => [...new Set(list)];
  const directives: CspDirectives = [
    ['default-src', [self]],
    ['script-src', unique([self, ...inputs.scriptHashes.map((h) => `'${h}'`)])],
    ['style-src', [self, "'unsafe-inline'"]],
    ['img-src', unique([self, 'data:', ...api, ...storage, ...locales])],
    ['font-src', [self]],
    // The demo hosts too: the demo modal asks whether the provider answers (product §9 fallback).
    [
      'connect-src',
      unique([
        self,
        ...api,
        ...storage,
        ...locales,
        ...receivers,
        ...identity,
        ...inputs.frameSources,
      ]),
    ],
    ['frame-src', inputs.frameSources.length > 0 ? unique([...inputs.frameSources]) : ["'none'"]],
    ['worker-src', [self]],
    ['manifest-src', [self]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', [self]],
    ['frame-ancestors', ["'none'"]],
  ];
  directives.push(['report-uri', [cspReportUrl(env)]]);
  // Chromium sends Reporting API reports only from https pages, and ignores report-uri once
  // report-to is named: an http stage (local, e2e) reports through report-uri alone.
  if (isHttpsSite(env))
    directives.push(['upgrade-insecure-requests', []], ['report-to', [CSP_REPORT_GROUP]]);
  return directives;
}

/** The policy as a header value. */
export function contentSecurityPolicy(env: Env, inputs: CspInputs): string {
  return cspDirectives(env, inputs)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Sent with every file even before a policy is published: no referrer beyond the origin, no
 * powerful features, never framed. */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

/** Every security header of the site: the baseline, the policy, its report endpoint, HSTS. */
export function securityHeaders(env: Env, inputs: CspInputs): Record<string, string> {
  return {
    ...BASELINE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(env, inputs),
    ...(isHttpsSite(env)
      ? {
          'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl(env)}"`,
          'Strict-Transport-Security': `max-age=${String(HSTS_MAX_AGE_S)}; includeSubDomains`,
        }
      : {}),
  };
}
