import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLES_FOLDER } from '../../../build/bundle-record.mjs';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** `npm run prerender -- …` in the copy: the launcher with the repo's packages. */
const start = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'prerender/start.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
/** A bundling step that records a CLI printing its arguments (what build/cli-bundle.ts keeps). */
const bundlingStep = (fails: boolean) =>
  [
    "import { writeFileSync, mkdirSync } from 'node:fs';",
    `const dir = '${BUNDLES_FOLDER}';`,
    'mkdirSync(dir, { recursive: true });',
    fails ? "console.error('cannot bundle'); process.exit(1);" : '',
    'writeFileSync(`${dir}/cli-1.mjs`, \'console.log("cli", ...process.argv.slice(2));\');',
    'const file = `${process.cwd()}/${dir}/cli-1.mjs`;',
    'writeFileSync(`${dir}/cli.json`, JSON.stringify({ file, inputs: {} }));',
  ].join('\n');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'prerender-start-'));
  for (const file of ['prerender/start.mjs', 'build/bundle-record.mjs', 'build/build-dir.mjs']) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    copyFileSync(join(repo, file), join(root, file));
  }
  mkdirSync(join(root, 'node_modules'));
  for (const name of ['zod', 'tsx', 'esbuild', '@esbuild', 'get-tsconfig', 'resolve-pkg-maps'])
    symlinkSync(join(repo, 'node_modules', name), join(root, 'node_modules', name));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run prerender (prerender/start.mjs)', () => {
  it('makes the bundle when there is none, then runs it with the arguments', () => {
    write('build/bundle-prerender.ts', bundlingStep(false));
    const run = start('--out', 'out');
    expect(run.stdout.trim()).toBe('cli --out out');
    expect(run.status).toBe(0);
    // Recorded and unchanged: the next run takes it without bundling (which would now fail).
    write('build/bundle-prerender.ts', bundlingStep(true));
    expect(start('--shard', '1/2').stdout.trim()).toBe('cli --shard 1/2');
  });

  it('fails with exit 2, publishing nothing, when the bundle cannot be made', () => {
    write('build/bundle-prerender.ts', bundlingStep(true));
    const run = start('--out', 'out');
    expect(run.stderr).toContain('cannot bundle');
    expect(run.stderr).toContain('prerender: its bundle could not be made');
    expect(run.status).toBe(2);
  });
});
