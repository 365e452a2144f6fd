import { configDefaults, defineConfig } from 'vitest/config';
import { clientConfigDefine } from './src/config/define.ts';

// Three projects: unit (pure, fast, in `npm run check`), integration (real HTTP servers and the
// embedded database) and integration-postgres (the content API's tests again, on a throwaway
// PostgreSQL server: the DATABASE_URL path). End-to-end tests run in Playwright, not here.
export default defineConfig({
  define: clientConfigDefine(process.env),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/integration/postgres/**'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-postgres',
          include: [
            'tests/integration/server/**/*.test.{ts,tsx}',
            'tests/integration/postgres/**/*.test.{ts,tsx}',
          ],
          // The data folder is PGlite's own; with DATABASE_URL set the API has none.
          exclude: [...configDefaults.exclude, 'tests/integration/server/data-folder.test.ts'],
          environment: 'node',
          globalSetup: [
            'tests/integration/global-setup.ts',
            'tests/integration/postgres/global-setup.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
