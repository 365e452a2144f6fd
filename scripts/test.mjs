#!/usr/bin/env node
// `npm test`: every test of the project — unit, integration (real HTTP servers over the
// embedded database, the content API's also over a throwaway PostgreSQL server) and end-to-end
// in Debian chromium against the built, prerendered site. Vitest and Playwright run side by side:
// each alone leaves a core idle a tenth of its time, in its set-up and its last files.
// Installs what is missing first. Ends with the tests that did not pass, named, and one plain line
// "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureNpmPackages, ensurePostgres } from './setup.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.tmp/test-reports`;

ensureNpmPackages();
ensureChromium({ required: true });
ensurePostgres({ required: true });
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...env },
  });
  console.log(
    `=== ${name}: exit ${result.status} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.status === 0;
}

/**
 * Runs `command` beside the other runner: each line it prints carries `tag`, so both stay
 * readable in one log. Answers whether it passed.
 */
function besideOthers(tag, command, args, env = {}) {
  console.log(`=== ${tag.trim()}: started`);
  const started = Date.now();
  // Colours where a person watches; the runners see a pipe and would leave them out.
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...colour, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const output of [child.stdout, child.stderr])
    createInterface({ input: output }).on('line', (line) => console.log(`${tag} | ${line}`));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`=== ${tag.trim()}: exit ${status} in ${seconds} s`);
      resolve(status === 0);
    });
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// A production build first: the integration tests render through it and the eager-JS budget is
// checked. The e2e stack builds again into a folder of its own (playwright.config.ts
// E2E_BUILD_DIR) with the test services' URLs baked into the browser code.
const buildOk = step('build', 'npm', ['run', 'build'], { NODE_ENV: 'production' });
console.log('\n=== unit and integration tests (vitest) beside the end-to-end tests (e2e)');
const [vitestOk, e2eOk] = await Promise.all([
  besideOthers('vitest', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ]),
  besideOthers('e2e   ', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  }),
]);

const vitest = readJson(`${reports}/vitest.json`);
const playwright = readJson(`${reports}/playwright.json`);
let passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
let failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
if (!vitestOk && !vitest?.numFailedTests) failed += 1;
if (!e2eOk && !playwright?.stats?.unexpected) failed += 1;
if (!buildOk) failed += 1;
const failures = [...vitestFailures(vitest, root), ...playwrightFailures(playwright)];
if (failures.length > 0) console.log(`\nnot passed:\n${failures.map((l) => `- ${l}`).join('\n')}`);
console.log(
  `\nvitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`,
);
console.log(
  `playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed, ${playwright?.stats?.flaky ?? 0} flaky`,
);
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(buildOk && vitestOk && e2eOk && passed > 0 ? 0 : 1);
