/**
 * The build's environment, parsed once with zod (STYLE.md habit 2). Callers pass the record
 * (process.env on the server, the build's record for the browser), so this file never touches
 * process or window and runs anywhere.
 */
import { z } from 'zod';
import type { ClientConfig } from './client';
import { Stage, stageUsesTestHosts } from './stage';
import { BUILD_VERSION, SITE_LANG } from './constants';
import { parseVersion } from '../domain/rules/versions';
import { issueLines } from '../domain/rules/issues';

export { Stage, stageUsesTestHosts } from './stage';

/** Base URLs a stage falls back to when the record does not name them. */
type HostDefaults = {
  apiBaseUrl: string;
  storageBaseUrl: string;
  cdnBaseUrl: string;
  siteUrl: string;
};

/** Local and e2e: everything on 127.0.0.1 (the content API on 4000, the site on 3000). */
export const LOCAL_HOSTS: HostDefaults = {
  apiBaseUrl: 'http://127.0.0.1:4000',
  storageBaseUrl: 'http://127.0.0.1:3000/storage',
  cdnBaseUrl: 'http://127.0.0.1:3000/storage',
  siteUrl: 'http://127.0.0.1:3000',
};

/**
 * Test-host stages serve storage from the one local CDN, so its hosts follow the site named:
 * a stack on another port names no host on 3000 (SPEC §9 content security policy).
 */
function localHosts(siteUrl: string): HostDefaults {
  const storage = `${siteUrl}/storage`;
  return { ...LOCAL_HOSTS, storageBaseUrl: storage, cdnBaseUrl: storage, siteUrl };
}

/** Preview and production: real-looking https hosts, so a missing key never points at localhost. */
export const PRODUCTION_HOSTS: HostDefaults = {
  apiBaseUrl: 'https://cms.kazino-bg.example/api',
  storageBaseUrl: 'https://storage.kazino-bg.example',
  cdnBaseUrl: 'https://cdn.kazino-bg.example',
  siteUrl: 'https://kazino-bg.example',
};

/** Basic-auth credentials used on test-host stages when none are given. */
const LOCAL_CREDENTIALS = { user: 'local', password: 'local' } as const;

const Url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));
const Text = z.string().min(1);

const Raw = z.object({
  STAGE: Stage.default('local'),
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
  SITE_URL: Url.optional(),
  SITEMANAGER_URL: Url.optional(),
  EVENT_REPORT_URL: Url.optional(),
  MAIL_URL: Url.optional(),
  NEWSLETTER_URL: Url.optional(),
  CHAT_URL: Url.optional(),
  AI_KB_URL: Url.optional(),
  EVENT_REPORT_USER: Text.optional(),
  EVENT_REPORT_PASSWORD: Text.optional(),
  SITEMANAGER_USER: Text.optional(),
  SITEMANAGER_PASSWORD: Text.optional(),
  FIREBASE_PROJECT_ID: Text.default('demo-casino-bg'),
  FIREBASE_API_KEY: Text.default('demo-key'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$/, 'Expected host:port')
    .optional(),
});

/** Basic-auth credentials. */
export type Credentials = { user: string; password: string };

/** The parsed environment. */
export type Env = {
  /** Deployment stage. */
  stage: Stage;
  /** The app version this build publishes as (SPEC §3 Website record appVersion). */
  appVersion: string;
  /** Site language, fixed per build (SPEC §1). */
  lang: typeof SITE_LANG;
  /** Database API base; every SPEC §7 path is relative to it. */
  apiBaseUrl: string;
  /** The API base as a visitor's browser reaches it (default: apiBaseUrl). */
  browserApiBaseUrl: string;
  /** Where db.json and prerender folders are served (SPEC §7 static file {storage}). */
  storageBaseUrl: string;
  /** CDN whose URLs in responses are rewritten to the locale's host (SPEC §7). */
  cdnBaseUrl: string;
  /** Where the CMS's images are served (the policy's img-src; default: the CDN). */
  mediaBaseUrl: string;
  /** Public origin of the site itself. */
  siteUrl: string;
  /** Site manager base for cache clears (SPEC §7). */
  sitemanagerUrl: string;
  /** Event report endpoint (SPEC §7). */
  eventReportUrl: string;
  /** Mail service base (SPEC §7). */
  mailUrl: string;
  /** Newsletter service base (SPEC §7). */
  newsletterUrl: string;
  /** Chat service base. */
  chatUrl: string | undefined;
  /** AI knowledge base, only configured (SPEC §7). */
  aiKbUrl: string | undefined;
  /** Basic auth of the event report API (SPEC §7). */
  eventReportAuth: Credentials;
  /** Basic auth of the site manager (SPEC §7). */
  sitemanagerAuth: Credentials;
  /** Identity service project; a 'demo-' id sends the literal App Check token 'demo' (SPEC §7). */
  firebase: { projectId: string; apiKey: string; authEmulatorHost: string | undefined };
};

/**
 * Reads a key, also under the VITE_ prefix the browser build exposes (unprefixed wins). Empty
 * text counts as unset, because shells and CI often export empty variables.
 */
