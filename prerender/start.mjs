/**
 * `npm run prerender`: runs the CLI (cli.ts) from its bundle (build/cli-bundle.ts), so the
 * release's process holds no TypeScript loader. The bundle is made first when it is missing or
 * its sources changed since; `npm run build` makes it too.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUNDLES_FOLDER, freshBundle } from '../build/bundle-record.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const record = join(root, BUNDLES_FOLDER, 'cli.json');
let bundle = await freshBundle(root, record);
if (!bundle) {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'build/bundle-prerender.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  bundle = made.status === 0 ? await freshBundle(root, record) : null;
}
if (bundle) await import(pathToFileURL(bundle).href);
else {
  console.error('prerender: its bundle could not be made (above); nothing was published');
  process.exit(2);
}
