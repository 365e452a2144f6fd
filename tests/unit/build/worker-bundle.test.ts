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
import { cacheFileOf, workerScripts, type WorkerScript } from '../../../build/worker-bundle';

let root: string;
const serverEntry = () => join(root, 'dist/server/entry.mjs');
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const fileOf = (script: WorkerScript | null) => script?.bundle.file ?? null;
const cacheDir = () => join(root, 'node_modules/.cache/prerender');

beforeEach(() => {
  // A project of three files: the server build, the worker and npm's install record.
  root = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
  write('dist/server/entry.mjs', 'globalThis.serverBuild = 1;\n');
  // Cyrillic in a comment and a string: the string survives the bundle.
  write(
    'prerender/worker.ts',
    "// Работник.\n(globalThis as Record<string, unknown>).worker = 'един';\n",
  );
  write('node_modules/.package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the render worker bundle (a worker boots from one cached file)', () => {
  it('bundles the server build and the worker into one CommonJS file, and records it', async () => {
    const scripts = workerScripts(root, serverEntry());
    expect(scripts.recorded).toBeNull();
    const current = await scripts.current;
    const file = fileOf(current) ?? '';
    expect(existsSync(file)).toBe(true);
    expect(file.endsWith('.cjs')).toBe(true);
    expect(current.bundle.cacheFile).toBe(cacheFileOf(file));
    expect(existsSync(join(cacheDir(), 'worker.json'))).toBe(true);
    // esbuild escapes what is not ASCII.
    expect(readFileSync(file, 'utf8')).toContain('\\u0435\\u0434\\u0438\\u043D');
  });

  it('reuses the recorded bundle while its inputs are unchanged, and starts from it at once', async () => {
    const first = fileOf(await workerScripts(root, serverEntry()).current);
    const again = workerScripts(root, serverEntry());
    expect(fileOf(again.recorded)).toBe(first);
    expect(fileOf(await again.current)).toBe(first);
  });

  it('makes a new bundle when the worker, the server build or the packages change', async () => {
    const first = fileOf(await workerScripts(root, serverEntry()).current);
    write('prerender/worker.ts', "(globalThis as Record<string, unknown>).worker = 'two';\n");
    const changed = workerScripts(root, serverEntry());
    // The old bundle is still offered for a quick start, but the current one is new.
    expect(fileOf(changed.recorded)).toBe(first);
    const second = fileOf(await changed.current);
    expect(second).not.toBe(first);
    // Only the newest bundle is kept.
    expect(existsSync(first ?? '')).toBe(false);
    expect(readdirSync(cacheDir()).filter((f) => f.endsWith('.cjs'))).toHaveLength(1);

    write('node_modules/.package-lock.json', '{"lockfileVersion":3}');
    const third = fileOf(await workerScripts(root, serverEntry()).current);
    // Same code, same name: the record is renewed with the new stamps.
    expect(third).toBe(second);
    write('dist/server/entry.mjs', 'globalThis.serverBuild = 2;\n');
    expect(fileOf(await workerScripts(root, serverEntry()).current)).not.toBe(second);
  });

  it('starts from a fresh bundle when the record is unreadable', async () => {
    mkdirSync(cacheDir(), { recursive: true });
    writeFileSync(join(cacheDir(), 'worker.json'), '{ not json');
    const scripts = workerScripts(root, serverEntry());
    expect(scripts.recorded).toBeNull();
    expect(existsSync(fileOf(await scripts.current) ?? '')).toBe(true);
  });

  it('fails, saying why, when the bundle cannot be made', async () => {
    write('prerender/worker.ts', 'export const = ;\n'); // a syntax error
    await expect(workerScripts(root, serverEntry()).current).rejects.toThrow(
      /render worker's bundle failed: prerender\/worker\.ts:1:\d+: /,
    );
  });
});