function read(source: Record<string, string | undefined>, key: string): string | undefined {
  const value = source[key] ?? source[`VITE_${key}`];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * LANG is also the POSIX locale variable ('C.UTF-8', 'en_US.UTF-8') in every shell's process.env,
 * so only a bare language code is taken as the site language; anything else is ignored.
 */
function readLang(source: Record<string, string | undefined>): string | undefined {
  const value = read(source, 'LANG');
  return value !== undefined && /^[a-z]{2,3}$/i.test(value) ? value : undefined;
}

const KEYS = Object.keys(Raw.shape) as (keyof typeof Raw.shape)[];

/**
 * Credentials come in pairs. Outside the test-host stages both halves are required, so a
 * production build never sends the local defaults to a real host. Checked beside the zod parse
 * (not in a refinement, which zod skips once a field failed) so one error names every bad key.
 */
function credentialIssues(picked: Record<string, string>): string[] {
  const stage = Stage.safeParse(picked.STAGE ?? 'local');
  if (!stage.success) return [];
  const testHosts = stageUsesTestHosts(stage.data);
  const issues: string[] = [];
  for (const prefix of ['EVENT_REPORT', 'SITEMANAGER']) {
    const pair = [`${prefix}_USER`, `${prefix}_PASSWORD`];
    const missing = pair.filter((key) => picked[key] === undefined);
    if (missing.length === 0 || (testHosts && missing.length === 2)) continue;
    const why = testHosts
      ? 'Required when the other half is set'
      : `Required on stage ${stage.data}`;
    issues.push(...missing.map((key) => `${key}: ${why}`));
  }
  // A production build never talks to a demo identity project (SPEC §7 App Check 'demo').
  const project = picked.FIREBASE_PROJECT_ID;
  if (stage.data === 'production' && (project === undefined || project.startsWith('demo-'))) {
    issues.push('FIREBASE_PROJECT_ID: Required on stage production (not a demo- project)');
  }
  // The Auth emulator takes unsigned tokens: a build real visitors reach never points at one.
  if (!testHosts && picked.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    issues.push(`FIREBASE_AUTH_EMULATOR_HOST: Not allowed on stage ${stage.data}`);
  }
  return issues;
}

/**
 * Parses an env-like record into the typed {@link Env}, filling stage defaults: local and e2e
 * get 127.0.0.1 hosts and 'local'/'local' credentials, preview and production https hosts and
 * no credential defaults. Throws one Error naming every bad key, e.g.
 * 'Invalid environment: STAGE: …; API_BASE_URL: …'.
 */
// SPEC §9 'CDN, storage and cms API base paths differ per stage; local and e2e use test hosts'
export function parseEnv(source: Record<string, string | undefined>): Env {
  const picked: Record<string, string> = {};
  for (const key of KEYS) {
    const value = key === 'LANG' ? readLang(source) : read(source, key);
    if (value !== undefined) picked[key] = value;
  }
  const result = Raw.safeParse(picked);
  const issues = [...(result.success ? [] : issueLines(result.error)), ...credentialIssues(picked)];
  if (!result.success || issues.length > 0) {
    throw new Error(`Invalid environment: ${issues.join('; ')}`);
  }
  const raw = result.data;
  const hosts = stageUsesTestHosts(raw.STAGE)
    ? localHosts(raw.SITE_URL ?? LOCAL_HOSTS.siteUrl)
    : PRODUCTION_HOSTS;
  const api = raw.API_BASE_URL ?? hosts.apiBaseUrl;
  // The receivers the browser posts to hang off the API as the browser reaches it.
  const browserApi = raw.BROWSER_API_BASE_URL ?? api;
  const credentials = (user: string | undefined, password: string | undefined): Credentials =>
    user !== undefined && password !== undefined ? { user, password } : { ...LOCAL_CREDENTIALS };
  return {
    stage: raw.STAGE,
    appVersion: raw.APP_VERSION,
    lang: raw.LANG,
    apiBaseUrl: api,
    browserApiBaseUrl: browserApi,
    storageBaseUrl: raw.STORAGE_BASE_URL ?? hosts.storageBaseUrl,
    cdnBaseUrl: raw.CDN_BASE_URL ?? hosts.cdnBaseUrl,
    mediaBaseUrl: raw.MEDIA_BASE_URL ?? raw.CDN_BASE_URL ?? hosts.cdnBaseUrl,
    siteUrl: raw.SITE_URL ?? hosts.siteUrl,
    sitemanagerUrl: raw.SITEMANAGER_URL ?? `${api}/sitemanager`,
    eventReportUrl: raw.EVENT_REPORT_URL ?? `${browserApi}/events`,
    mailUrl: raw.MAIL_URL ?? `${browserApi}/mail`,
    newsletterUrl: raw.NEWSLETTER_URL ?? `${browserApi}/newsletter`,
    chatUrl: raw.CHAT_URL,
    aiKbUrl: raw.AI_KB_URL,
    eventReportAuth: credentials(raw.EVENT_REPORT_USER, raw.EVENT_REPORT_PASSWORD),
    sitemanagerAuth: credentials(raw.SITEMANAGER_USER, raw.SITEMANAGER_PASSWORD),
    firebase: {
      projectId: raw.FIREBASE_PROJECT_ID,
      apiKey: raw.FIREBASE_API_KEY,
      authEmulatorHost: raw.FIREBASE_AUTH_EMULATOR_HOST,
    },
  };
}

/** The part of {@link Env} the browser needs, inlined into the build (src/config/client.ts). */
export function toClientConfig(env: Env): ClientConfig {
  return {
    stage: env.stage,
    lang: env.lang,
    appVersion: env.appVersion,
    apiBaseUrl: env.browserApiBaseUrl,
    storageBaseUrl: env.storageBaseUrl,
    cdnBaseUrl: env.cdnBaseUrl,
    mailUrl: env.mailUrl,
    eventReportUrl: env.eventReportUrl,
    eventReportAuth: env.eventReportAuth,
    newsletterUrl: env.newsletterUrl,
    firebase: env.firebase,
  };
}
