#!/usr/bin/env node
// `npm start`: installs what is missing, then starts the whole site on the embedded default
// (content API over PGlite, build, prerender of the Bulgarian locales, local CDN).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureNpmPackages } from './setup.mjs';

ensureNpmPackages();
const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync('npx', ['tsx', 'scripts/start-stack.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
