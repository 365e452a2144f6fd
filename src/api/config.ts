/**
 * The browser build's configuration: API, storage and mail bases, stage and identity project.
 * Read from Vite's build-time `import.meta.env` (VITE_* variables, set by the build step), with
 * the same fallbacks as src/config/env.ts but without zod, so the eager boot stays small
 * (zod alone is larger than the eager budget). Callers may pass their own record (tests, server).
 *
 * Variables: VITE_STAGE, VITE_API_BASE_URL, VITE_STORAGE_BASE_URL, VITE_CDN_BASE_URL, VITE_SITE_URL, VITE_MAIL_URL,
 * VITE_EVENT_REPORT_URL, VITE_EVENT_REPORT_USER, VITE_EVENT_REPORT_PASSWORD,
 * VITE_FIREBASE_PROJECT_ID. Unset ones fall back like parseEnv: 127.0.0.1 hosts on local/e2e.
 */
import { BUILD_VERSION, SITE_LANG } from '../config/constants';

/** Deployment stage (SPEC §9); mirrors the Stage enum of src/config/env.ts. */
export type ClientStage = 'local' | 'e2e' | 'preview' | 'production';

/** What the browser runtime needs to know about its environment. */
export type ClientConfig = {
  /** Deployment stage. */
  stage: ClientStage;
  /** Site language (SPEC §1). */
  lang: string;
  /** This build's version (SPEC §9 Build). */
  appVersion: string;
  /** Database API base (SPEC §7). */
  apiBaseUrl: string;
  /** Storage base holding db.json folders (SPEC §7 static file). */
  storageBaseUrl: string;
  /** CDN origin whose URLs are rewritten to the locale's host (SPEC §7). */
  cdnBaseUrl: string;
  /** Mail service base (SPEC §7). */
  mailUrl: string;
  /** Event report endpoint (SPEC §7). */
  eventReportUrl: string;
  /** Basic auth of the event report API. */
  eventReportAuth: { user: string; password: string };
  /** Identity project id; 'demo-' ids send App Check 'demo' (SPEC §7). */
  firebaseProjectId: string;
};

const STAGES: readonly ClientStage[] = ['local', 'e2e', 'preview', 'production'];

/**
 * Vite replaces each literal `import.meta.env.VITE_*` at build time (a bare `import.meta.env`
 * becomes null in vike builds), so every key is spelled out. Outside Vite (tsx) import.meta.env
 * is undefined and the lookup throws: then the fallbacks apply.
 */
function viteEnv(): Record<string, string | undefined> {
  try {
    return {
      VITE_STAGE: import.meta.env.VITE_STAGE,
      VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
      VITE_STORAGE_BASE_URL: import.meta.env.VITE_STORAGE_BASE_URL,
      VITE_CDN_BASE_URL: import.meta.env.VITE_CDN_BASE_URL,
      VITE_MAIL_URL: import.meta.env.VITE_MAIL_URL,
      VITE_EVENT_REPORT_URL: import.meta.env.VITE_EVENT_REPORT_URL,
      VITE_EVENT_REPORT_USER: import.meta.env.VITE_EVENT_REPORT_USER,
      VITE_EVENT_REPORT_PASSWORD: import.meta.env.VITE_EVENT_REPORT_PASSWORD,
      VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    };
  } catch {
    return {};
  }
}

const strip = (url: string): string => url.replace(/\/+$/, '');

/** Builds the {@link ClientConfig} from an env-like record (default: Vite's import.meta.env). */
export function readClientConfig(
  source: Record<string, string | undefined> = viteEnv(),
): ClientConfig {
  const get = (key: string): string | undefined => {
    const value = source[`VITE_${key}`];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const rawStage = get('STAGE') as ClientStage | undefined;
  const stage: ClientStage = rawStage && STAGES.includes(rawStage) ? rawStage : 'local';
  const testHosts = stage === 'local' || stage === 'e2e';
  const api = strip(
    get('API_BASE_URL') ??
      (testHosts ? 'http://127.0.0.1:4000' : 'https://cms.kazino-bg.example/api'),
  );
  return {
    stage,
    lang: SITE_LANG,
    appVersion: BUILD_VERSION,
    apiBaseUrl: api,
    storageBaseUrl: strip(
      get('STORAGE_BASE_URL') ??
        (testHosts ? 'http://127.0.0.1:3000/storage' : 'https://storage.kazino-bg.example'),
    ),
    cdnBaseUrl: strip(
      get('CDN_BASE_URL') ??
        (testHosts ? 'http://127.0.0.1:3000/storage' : 'https://cdn.kazino-bg.example'),
    ),
    mailUrl: strip(get('MAIL_URL') ?? `${api}/mail`),
    eventReportUrl: strip(get('EVENT_REPORT_URL') ?? `${api}/events`),
    eventReportAuth: {
      user: get('EVENT_REPORT_USER') ?? 'local',
      password: get('EVENT_REPORT_PASSWORD') ?? 'local',
    },
    firebaseProjectId: get('FIREBASE_PROJECT_ID') ?? 'demo-casino-bg',
  };
}

let cached: ClientConfig | undefined;

/** The build's config, read once. */
export function clientConfig(): ClientConfig {
  cached ??= readClientConfig();
  return cached;
}
