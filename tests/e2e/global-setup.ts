/**
 * Starts the real stack once for every browser test: the Auth emulator (E2E_AUTH_PORT, default
 * 9310), the content API (test endpoints on, in-memory database), the build (into its own
 * folder, E2E_BUILD_DIR), the prerender of both Bulgarian locales and the local CDN.
 * Returns the teardown.
 */
import { startStack } from '../../scripts/stack';
import {
  E2E_ADMIN,
  E2E_BUILD_DIR,
  E2E_API_PORT as API_PORT,
  E2E_SITE_PORT as SITE_PORT,
} from '../../playwright.config';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Every step of the stack builds into and reads this folder; so do the specs' own prerenders
  // and service workers (fixtures/own-tree.ts), in workers that inherit this environment.
  process.env.BUILD_DIR = E2E_BUILD_DIR;
  const stack = await startStack({
    apiPort: API_PORT,
    sitePort: SITE_PORT,
    outDir: 'out-e2e',
    testEndpoints: true,
    dataDir: 'memory',
    authEmulatorPort: Number(process.env.E2E_AUTH_PORT ?? 9310),
    skipBuild: process.env.E2E_SKIP_BUILD === '1',
    // The editors' basic auth is required on every stage but local (docs/content-api.md "Edits").
    env: { STAGE: 'e2e', ADMIN_USER: E2E_ADMIN.user, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_SITE_URL = stack.siteUrl;
  process.env.E2E_AUTH_EMULATOR_HOST = stack.authEmulatorHost;
  // A spec that starts the publisher renders with the build's own environment (its stage, hosts).
  process.env.E2E_STACK_ENV = JSON.stringify(stack.env);
  return stack.stop;
}
