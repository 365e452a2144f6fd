#!/usr/bin/env node
// `npm run check`: the static walls (Prettier, ESLint with the room boundaries and size caps, tsc)
// side by side, each a single-threaded process on its own core, then the unit tests.
// `--no-unit` leaves the unit tests to a later `npm test` (.ci/run: each test runs once).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const withUnit = !process.argv.includes('--no-unit');

/** Runs `npm run <script>`, its output held and printed whole when it ends. */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n=== ${script}: exit ${code} in ${seconds} s\n${out}`);
      resolve(code === 0);
    });
  });
}

const walls = await Promise.all(['format:check', 'lint', 'typecheck'].map(run));
const unit = withUnit ? await run('test:unit') : true;
process.exit(walls.every(Boolean) && unit ? 0 : 1);
