/**
 * The benches' own packages: bench/package.json (Lighthouse, chrome-launcher, stock vike-react)
 * and bench/astro/package.json stay out of the product's install, so `npm ci --omit=dev` and
 * `npm ci` stay lean; each bench installs its folder the first time it needs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Installs `folder`'s package.json (relative to the repo) unless `probe` is already in its node_modules. */
export function ensureBenchPackages(folder: string, probe: string): void {
  const cwd = join(root, folder);
  if (existsSync(join(cwd, 'node_modules', probe))) return;
  console.log(`bench: installing ${folder}/package.json (first run)…`);
  // Peers (react, vike, vite) come from the repo's node_modules: one copy of React for both apps.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps'], {
    cwd,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new Error(`bench: npm install in ${folder} failed (exit ${String(result.status)})`);
  }
}
