import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium';
import { visitorCookies } from './tests/e2e/fixtures/visitor';

/** Ports of the stack the global setup starts (kept apart from `npm start`'s 3000/4000; E2E_*_PORT lets two checkouts test at once). */
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3310);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
/**
 * The stack's build folder (build/build-dir.mjs): its own, its services' addresses baked in, so the
 * integration tests can render through `dist` at the same time (scripts/test.mjs).
 */
export const E2E_BUILD_DIR = 'dist-e2e';
/** The editors' basic auth of the e2e stack's content API (PATCH /admin, required off local). */
export const E2E_ADMIN = { user: 'e2e-editor', password: 'e2e-editor-password' };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' },
    ],
  ],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_SITE_PORT}`,
    // Recording a trace costs every test about a tenth of its time: CI, which retries once,
    // records the retry; a local run, which does not, keeps the failing run's. Both screenshot it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // page.route() cannot see what a service worker fetches: the offline tests allow it.
    serviceWorkers: 'block',
    // An adult who accepted cookies: the gates stay out of the way (product §4). Today's bonus
    // popup, seen, is written by the specs' `test` (tests/e2e/fixtures/test.ts).
    storageState: { cookies: visitorCookies('127.0.0.1'), origins: [] },
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
