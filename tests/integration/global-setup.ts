/**
 * Builds the app once for the integration tests that render through it (prerender, serve), in
 * production mode: vitest sets NODE_ENV=test, which would make vite emit development JSX that
 * the production renderer cannot run. `npm test` builds before vitest, so this only acts when
 * the integration tests run alone on a tree without dist/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export default function setup(): void {
  const root = join(import.meta.dirname, '../..');
  if (existsSync(join(root, 'dist/server/entry.mjs'))) return;
  execFileSync('npx', ['vike', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
