/**
 * The build's environment, parsed once with zod (docs/style.md habit 2). Callers pass the record
 * (process.env on the server, the build's record for the browser), so this file never touches
 * process or window and runs anywhere.
 */
import type { ClientConfig } from './client';
import type { SITE_LANG } from './constants';
import { SiteKeys } from './env-keys.ts';
import { parseEnvPart } from './env-read.ts';
import { credentialsRule, noEmulatorRule, realProjectRule } from './env-rules.ts';
import { LOCAL_CREDENTIALS, stageHosts } from './hosts.ts';
import { stageUsesTestHosts, type Stage } from './stage.ts';

export { Stage, stageUsesTestHosts } from './stage.ts';
export { LOCAL_HOSTS, PRODUCTION_HOSTS } from './hosts.ts';

/**
 * The site's part of the environment. Outside the test-host stages the credentials are required,
 * so a build never sends the local defaults to a real host.
 */
const SitePart = {
  keys: SiteKeys,
  rules: [credentialsRule((stage) => !stageUsesTestHosts(stage)), realProjectRule, noEmulatorRule],
  label: 'Invalid environment',
};

/** Basic-auth credentials. */
export type Credentials = { user: string; password: string };

/** The parsed environment. */
export type Env = {
  /** Deployment stage. */
  stage: Stage;
  /** The app version this build publishes as (product §3 Website record appVersion). */
  appVersion: string;
  /** Site language, fixed per build (product §1). */
  lang: typeof SITE_LANG;
  /** Database API base; every product §7 path is relative to it. */
  apiBaseUrl: string;
  /** The API base as a visitor's browser reaches it (default: apiBaseUrl). */
  browserApiBaseUrl: string;
  /** Where db.json and prerender folders are served (product §7 static file {storage}). */
  storageBaseUrl: string;
  /** CDN whose URLs in responses are rewritten to the locale's host (product §7). */
  cdnBaseUrl: string;
  /** Where the CMS's images are served (the policy's img-src; default: the CDN). */
  mediaBaseUrl: string;
  /** Public origin of the site itself. */
  siteUrl: string;
  /** Site manager base for cache clears (product §7). */
  sitemanagerUrl: string;
  /** Event report endpoint (product §7). */
  eventReportUrl: string;
  /** Mail service base (product §7). */
  mailUrl: string;
  /** Newsletter service base (product §7). */
  newsletterUrl: string;
  /** Chat service base. */
  chatUrl: string | undefined;
  /** AI knowledge base, only configured (product §7). */
  aiKbUrl: string | undefined;
  /** Basic auth of the event report API (product §7). */
  eventReportAuth: Credentials;
  /** Basic auth of the site manager (product §7). */
  sitemanagerAuth: Credentials;
  /** Identity service project; a 'demo-' id sends the literal App Check token 'demo' (product §7). */
  firebase: { projectId: string; apiKey: string; authEmulatorHost: string | undefined };
};

/**
 * Parses an env-like record into the typed {@link Env}, filling stage defaults: local and e2e
 * get 127.0.0.1 hosts and 'local'/'local' credentials, preview and production https hosts and
 * no credential defaults. Throws one Error naming every bad key, e.g.
 * 'Invalid environment: STAGE: …; API_BASE_URL: …'.
 */
// product §9 'CDN, storage and cms API base paths differ per stage; local and e2e use test hosts'
export function parseEnv(source: Record<string, string | undefined>): Env {
  const raw = parseEnvPart(SitePart, source);
  const hosts = stageHosts(raw.STAGE, raw.SITE_URL);
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
