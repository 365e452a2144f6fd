#!/usr/bin/env node
// `npm test`: every test of the project — unit, integration (real HTTP servers over the
// embedded database, the content API's also over a throwaway PostgreSQL server) and end-to-end
// in Debian chromium against the built, prerendered site. Vitest and Playwright run side by side:
// each alone leaves a core idle a tenth of its time, in its set-up and its last files.
// Installs what is missing first. Ends with the tests that did not pass, named, and one plain line
// "N passed, N failed".
import { spawn } from 'node:child_process';
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

/**
 * Runs `command`, each line it prints tagged `name`, so the two runners that go side by side stay
 * readable in one log. Answers whether it passed.
 */
function run(name, command, args, env = {}) {
  const tag = name.padEnd(6);
  console.log(`=== ${name}: started`);
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
    let ended = false;
    // A child that cannot start emits 'error' and may still emit 'close': one line, one answer.
    const end = (how, ok) => {
      if (ended) return;
      ended = true;
      console.log(`=== ${name}: ${how} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(ok);
    };
    child.on('error', (error) => end(`could not start (${error.message})`, false));
    child.on('close', (status) => end(`exit ${status}`, status === 0));
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
const buildOk = await run('build', 'npm', ['run', 'build'], { NODE_ENV: 'production' });
console.log('\n=== unit and integration tests (vitest) beside the end-to-end tests (e2e)');
const [vitestOk, e2eOk] = await Promise.all([
  run('vitest', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ]),
  run('e2e', 'npx', ['playwright', 'test'], {
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
