/**
 * How a render worker's code is loaded (an incremental build's time is mostly the worker's
 * boot): the worker, vike's server build and every package they use bundled by esbuild into one
 * CommonJS file, which worker-loader.cjs compiles with V8's code cache, so no module is
 * resolved file by file nor compiled again (BENCHMARKS.md). The sibling stage's worker
 * (prerender/siblings/worker.ts) is bundled the same way, alone: it renders nothing.
 *
 * The bundle is kept with the size and time of each project source it was made from and of
 * node_modules/.package-lock.json (rewritten by every npm install), so a run whose sources did not
 * change loads it without starting esbuild; a new bundle replaces the old one and its cache.
 * esbuild is a dependency of the release (package.json), so a bundle that cannot be made is an
 * error, not a silently slower start.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { BUNDLES_FOLDER, freshBundle } from './bundle-record.mjs';
import { bundleError, keepBundle, PACKAGES_STAMP } from './stamped-bundle';

/** What a worker is started from: the loader, given the bundle and its code cache. */
export type WorkerScript = { loader: URL; bundle: BundleFiles };

/** The files of one bundle, handed to the loader. */
export type BundleFiles = {
  /** The CommonJS bundle (worker, server build, packages). */
  file: string;
  /** V8's code cache for it, written by the first worker that ran without a usable one. */
  cacheFile: string;
};

/** The V8 flags this process set while running, in order. */
const flagsSet: string[] = [];

/**
 * Sets a V8 flag for this process and the workers it starts. V8 rejects a code cache made under
 * other flags, so the workers' cache is then a file of its own: a publisher and a release that
 * take turns do not each throw the other's away.
 */
export function setV8Flag(flag: string): void {
  setFlagsFromString(flag);
  flagsSet.push(flag);
}

/** The code cache that belongs to a bundle under `flags` (by default the ones this process set). */
export function cacheFileOf(bundleFile: string, flags: readonly string[] = flagsSet): string {
  if (flags.length === 0) return bundleFile.replace(/\.cjs$/, '.v8-cache');
  const tag = createHash('sha256').update(flags.join(' ')).digest('hex').slice(0, 8);
  return bundleFile.replace(/\.cjs$/, `.${tag}.v8-cache`);
}

/** What one kind of worker bundle is made from. */
type WorkerEntry = {
  /** The record's and the files' name (`worker` for the render worker, as before). */
  kind: 'worker' | 'siblings';
  /** Its name in an error. */
  label: string;
  /** Modules imported in this order, from the repo root. */
  imports: string[];
  /** Inputs esbuild does not see, besides the packages and this file. */
  alsoFrom: string[];
};

/**
 * The worker script for the server build at `serverEntry` (dist/server/entry.mjs): the bundle
 * made last when its inputs are unchanged, else a new one (rejects when it cannot be made).
 */
export function workerScript(root: string, serverEntry: string): Promise<WorkerScript> {
  // The server build first (it registers itself with vike), then the worker.
  const imports = [serverEntry, './prerender/render/worker.ts'];
  return scriptOf(root, {
    kind: 'worker',
    label: "render worker's",
    imports,
    alsoFrom: [serverEntry],
  });
}

/** The sibling stage's worker script (prerender/siblings/worker.ts), made as workerScript's. */
export function siblingWorkerScript(root: string): Promise<WorkerScript> {
  return scriptOf(root, {
    kind: 'siblings',
    label: "sibling worker's",
    imports: ['./prerender/siblings/worker.ts'],
    alsoFrom: [],
  });
}

async function scriptOf(root: string, entry: WorkerEntry): Promise<WorkerScript> {
  const cacheDir = join(root, BUNDLES_FOLDER);
  const file =
    (await freshBundle(root, join(cacheDir, `${entry.kind}.json`))) ??
    (await makeBundle(root, entry, cacheDir));
  return {
    loader: new URL('./worker-loader.cjs', import.meta.url),
    bundle: { file, cacheFile: cacheFileOf(file) },
  };
}

/** Bundles a worker; answers the bundle's file, or throws why it could not. */
async function makeBundle(root: string, entry: WorkerEntry, cacheDir: string): Promise<string> {
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      stdin: {
        contents: entry.imports.map((path) => `import ${JSON.stringify(path)};`).join('\n'),
        resolveDir: root,
        sourcefile: `prerender-${entry.kind}-bundle.js`,
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
      outfile: join(cacheDir, `${entry.kind}.cjs`),
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
    return await keepBundle(root, cacheDir, {
      kind: entry.kind,
      extension: 'cjs',
      code,
      metafile: result.metafile,
      // How the bundle is made (this file) is an input too.
      alsoFrom: [...entry.alsoFrom, join(root, PACKAGES_STAMP), fileURLToPath(import.meta.url)],
    });
  } catch (error) {
    throw new Error(`the ${entry.label} bundle failed: ${bundleError(error)}`, { cause: error });
  }
}
