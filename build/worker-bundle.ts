/**
 * How a render worker's code is loaded (an incremental build's time is mostly the worker's
 * boot): the worker, vike's server build and every package they use bundled by esbuild into one
 * CommonJS file, which worker-loader.cjs compiles with V8's code cache, so no module is
 * resolved file by file nor compiled again (BENCHMARKS.md).
 *
 * The bundle is kept with the size and time of each project source it was made from and of
 * node_modules/.package-lock.json (rewritten by every npm install), so a run whose sources did not
 * change loads it without starting esbuild; a new bundle replaces the old one and its cache.
 * esbuild is always there where the prerender runs (tsx, which runs it, is built on it), so a
 * bundle that cannot be made is an error, not a silently slower start.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';
import { z } from 'zod';

/** What a worker is started from: the loader, given the bundle and its code cache. */
export type WorkerScript = { loader: URL; bundle: BundleFiles };

/** The files of one bundle, handed to the loader. */
export type BundleFiles = {
  /** The CommonJS bundle (worker, server build, packages). */
  file: string;
  /** V8's code cache for it, written by the first worker that ran without a usable one. */
  cacheFile: string;
};

/** What is kept of the bundle made last. */
const BundleRecord = z.object({
  file: z.string(),
  /** File path (from the repo root) → "size:mtimeMs" when bundled. */
  inputs: z.record(z.string(), z.string()),
});
type BundleRecord = z.infer<typeof BundleRecord>;

/** Written by npm on every install: one stamp for the packages in the bundle. */
const PACKAGES_STAMP = 'node_modules/.package-lock.json';

/** The code cache that belongs to a bundle. */
export const cacheFileOf = (bundleFile: string) => bundleFile.replace(/\.cjs$/, '.v8-cache');

/**
 * The worker script for the server build at `serverEntry` (dist/server/entry.mjs): the bundle
 * made last when its inputs are unchanged, else a new one (rejects when it cannot be made).
 */
export async function workerScript(root: string, serverEntry: string): Promise<WorkerScript> {
  const cacheDir = join(root, 'node_modules/.cache/prerender');
  let kept: BundleRecord | null = null;
  try {
    const record = BundleRecord.parse(
      JSON.parse(readFileSync(join(cacheDir, 'worker.json'), 'utf8')),
    );
    if (existsSync(record.file)) kept = record;
  } catch {
    // None yet, or unreadable: a new bundle.
  }
  const unchanged = async (record: BundleRecord) => {
    const seen = await Promise.all(Object.keys(record.inputs).map((file) => stampOf(root, file)));
    return Object.values(record.inputs).every((stamp, i) => stamp === seen[i]);
  };
  const file =
    kept && (await unchanged(kept)) ? kept.file : await makeBundle(root, serverEntry, cacheDir);
  return {
    loader: new URL('./worker-loader.cjs', import.meta.url),
    bundle: { file, cacheFile: cacheFileOf(file) },
  };
}

/** A file's size and time, as the bundle's record keeps them ("missing" when it is gone). */
const stampOf = (root: string, file: string) =>
  stat(join(root, file)).then(
    (info) => `${info.size}:${info.mtimeMs}`,
    () => 'missing',
  );

/** Bundles the worker; answers the bundle's file, or throws why it could not. */
async function makeBundle(root: string, serverEntry: string, cacheDir: string): Promise<string> {
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      // The server build first (it registers itself with vike), then the worker.
      stdin: {
        contents: [serverEntry, './prerender/worker.ts']
          .map((path) => `import ${JSON.stringify(path)};`)
          .join('\n'),
        resolveDir: root,
        sourcefile: 'prerender-worker-bundle.js',
        loader: 'js',
      },
      absWorkingDir: root,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      // React and others pick their production build at require time; decided here instead.
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      metafile: true,
      outfile: join(cacheDir, 'worker.cjs'),
      logLevel: 'silent',
      // Without comments or indentation: less to read and to check against the code cache.
      legalComments: 'none',
      minifyWhitespace: true,
      // The loader runs the file as this function's body (no wrapper string of megabytes).
      banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
      footer: { js: '\n})' },
    });
    const code = result.outputFiles[0]?.contents;
    if (!code) throw new Error('esbuild wrote nothing');
    // Named by content, written whole before it is recorded: runs at once never see a part.
    const file = join(cacheDir, `worker-${createHash('sha1').update(code).digest('hex')}.cjs`);
    await writeWhole(file, code);
    const files = [
      ...Object.keys(result.metafile.inputs).filter(
        (input) => !input.startsWith('node_modules/') && !input.startsWith('<'),
      ),
      relative(root, serverEntry),
      PACKAGES_STAMP,
      // How the bundle is made (this file) is an input too.
      relative(root, fileURLToPath(import.meta.url)),
    ];
    const stamps = await Promise.all(files.map((input) => stampOf(root, input)));
    const inputs = Object.fromEntries(files.map((input, i) => [input, stamps[i]]));
    await writeWhole(join(cacheDir, 'worker.json'), JSON.stringify({ file, inputs }));
    await removeOtherBundles(cacheDir, file);
    return file;
  } catch (error) {
    throw new Error(`the render worker's bundle failed: ${bundleError(error)}`, { cause: error });
  }
}

/** esbuild's first error with its place ("Build failed with 2 errors" alone says nothing). */
function bundleError(error: unknown): string {
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

/** Deletes the bundles and caches made before `keep` (another run may still read one: no error). */
async function removeOtherBundles(cacheDir: string, keep: string): Promise<void> {
  const keepName = keep.slice(cacheDir.length + 1);
  const keepCache = cacheFileOf(keepName);
  for (const name of await readdir(cacheDir))
    if (
      /^worker-[0-9a-f]+\.(mjs|cjs|v8-cache)$/.test(name) &&
      name !== keepName &&
      name !== keepCache
    )
      await rm(join(cacheDir, name), { force: true });
}
