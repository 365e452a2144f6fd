import { defineConfig } from 'vitest/config';
import { clientConfigDefine } from './src/config/define';

// Two projects: unit (pure, fast, in `npm run check`) and integration (real HTTP servers
// and the embedded database). End-to-end tests run in Playwright, not here.
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
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
