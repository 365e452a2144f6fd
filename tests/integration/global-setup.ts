/**
 * Once for the integration tests: the Firebase Auth emulator on a free port (the user service's
 * tests sign up and verify through it; FIREBASE_AUTH_EMULATOR_HOST reaches the test workers
 * through the environment), and the app build for the tests that render through it (prerender,
 * serve), in production mode: vitest sets NODE_ENV=test, which would make vite emit development
 * JSX that the production renderer cannot run. `npm test` builds before vitest, so the build only
 * happens when the integration tests run alone on a tree without dist/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthEmulator } from '../../scripts/auth-emulator';
import { freePort } from '../../scripts/free-port';

export default async function setup(): Promise<() => Promise<void>> {
  const root = join(import.meta.dirname, '../..');
  if (!existsSync(join(root, 'dist/server/entry.mjs'))) {
    execFileSync('npx', ['vike', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  // Both integration projects name this setup; in one vitest process the first start serves both.
  if (process.env.INTEGRATION_REPLACED_ENV !== undefined) return () => Promise.resolve();
  const emulator = await startAuthEmulator({ port: await freePort() });
  console.log(
    `integration: Auth emulator at ${emulator.host} ready in ${String(emulator.startupMs)} ms`,
  );
  // What these were before, for tests that compare with the config vitest inlined at start.
  process.env.INTEGRATION_REPLACED_ENV = JSON.stringify({
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? null,
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = emulator.projectId;
  return emulator.stop;
}
