#!/usr/bin/env node
// Installs what a fresh clone is missing, so `npm start` and `npm test` work with nothing but
// Node 20 and Debian's apt: the npm packages (npm install, not npm ci: FIELD-NOTES) and
// Debian's chromium for the browser tests. Idempotent and quick when everything is there.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

function npmPackagesStale() {
  const marker = `${root}/node_modules/.package-lock.json`;
  if (!existsSync(marker)) return true;
  const installed = statSync(marker).mtimeMs;
  return ['package.json', 'package-lock.json'].some(
    (f) => statSync(`${root}/${f}`).mtimeMs > installed,
  );
}

export function ensureNpmPackages() {
  if (!npmPackagesStale()) return;
  console.log('setup: installing npm packages (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function ensureChromium({ required }) {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log('setup: installing Debian chromium with apt…');
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const [cmd, ...pre] = sudo.length ? sudo : ['apt-get'];
    const apt = sudo.length ? [...pre, 'apt-get'] : [];
    run(cmd, [...apt, 'update', '-qq'], { env });
    run(cmd, [...apt, 'install', '-y', '-qq', 'chromium'], { env });
  } catch (error) {
    if (required) throw error;
    console.warn(
      `setup: chromium could not be installed (${error.message}); browser tests will fail.`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureNpmPackages();
  ensureChromium({ required: process.argv.includes('--chromium') });
}
