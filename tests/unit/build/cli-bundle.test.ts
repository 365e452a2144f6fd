import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLES_FOLDER, freshBundle } from '../../../build/bundle-record.mjs';
import { cliBundle } from '../../../build/cli-bundle';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const record = () => join(root, BUNDLES_FOLDER, 'cli.json');
const bundles = () => readdirSync(join(root, BUNDLES_FOLDER)).filter((f) => f.endsWith('.mjs'));

beforeEach(() => {
  // A CLI that, like prerender/run.ts, finds files by its sources' own addresses.
  root = mkdtempSync(join(tmpdir(), 'cli-bundle-'));
  write(
    'prerender/cli.ts',
    "import { where } from '../build/where';\nconsole.log(JSON.stringify([import.meta.url, where]));\n",
  );
  write('build/where.ts', 'export const where: string = new URL(".", import.meta.url).href;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the prerender CLI's bundle (the release runs it without a TypeScript loader)", () => {
  it('runs as one ES module in which each source keeps its own address', async () => {
    const file = await cliBundle(root);
    expect(file.startsWith(join(root, BUNDLES_FOLDER, 'cli-'))).toBe(true);
    const printed = JSON.parse(execFileSync(process.execPath, [file], { encoding: 'utf8' })) as [
      string,
      string,
    ];
    expect(printed).toEqual([
      pathToFileURL(join(root, 'prerender/cli.ts')).href,
      pathToFileURL(join(root, 'build/')).href,
    ]);
  });

  it('is reused while its sources are unchanged, and made again when one changes', async () => {
    const first = await cliBundle(root);
    expect(await freshBundle(root, record())).toBe(first);
    expect(await cliBundle(root)).toBe(first);
    write('build/where.ts', 'export const where: string = "elsewhere";\n');
    expect(await freshBundle(root, record())).toBeNull();
    const second = await cliBundle(root);
    expect(second).not.toBe(first);
    expect(existsSync(first)).toBe(false);
    expect(bundles()).toHaveLength(1);
  });

  it('is not taken from a record that cannot be read, or that names a missing file', async () => {
    mkdirSync(join(root, BUNDLES_FOLDER), { recursive: true });
    writeFileSync(record(), '{ not json');
    expect(await freshBundle(root, record())).toBeNull();
    const file = await cliBundle(root);
    rmSync(file);
    expect(await freshBundle(root, record())).toBeNull();
    expect(existsSync(await cliBundle(root))).toBe(true);
  });

  it('fails, saying where, when a source does not compile', async () => {
    write('build/where.ts', 'export const = ;\n');
    await expect(cliBundle(root)).rejects.toThrow(
      /prerender's bundle failed: build\/where\.ts:1:\d+: /,
    );
  });
});
