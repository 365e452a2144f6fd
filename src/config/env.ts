/**
 * The build's environment, parsed once with zod (STYLE.md habit 2). Callers pass the record
 * (process.env on the server, import.meta.env in the browser build), so this file runs anywhere.
 */
import { z } from 'zod';
import { BUILD_VERSION, SITE_LANG } from './constants';
import { parseVersion } from '../domain/rules/versions';

/** Deployment stages (SPEC §9: base paths differ per stage; local and e2e use test hosts). */
export const Stage = z.enum(['local', 'e2e', 'preview', 'production']);
export type Stage = z.infer<typeof Stage>;

/** True for the stages that talk to hosts on this machine. */
export function stageUsesTestHosts(stage: Stage): boolean {
  return stage === 'local' || stage === 'e2e';
}

const Url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

const PRODUCTION_DEFAULTS = {
  API_BASE_URL: 'https://cms.kazino-bg.example/api',
  STORAGE_BASE_URL: 'https://storage.kazino-bg.example',
  SITE_URL: 'https://kazino-bg.example',
} as const;

const LOCAL_DEFAULTS = {
  API_BASE_URL: 'http://127.0.0.1:4000',
  STORAGE_BASE_URL: 'http://127.0.0.1:3000/storage',
  SITE_URL: 'http://127.0.0.1:3000',
} as const;

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
  STORAGE_BASE_URL: Url.optional(),
  SITE_URL: Url.optional(),
  SITEMANAGER_URL: Url.optional(),
  EVENT_REPORT_URL: Url.optional(),
  MAIL_URL: Url.optional(),
  NEWSLETTER_URL: Url.optional(),
  CHAT_URL: Url.optional(),
  AI_KB_URL: Url.optional(),
  EVENT_REPORT_USER: z.string().min(1).optional(),
  EVENT_REPORT_PASSWORD: z.string().min(1).optional(),
  SITEMANAGER_USER: z.string().min(1).optional(),
  SITEMANAGER_PASSWORD: z.string().min(1).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-casino-bg'),
  FIREBASE_API_KEY: z.string().min(1).default('demo-key'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
});

/** The parsed environment. */
export type Env = {
  stage: Stage;
  appVersion: string;
  lang: typeof SITE_LANG;
  apiBaseUrl: string;
  storageBaseUrl: string;
  siteUrl: string;
  sitemanagerUrl: string;
  eventReportUrl: string;
  mailUrl: string;
  newsletterUrl: string;
  chatUrl: string | undefined;
  aiKbUrl: string | undefined;
  eventReportAuth: { user: string; password: string };
  sitemanagerAuth: { user: string; password: string };
  firebase: { projectId: string; apiKey: string; authEmulatorHost: string | undefined };
};

/** Parses an env-like record; throws one error naming every bad key. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = Raw.safeParse(cleaned);
  if (!result.success) {
    const keys = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment: ${keys.join('; ')}`);
  }
  const raw = result.data;
  const testHosts = stageUsesTestHosts(raw.STAGE);
  const defaults = testHosts ? LOCAL_DEFAULTS : PRODUCTION_DEFAULTS;
  const api = raw.API_BASE_URL ?? defaults.API_BASE_URL;
  const credentials = (user: string | undefined, password: string | undefined, what: string) => {
    if (user && password) return { user, password };
    if (testHosts) return { user: 'local', password: 'local' };
    throw new Error(`Invalid environment: ${what} credentials are required on stage ${raw.STAGE}`);
  };
  return {
    stage: raw.STAGE,
    appVersion: raw.APP_VERSION,
    lang: raw.LANG,
    apiBaseUrl: api,
    storageBaseUrl: raw.STORAGE_BASE_URL ?? defaults.STORAGE_BASE_URL,
    siteUrl: raw.SITE_URL ?? defaults.SITE_URL,
    sitemanagerUrl: raw.SITEMANAGER_URL ?? `${api}/sitemanager`,
    eventReportUrl: raw.EVENT_REPORT_URL ?? `${api}/events`,
    mailUrl: raw.MAIL_URL ?? `${api}/mail`,
    newsletterUrl: raw.NEWSLETTER_URL ?? `${api}/newsletter`,
    chatUrl: raw.CHAT_URL,
    aiKbUrl: raw.AI_KB_URL,
    eventReportAuth: credentials(raw.EVENT_REPORT_USER, raw.EVENT_REPORT_PASSWORD, 'EVENT_REPORT'),
    sitemanagerAuth: credentials(raw.SITEMANAGER_USER, raw.SITEMANAGER_PASSWORD, 'SITEMANAGER'),
    firebase: {
      projectId: raw.FIREBASE_PROJECT_ID,
      apiKey: raw.FIREBASE_API_KEY,
      authEmulatorHost: raw.FIREBASE_AUTH_EMULATOR_HOST,
    },
  };
}
