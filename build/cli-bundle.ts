/**
 * The prerender's CLI as one ES module, which `npm run prerender` runs (prerender/start.mjs):
 * the release's process loads no TypeScript loader, so neither its memory nor its start pays
 * for one (BENCHMARKS.md). Packages stay outside it, loaded from node_modules.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Esbuild from 'esbuild';
import { BUNDLES_FOLDER, freshBundle } from './bundle-record.mjs';
import { bundleError, keepBundle } from './stamped-bundle';

/** The CLI's bundle: the one made last when its sources are unchanged, else a new one. */
export async function cliBundle(root: string): Promise<string> {
  const cacheDir = join(root, BUNDLES_FOLDER);
  return (
    (await freshBundle(root, join(cacheDir, 'cli.json'))) ?? (await makeBundle(root, cacheDir))
  );
}

async function makeBundle(root: string, cacheDir: string): Promise<string> {
  const esbuild = await import('esbuild');
  try {
    const result = await esbuild.build({
      entryPoints: [join(root, 'prerender/cli.ts')],
      absWorkingDir: root,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      write: false,
      metafile: true,
      outfile: join(cacheDir, 'cli.mjs'),
      logLevel: 'silent',
      plugins: [sourceUrls],
    });
    const code = result.outputFiles[0]?.contents;
    if (!code) throw new Error('esbuild wrote nothing');
    return await keepBundle(root, cacheDir, {
      kind: 'cli',
      extension: 'mjs',
      code,
      metafile: result.metafile,
      alsoFrom: [fileURLToPath(import.meta.url)],
    });
  } catch (error) {
    throw new Error(`the prerender's bundle failed: ${bundleError(error)}`, { cause: error });
  }
}

/**
 * Each project file keeps its own `import.meta.url` in the bundle: prerender/run.ts finds the
 * repo root by it, build/worker-bundle.ts the worker's loader.
 */
const sourceUrls: Esbuild.Plugin = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      if (path.includes('/node_modules/')) return undefined;
      const text = await readFile(path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};
