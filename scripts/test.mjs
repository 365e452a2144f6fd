#!/usr/bin/env node
// `npm test`: every test of the project — unit, integration (real HTTP servers over the
// embedded database, the content API's also over a throwaway PostgreSQL server) and end-to-end
// in Debian chromium against the built, prerendered site.
// Installs what is missing first. Ends with the tests that did not pass, named, and one plain line
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
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

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// A production build first: the integration tests render through it and the eager-JS budget is
// checked. The e2e stack builds again with the test services' URLs baked into the browser code.
const buildOk = step('build', 'npm', ['run', 'build'], { NODE_ENV: 'production' });
const vitestOk = step('unit and integration tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
const e2eOk = step('end-to-end tests (playwright, chromium)', 'npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
});

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
