/**
 * The browser's configuration. It is not parsed in the browser: `npm run build` parses the
 * environment once with zod (parseEnv in src/config/env.ts), derives this record with
 * toClientConfig, and Vite inlines it as `__CLIENT_CONFIG__` (vite.config.ts `define`). So the
 * eager script carries the values and no parser.
 */
import type { Stage } from './stage';

/** What the browser runtime knows of its environment. */
export type ClientConfig = {
  /** Deployment stage (product §9). */
  stage: Stage;
  /** Site language (product §1). */
  lang: string;
  /** This build's version (product §9 Build). */
  appVersion: string;
  /** Database API base as the browser reaches it (product §7); never the prerender's internal URL. */
  apiBaseUrl: string;
  /** Storage base holding the db.json folders (product §7 static file). */
  storageBaseUrl: string;
  /** CDN origin whose URLs are rewritten to the locale's host (product §7). */
  cdnBaseUrl: string;
  /** Mail service base (product §7). */
  mailUrl: string;
  /** Event report endpoint (product §7). */
  eventReportUrl: string;
  /** Basic auth of the event report API (product §7). */
  eventReportAuth: { user: string; password: string };
  /** Newsletter service base (product §7). */
  newsletterUrl: string;
  /** Identity project: a 'demo-' id sends App Check 'demo' (product §7); the emulator host on test stages. */
  firebase: { projectId: string; apiKey: string; authEmulatorHost: string | undefined };
};

declare const __CLIENT_CONFIG__: ClientConfig | undefined;

/** The build's browser config (inlined by Vite and by vitest.config.ts). */
export function clientConfig(): ClientConfig {
  if (typeof __CLIENT_CONFIG__ === 'undefined') {
    throw new Error('__CLIENT_CONFIG__ is missing: the browser config is inlined by Vite');
  }
  return __CLIENT_CONFIG__;
}
