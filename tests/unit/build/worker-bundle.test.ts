import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLES_FOLDER } from '../../../build/bundle-record.mjs';
import { cacheFileOf, workerScript, type WorkerScript } from '../../../build/worker-bundle';

let root: string;
const serverEntry = () => join(root, 'dist/server/entry.mjs');
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const fileOf = (script: WorkerScript | null) => script?.bundle.file ?? null;
const cacheDir = () => join(root, BUNDLES_FOLDER);

beforeEach(() => {
  // A project of three files: the server build, the worker and npm's install record.
  root = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
  write('dist/server/entry.mjs', 'globalThis.serverBuild = 1;\n');
  // Cyrillic in a comment and a string: the string survives the bundle.
  write(
    'prerender/render/worker.ts',
    "// Работник.\n(globalThis as Record<string, unknown>).worker = 'един';\n",
  );
  write('node_modules/.package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the render worker bundle (a worker boots from one cached file)', () => {
  it('bundles the server build and the worker into one CommonJS file, and records it', async () => {
    expect(existsSync(join(cacheDir(), 'worker.json'))).toBe(false);
    const current = await workerScript(root, serverEntry());
    const file = fileOf(current) ?? '';
    expect(existsSync(file)).toBe(true);
    expect(file.endsWith('.cjs')).toBe(true);
    expect(current.bundle.cacheFile).toBe(cacheFileOf(file));
    expect(existsSync(join(cacheDir(), 'worker.json'))).toBe(true);
    // esbuild escapes what is not ASCII.
    expect(readFileSync(file, 'utf8')).toContain('\\u0435\\u0434\\u0438\\u043D');
  });

  it('reuses the recorded bundle while its inputs are unchanged', async () => {
    const first = fileOf(await workerScript(root, serverEntry()));
    const made = readFileSync(join(cacheDir(), 'worker.json'), 'utf8');
    expect(fileOf(await workerScript(root, serverEntry()))).toBe(first);
    // Not made again: the record is the same one.
    expect(readFileSync(join(cacheDir(), 'worker.json'), 'utf8')).toBe(made);
  });

  it('makes a new bundle when the worker, the server build or the packages change', async () => {
    const first = fileOf(await workerScript(root, serverEntry()));
    write(
      'prerender/render/worker.ts',
      "(globalThis as Record<string, unknown>).worker = 'two';\n",
    );
    const second = fileOf(await workerScript(root, serverEntry()));
    expect(second).not.toBe(first);
    // Only the newest bundle is kept.
    expect(existsSync(first ?? '')).toBe(false);
    expect(readdirSync(cacheDir()).filter((f) => f.endsWith('.cjs'))).toHaveLength(1);

    write('node_modules/.package-lock.json', '{"lockfileVersion":3}');
    const third = fileOf(await workerScript(root, serverEntry()));
    // Same code, same name: the record is renewed with the new stamps.
    expect(third).toBe(second);
    write('dist/server/entry.mjs', 'globalThis.serverBuild = 2;\n');
    expect(fileOf(await workerScript(root, serverEntry()))).not.toBe(second);
  });

  it('keeps a code cache for each set of V8 flags, and removes them with their bundle', async () => {
    const first = fileOf(await workerScript(root, serverEntry())) ?? '';
    // V8 rejects a cache made under other flags: the publisher's (it sets one) is its own file.
    const plain = cacheFileOf(first, []);
    const publisher = cacheFileOf(first, ['--heap-growing-percent=50']);
    expect(plain).toBe(first.replace(/\.cjs$/, '.v8-cache'));
    expect(publisher).toMatch(/\.[0-9a-f]{8}\.v8-cache$/);
    expect(publisher).not.toBe(plain);
    expect(cacheFileOf(first, ['--heap-growing-percent=50'])).toBe(publisher);
    writeFileSync(plain, 'cache');
    writeFileSync(publisher, 'cache');
    write(
      'prerender/render/worker.ts',
      "(globalThis as Record<string, unknown>).worker = 'две';\n",
    );
    await workerScript(root, serverEntry());
    expect(existsSync(plain)).toBe(false);
    expect(existsSync(publisher)).toBe(false);
  });

  it('starts from a fresh bundle when the record is unreadable', async () => {
    mkdirSync(cacheDir(), { recursive: true });
    writeFileSync(join(cacheDir(), 'worker.json'), '{ not json');
    expect(existsSync(fileOf(await workerScript(root, serverEntry())) ?? '')).toBe(true);
  });

  it('fails, saying why, when the bundle cannot be made', async () => {
    write('prerender/render/worker.ts', 'export const = ;\n'); // a syntax error
    await expect(workerScript(root, serverEntry())).rejects.toThrow(
      /render worker's bundle failed: prerender\/render\/worker\.ts:1:\d+: /,
    );
  });
});
