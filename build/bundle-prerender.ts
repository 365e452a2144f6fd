/**
 * The last step of `npm run build`: bundles the prerender's CLI (build/cli-bundle.ts), its
 * render worker and its sibling worker (build/worker-bundle.ts) from the fresh dist/server, so
 * the first prerender after a build starts from them instead of bundling first. A prerender
 * still checks each bundle against its inputs and makes a new one when they changed.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_DIR } from './build-dir.mjs';
import { cliBundle } from './cli-bundle';
import { siblingWorkerScript, workerScript } from './worker-bundle';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, BUILD_DIR, 'server/entry.mjs');
if (!existsSync(serverEntry)) {
  console.error(
    `prerender bundle: ${BUILD_DIR}/server/entry.mjs is missing: run \`vike build\` first`,
  );
  process.exit(1);
}
const started = Date.now();
try {
  const [cli, { bundle }] = await Promise.all([
    cliBundle(root),
    workerScript(root, serverEntry),
    siblingWorkerScript(root),
  ]);
  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`prerender bundle: ${basename(cli)} and ${basename(bundle.file)} ready in ${took} s`);
} catch (error) {
  console.error(`prerender bundle: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
