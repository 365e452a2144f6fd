/**
 * `npm run sw -- [--out DIR]`: the service worker step after the prerender
 * (docs/toolchain.md#service-worker: vite-plugin-pwa would precache before the prerender). Writes
 * each live locale's offline page from its not-found page and fills the worker `npm run build`
 * bundled (build/sw-bundle.ts) with their addresses, the version and the precache list: the offline
 * pages, the eager assets they name, the web app manifest and its icons. Output:
 * {out}/client/sw.js. No bundler runs here, so a release needs only the product's dependencies.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parsePrerenderEnv, publishedOutDir } from '../src/config/prerender-env';
import {
  clientPath,
  HOME_SLUG,
  LiveRecord,
  liveRecordPath,
  publishedLocalePath,
} from '../src/domain/entities/published-tree';
import { issuesText } from '../src/domain/rules/issues';
import { offlineTemplate, pageAssets, workerVersion } from './offline-template';
import { offlinePagesText } from '../src/sw/offline-page';
import { fillWorker, SW_TEMPLATE } from './sw-template';

/** Files of the client root every version precaches beside the offline page's assets. */
const APP_FILES = ['manifest.webmanifest', 'icon-192.png', 'icon-512.png'];
const root = fileURLToPath(new URL('..', import.meta.url));

/** The live record of the tree in `out`. */
function liveRecord(out: string): LiveRecord {
  const liveFile = liveRecordPath(out);
  if (!existsSync(liveFile))
    throw new Error(`nothing is published in ${out}: run the prerender first`);
  const parsed = LiveRecord.safeParse(JSON.parse(readFileSync(liveFile, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${liveFile} is not a live record (${issuesText(parsed.error)})`);
  }
  return parsed.data;
}

/** A locale's offline page, made from its not-found page (or home): its header, footer, links. */
function offlinePageOf(out: string, live: LiveRecord, code: string): string {
  const htmlRoot = publishedLocalePath(out, live.prerenderFolder, code);
  const source = ['not-found', HOME_SLUG]
    .map((slug) => join(htmlRoot, slug, 'index.html'))
    .find((file) => existsSync(file));
  if (!source) throw new Error(`sw: no not-found or home page under ${htmlRoot}`);
  return offlineTemplate(readFileSync(source, 'utf8'));
}

/** Builds {out}/client/sw.js; returns its version and precache size. */
export function buildServiceWorker(outDir: string): { version: string; count: number } {
  const out = resolve(outDir);
  const live = liveRecord(out);
  const bundle = join(root, SW_TEMPLATE);
  if (!existsSync(bundle)) throw new Error(`${SW_TEMPLATE} is missing: run \`npm run build\``);
  const client = clientPath(out);
  // Each locale's own (product §1: bg-DE has no accounts, and its links stay under its directory).
  const pages = Object.entries(live.locales).map(([code, { directory }]) => {
    const template = offlinePageOf(out, live, code);
    const file = `assets/offline-${createHash('sha1').update(template).digest('hex').slice(0, 12)}.html`;
    writeFileSync(join(client, file), template);
    return { directory, file, template };
  });
  const assets = new Set(
    pages.flatMap(({ template }) =>
      pageAssets(template).flatMap((path) => staticGraph(client, path.slice(1))),
    ),
  );
  const paths = [...pages.map((p) => p.file), ...assets, ...APP_FILES];
  // A precache that misses a file would install a worker that cannot show the offline page.
  const missing = paths.filter((path) => !existsSync(join(client, path)));
  if (missing.length > 0) throw new Error(`sw: precached files missing: ${missing.join(', ')}`);
  const version = workerVersion(live, pages.map((p) => p.template).join('\n'));
  const worker = fillWorker(readFileSync(bundle, 'utf8'), {
    offlinePages: offlinePagesText(
      pages.map((p) => ({ directory: p.directory, url: `/${p.file}` })),
    ),
    version,
    files: paths.map((path) => ({ path, content: readFileSync(join(client, path)) })),
  });
  writeFileSync(join(client, 'sw.js'), worker);
  return { version, count: paths.length };
}

/** A built script and its static imports, as paths relative to `client` (the eager closure). */
function staticGraph(client: string, file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [...seen];
  seen.add(file);
  if (!file.endsWith('.js')) return [...seen];
  const code = readFileSync(join(client, file), 'utf8');
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    const spec = match[1] ?? '';
    const target = spec.startsWith('/')
      ? spec.slice(1)
      : relative(client, resolve(client, dirname(file), spec));
    staticGraph(client, target, seen);
  }
  return [...seen];
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const started = Date.now();
  const { version, count } = buildServiceWorker(
    values.out ?? publishedOutDir(parsePrerenderEnv(process.env)),
  );
  console.log(`sw: ${version}, ${count} files precached, in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`sw: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
