/**
 * The build half of the service worker (part of `npm run build`): bundles src/sw/sw.ts with esbuild
 * (workbox's injectManifest does not bundle, docs/toolchain.md#service-worker) into dist/sw/sw.js,
 * with placeholders for what only a published build knows: the offline page, the worker's version
 * and the precache list. `npm run sw` (build/sw.ts) fills them after the prerender, with no
 * bundler, so a release runs from `npm ci --omit=dev`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SW_PLACEHOLDERS, SW_TEMPLATE } from './sw-template';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Writes dist/sw/sw.js, the worker with its placeholders; answers its path. */
export async function bundleServiceWorker(): Promise<string> {
  const outfile = join(root, SW_TEMPLATE);
  mkdirSync(join(outfile, '..'), { recursive: true });
  await build({
    entryPoints: [join(root, 'src/sw/sw.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __OFFLINE_PAGES__: JSON.stringify(SW_PLACEHOLDERS.offlinePages),
      __SW_VERSION__: JSON.stringify(SW_PLACEHOLDERS.version),
      'process.env.NODE_ENV': '"production"',
    },
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    await bundleServiceWorker();
    console.log(`sw bundle: ${SW_TEMPLATE} in ${String(Date.now() - started)} ms`);
  } catch (error) {
    console.error(`sw bundle: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
