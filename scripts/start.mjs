#!/usr/bin/env node
// `npm start`: installs what is missing, then starts the whole site on the embedded default
// (content API over PGlite, build, prerender of the Bulgarian locales, local CDN).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureNpmPackages } from './setup.mjs';

ensureNpmPackages();
const root = fileURLToPath(new URL('..', import.meta.url));
// tsx itself, not through npx: npx exits on a SIGTERM without passing it on, and tsx does.
const tsx = `${root}node_modules/.bin/tsx`;
const stack = spawn(tsx, ['scripts/start-stack.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
// Passed on, not left to kill this process: a SIGTERM sent here alone must reach the stack,
// which stops the services it started.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.kill(signal));
stack.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
