/**
 * Every key of the environment, each defined once with zod (docs/style.md habit 2). The site, the
 * content API and the prerender each parse the part they read: env.ts, api-env.ts and
 * prerender-env.ts extend {@link SharedKeys} rather than repeat a key.
 */
import { z } from 'zod';
import { Stage } from './stage.ts';
import { BUILD_VERSION, SITE_LANG } from './constants.ts';
import { parseVersion } from '../domain/rules/versions.ts';

const Url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));
const Text = z.string().min(1);
/** An on/off switch: '1'/'true' or '0'/'false'. */
export const Flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const Rate = z.coerce.number().min(0).max(1);
const Count = z.coerce.number().int().nonnegative();
const Positive = z.coerce.number().int().positive();

/** What every part reads: the stage, the site's origin, the receivers' credentials, the identity. */
export const SharedKeys = z.object({
  STAGE: Stage.default('local'),
  /** Public origin of the site (default: the stage's host, src/config/hosts.ts). */
  SITE_URL: Url.optional(),
  /** Basic auth of the event report receiver and the site manager (product §7), given as pairs. */
  EVENT_REPORT_USER: Text.optional(),
  EVENT_REPORT_PASSWORD: Text.optional(),
  SITEMANAGER_USER: Text.optional(),
  SITEMANAGER_PASSWORD: Text.optional(),
  /** Identity project: the browser signs in to it, the user service accepts its tokens. */
  FIREBASE_PROJECT_ID: Text.default('demo-casino-bg'),
  /** The Auth emulator as host:port; unset means real Firebase (GOOGLE_APPLICATION_CREDENTIALS). */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$/, 'Expected host:port')
    .optional(),
});

/** The site's own keys (build, render, prerender, browser). */
export const SiteKeys = SharedKeys.extend({
  APP_VERSION: z
    .string()
    .default(BUILD_VERSION)
    .refine((v) => {
      try {
        parseVersion(v);
        return true;
      } catch {
        return false;
      }
    }, 'Unknown Version'),
  LANG: z.literal(SITE_LANG).default(SITE_LANG),
  API_BASE_URL: Url.optional(),
  BROWSER_API_BASE_URL: Url.optional(),
  STORAGE_BASE_URL: Url.optional(),
  CDN_BASE_URL: Url.optional(),
  MEDIA_BASE_URL: Url.optional(),
  SITEMANAGER_URL: Url.optional(),
  EVENT_REPORT_URL: Url.optional(),
  MAIL_URL: Url.optional(),
  NEWSLETTER_URL: Url.optional(),
  CHAT_URL: Url.optional(),
  AI_KB_URL: Url.optional(),
  FIREBASE_API_KEY: Text.default('demo-key'),
});

/** How long the site's own HTTP servers (the content API, the local CDN) wait for a request. */
export const HttpServerKeys = z.object({
  /** Its headers must have arrived by then (at most the request timeout). */
  HTTP_HEADERS_TIMEOUT_MS: Positive.default(10_000),
  /** All of it, body included, must have arrived by then; an answer may take longer. */
  HTTP_REQUEST_TIMEOUT_MS: Positive.default(30_000),
  /**
   * An idle connection is kept this long: past a proxy's idle timeout (60 s is common), so the
   * server never closes one a client is writing its next request on, which would be lost.
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: Positive.default(65_000),
});

/** The content API's own keys (docs/configuration.md "The local content API"). */
export const ApiKeys = SharedKeys.extend({
  ...HttpServerKeys.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  API_DATA_DIR: z.string().default('.data/api'),
  API_SEED: Count.default(1),
  API_PAGES: Count.default(0),
  API_RESEED: Flag.default(false),
  API_TEST_ENDPOINTS: Flag.default(false),
  /** Basic auth of the review moderation endpoint (docs/configuration.md), given as a pair. */
  MODERATION_USER: Text.optional(),
  MODERATION_PASSWORD: Text.optional(),
  /** Basic auth of the editors' PATCH /admin/… (docs/content-api.md "Edits"), given as a pair. */
  ADMIN_USER: Text.optional(),
  ADMIN_PASSWORD: Text.optional(),
  API_INBOX: Flag.default(false),
  API_PUBLIC_URL: z.string().optional(),
  PUBLISHED_APP_VERSION: z.string().default(BUILD_VERSION),
  API_VERSION: z.string().default('v5.20.0-bg'),
  TEST_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('BG'),
  FAULT_LATENCY_MS: Count.default(0),
  FAULT_ERROR_RATE: Rate.default(0),
  FAULT_TIMEOUT_RATE: Rate.default(0),
  FAULT_PATHS: z.string().optional(),
  FAULT_SEED: z.coerce.number().int().default(42),
  /** GET /changes: open streams per client address, overall, and the idle close. */
  CHANGES_MAX_PER_CLIENT: Positive.default(6),
  CHANGES_MAX_TOTAL: Positive.default(500),
  CHANGES_IDLE_TIMEOUT_MS: Positive.default(10 * 60_000),
  /** Changes the log keeps for clients resuming GET /changes; older ones get `reset`. */
  CHANGES_KEEP: Positive.max(10_000_000).default(10_000),
  /** Memory for read answers kept as bytes, in MiB; 0 keeps none (every read runs its queries). */
  API_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  /** Cache-Control of content reads for a CDN in front: s-maxage and stale-while-revalidate. */
  API_CDN_MAX_AGE_S: Count.max(86_400).default(10),
  API_CDN_STALE_S: Count.max(86_400).default(60),
  /** Writes per window and client on each user-service route is multiplied by this (tests: 1). */
  USERS_RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  /** The same for the receivers (mails, event reports, newsletter, reviews, CSP reports). */
  RECEIVERS_RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  /**
   * Proxies in front of the API whose X-Forwarded-For entry is trusted: 0 keys every limit on
   * the socket's address, 1 on the address the load balancer saw (server/client-address.ts).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Receiver rows (mails, events, cache clears, CSP reports, pending reviews) older are pruned. */
  RECEIVERS_KEEP_DAYS: z.coerce.number().positive().max(3650).default(30),
  /** Most rows each receiver table keeps: the oldest beyond it are pruned. */
  RECEIVERS_KEEP_ROWS: Positive.max(10_000_000).default(10_000),
});

/**
 * The prerender's own keys, unset when not given: prerender.config.ts holds their defaults and
 * says what each means; prerender/config.ts checks the ranges (CLI flags share them).
 */
export const PrerenderKeys = z.object({
  PRERENDER_OUT: Text.optional(),
  PRERENDER_CONCURRENCY: z.coerce.number().optional(),
  PRERENDER_WORKERS: z.coerce.number().optional(),
  PRERENDER_LOCALES: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((locale) => locale.trim())
        .filter(Boolean),
    )
    .optional(),
  PRERENDER_INCREMENTAL: Flag.optional(),
  PRERENDER_MAX_FAILURES: z.coerce.number().optional(),
  PRERENDER_BACKOFF_BASE_MS: z.coerce.number().optional(),
  PRERENDER_WORKER_HEAP_MB: z.coerce.number().optional(),
  PRERENDER_ALLOW_SHRINK_PCT: z.coerce.number().optional(),
  PRERENDER_LOCK_STALE_S: z.coerce.number().optional(),
  PRERENDER_WATCH_WINDOW_MS: z.coerce.number().optional(),
});
