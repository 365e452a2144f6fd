/**
 * Keeping a bundle the prerender runs from (its CLI, build/cli-bundle.ts, and its render worker,
 * build/worker-bundle.ts): named by content, recorded with the stamps of the files it was made
 * from (build/bundle-record.mjs reads them back), the older ones of its kind removed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type * as Esbuild from 'esbuild';
import { stampOf } from './bundle-record.mjs';

/** Written by npm on every install: one stamp for the packages a bundle holds. */
export const PACKAGES_STAMP = 'node_modules/.package-lock.json';

/** What esbuild made, and what else it depends on. */
export type MadeBundle = {
  /** The record's and the files' name: `${kind}.json`, `${kind}-<sha1>.${extension}`. */
  kind: string;
  extension: 'cjs' | 'mjs';
  code: Uint8Array;
  metafile: Esbuild.Metafile;
  /** Absolute paths of inputs esbuild does not see (the code that makes the bundle). */
  alsoFrom: string[];
};

/** Writes and records `made` in `cacheDir`; answers the bundle's file. */
export async function keepBundle(
  root: string,
  cacheDir: string,
  made: MadeBundle,
): Promise<string> {
  const hash = createHash('sha1').update(made.code).digest('hex');
  const file = join(cacheDir, `${made.kind}-${hash}.${made.extension}`);
  // Written whole before it is recorded: runs at once never see a part.
  await writeWhole(file, made.code);
  const files = [
    ...Object.keys(made.metafile.inputs).filter(
      (input) => !input.startsWith('node_modules/') && !input.startsWith('<'),
    ),
    ...made.alsoFrom.map((path) => relative(root, path)),
  ];
  const stamps = await Promise.all(files.map((input) => stampOf(root, input)));
  const inputs = Object.fromEntries(files.map((input, i) => [input, stamps[i]]));
  await writeWhole(join(cacheDir, `${made.kind}.json`), JSON.stringify({ file, inputs }));
  await removeOthers(cacheDir, made.kind, file);
  return file;
}

/** esbuild's first error with its place ("Build failed with 2 errors" alone says nothing). */
export function bundleError(error: unknown): string {
  const first = (error as { errors?: Esbuild.Message[] }).errors?.[0];
  if (!first) return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  const at = first.location;
  return at ? `${at.file}:${String(at.line)}:${String(at.column)}: ${first.text}` : first.text;
}

/** Writes a file under a temporary name, then renames it: a reader never sees a part of it. */
async function writeWhole(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${String(process.pid)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}

/**
 * Deletes the bundles of `kind` made before `keep`, with what belongs to them (a worker's code
 * cache); another run may still read one: no error.
 */
async function removeOthers(cacheDir: string, kind: string, keep: string): Promise<void> {
  const kept = keep.slice(cacheDir.length + 1).replace(/\.[a-z]+$/, '');
  const ofKind = new RegExp(`^${kind}-[0-9a-f]+\\.(?:[0-9a-f]+\\.)?(mjs|cjs|v8-cache)$`);
  for (const name of await readdir(cacheDir))
    if (ofKind.test(name) && !name.startsWith(`${kept}.`))
      await rm(join(cacheDir, name), { force: true });
}
