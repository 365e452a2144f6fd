import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { clientConfigDefine } from './src/config/define.ts';

const integrationSetup = ['tests/integration/global-setup.ts'];
/** Each integration file's: a failed fetch names its address and cause. */
const setupFiles = ['tests/integration/fetch-failures.ts'];
const prerenderTests = 'tests/integration/prerender/**';
const publishedSiteTests = ['serve', 'http', 'compressed'].map(
  (name) => `tests/integration/cdn/${name}.test.ts`,
);

const unitFiles = readdirSync(join(import.meta.dirname, 'tests/unit'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `tests/unit/${name}`);
const sourceOf = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
/** A unit file that replaces modules gets a module graph of its own (project unit-mocks). */
const replacesModules = (file: string) => /vi\.(?:mock|doMock|resetModules)\(/.test(sourceOf(file));
/**
 * A unit file that runs in a page's DOM gets our modules fresh, as each page load has its own:
 * the runtime's modules keep state for a page's life (project unit-dom, tests/unit/fresh-modules.ts).
 */
const runsInDom = (file: string) =>
  !replacesModules(file) && /@vitest-environment/.test(sourceOf(file));
const pure = (file: string) => !replacesModules(file) && !runsInDom(file);
const unitShared = {
  // Worker threads, not processes: pure files need no process of their own, and a thread starts
  // for less (BENCHMARKS.md "CI"). A stubbed global or env goes back after each test.
  pool: 'threads',
  unstubGlobals: true,
  unstubEnvs: true,
  environment: 'node',
  // A few start a node process, slow to boot beside two other test files.
  testTimeout: 30_000,
} as const;

// Seven projects: unit, unit-dom and unit-mocks (pure, fast, in `npm run check`), integration (real HTTP
// servers and the embedded database), integration-cdn (the local CDN over one prerendered site),
// integration-prerender (whole prerender runs) and integration-postgres (the content API's tests
// that can differ by database again, on a throwaway PostgreSQL server: the DATABASE_URL path).
// End-to-end tests run in Playwright, not here.
export default defineConfig({
  define: clientConfigDefine(process.env),
  test: {
    // A test file shares its worker's module cache (unit-mocks' aside): React, zod, the API's
    // server and its database engine load once a worker, not once a file (BENCHMARKS.md "CI").
    isolate: false,
    // Three files at once on two cores: most integration files wait on servers and processes.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          ...unitShared,
          name: 'unit',
          include: unitFiles.filter(pure),
        },
      },
      {
        extends: true,
        test: {
          ...unitShared,
          name: 'unit-dom',
          include: unitFiles.filter(runsInDom),
          setupFiles: ['tests/unit/fresh-modules.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...unitShared,
          name: 'unit-mocks',
          include: unitFiles.filter(replacesModules),
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          exclude: [
            ...configDefaults.exclude,
            'tests/integration/postgres/**',
            prerenderTests,
            ...publishedSiteTests,
          ],
          environment: 'node',
          setupFiles,
          globalSetup: integrationSetup,
          // A hang guard, not a measure: a test that runs initdb in WASM (an on-disk database, a
          // cluster dump made anew) takes several times its quiet length on a loaded CI machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-cdn',
          include: publishedSiteTests,
          environment: 'node',
          setupFiles,
          // One prerender for the CDN files, each serving a copy (tests/integration/cdn/site.ts).
          globalSetup: [...integrationSetup, 'tests/integration/cdn/published-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-prerender',
          include: [`${prerenderTests}/*.test.{ts,tsx}`],
          environment: 'node',
          setupFiles,
          globalSetup: integrationSetup,
          // A hang guard: one to three whole prerender runs a test, on a loaded CI machine.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // After the others; two files at once, as a small prerender waits on its API and its
          // processes about a third of its time.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-postgres',
          // Again on PostgreSQL only what can differ by database: its SQL and stored rows, its
          // transactions and concurrency, the LISTEN/NOTIFY change stream. Input validation, HTTP
          // edges, fuzzing and PGlite-only files (migrations on PGlite in memory) stay on PGlite.
          include: [
            ...[
              'change-resume',
              'changes',
              'chat',
              'content',
              'edits',
              'licences',
              'missions',
              'page-list',
              'player-reviews',
              'read-cache',
              'receivers',
              'retention',
              'reviews',
              'users',
            ].map((name) => `tests/integration/server/${name}.test.ts`),
            'tests/integration/postgres/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          setupFiles,
          globalSetup: [...integrationSetup, 'tests/integration/postgres/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
