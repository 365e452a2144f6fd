import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('../../../build/build-dir.mjs', import.meta.url).href;

/** The folder build/build-dir.mjs answers under BUILD_DIR=`value` (unset when undefined). */
function buildDirUnder(value: string | undefined) {
  const env = { ...process.env };
  delete env.BUILD_DIR;
  if (value !== undefined) env.BUILD_DIR = value;
  return spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `console.log((await import('${moduleUrl}')).BUILD_DIR)`],
    { env, encoding: 'utf8', cwd: fileURLToPath(new URL('../../..', import.meta.url)) },
  );
}

describe('the build folder (build/build-dir.mjs)', () => {
  it('is dist when BUILD_DIR is unset or empty, and the folder it names otherwise', () => {
    expect(buildDirUnder(undefined).stdout.trim()).toBe('dist');
    expect(buildDirUnder('').stdout.trim()).toBe('dist');
    expect(buildDirUnder('dist-e2e').stdout.trim()).toBe('dist-e2e');
  });

  it('refuses a path or a dot folder with a clear error, so no step writes outside the repo', () => {
    for (const value of ['../elsewhere', '/tmp/dist', 'a/b', '..', '.']) {
      const run = buildDirUnder(value);
      expect(run.status, value).not.toBe(0);
      expect(run.stderr, value).toContain(`BUILD_DIR=${JSON.stringify(value)}`);
    }
  });
});
