#!/usr/bin/env node
// Installs what a fresh clone is missing, so `npm start` and `npm test` work with nothing but
// Node 20 and Debian's apt: the npm packages (`npm ci` from the lockfile), Debian's chromium
// and its headless shell for the benches and the browser tests, and Debian's postgresql for the
// content API's tests on a real server. Idempotent and quick when everything is there.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The browser a visitor runs (the client bench) and its headless shell (the browser tests).
const CHROMIUM = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell',
};
// Debian keeps each major version's server binaries here, off PATH (scripts/postgres.ts).
const POSTGRES_ROOT = '/usr/lib/postgresql';

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
  // The lockfile is the install: the same tree on every machine (`npm install` only without one).
  const command = existsSync(`${root}/package-lock.json`) ? 'ci' : 'install';
  console.log(`setup: installing npm packages (npm ${command})…`);
  run('npm', [command, '--no-audit', '--no-fund']);
}

/** Installs Debian packages with apt-get (through `sudo -n` unless we are root). */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    isRoot ? run('apt-get', args, { env }) : run('sudo', ['-n', 'apt-get', ...args], { env });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...packages]);
}

export function ensureChromium({ required }) {
  const missing = Object.keys(CHROMIUM).filter((name) => !existsSync(CHROMIUM[name]));
  if (missing.length === 0) return;
  console.log(`setup: installing Debian ${missing.join(' and ')} with apt…`);
  try {
    aptInstall(missing);
  } catch (error) {
    if (required) throw error;
    console.warn(
      `setup: ${missing.join(' and ')} could not be installed (${error.message}); browser tests will fail.`,
    );
  }
}

function postgresInstalled() {
  if (!existsSync(POSTGRES_ROOT)) return false;
  return readdirSync(POSTGRES_ROOT).some((v) => existsSync(`${POSTGRES_ROOT}/${v}/bin/initdb`));
}

export function ensurePostgres({ required }) {
  if (postgresInstalled()) return;
  console.log('setup: installing Debian postgresql with apt…');
  try {
    aptInstall(['postgresql']);
  } catch (error) {
    if (required) throw error;
    console.warn(
      `setup: postgresql could not be installed (${error.message}); the content API's PostgreSQL tests will fail.`,
    );
  }
}

/** Debian's wrk, the load of the HTTP benches (bench/load.ts); only they ask for it. */
export function ensureWrk() {
  if (existsSync('/usr/bin/wrk')) return;
  console.log('setup: installing Debian wrk with apt…');
  aptInstall(['wrk']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureNpmPackages();
  ensureChromium({ required: process.argv.includes('--chromium') });
  ensurePostgres({ required: process.argv.includes('--postgres') });
  if (process.argv.includes('--wrk')) ensureWrk();
}
