/**
 * `npm run sw -- [--out DIR]`: the service worker step after the prerender (FIELD-NOTES:
 * vite-plugin-pwa would precache before the prerender, so workbox-build runs here). Writes the
 * offline page from the live build's not-found page, bundles src/sw/sw.ts with esbuild
 * (injectManifest does not bundle) and injects the precache list: the offline page, the
 * eager assets it names, the web app manifest and its icons. Output: {out}/client/sw.js.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { SITE_LANG } from '../src/config/constants';
import { HOME_SLUG, LiveRecord } from '../src/domain/entities/published-tree';
import { issuesText } from '../src/domain/rules/issues';
import { offlineTemplate, pageAssets, workerVersion } from './offline-template';

/** Files of the client root every version precaches beside the offline page's assets. */
const APP_FILES = ['manifest.webmanifest', 'icon-192.png', 'icon-512.png'];

/** Builds {out}/client/sw.js; returns its version and precache size. */
export async function buildServiceWorker(
  outDir: string,
): Promise<{ version: string; count: number }> {
  const out = resolve(outDir);
  const liveFile = join(out, SITE_LANG, 'live.json');
  if (!existsSync(liveFile))
    throw new Error(`nothing is published in ${out}: run the prerender first`);
  const parsed = LiveRecord.safeParse(JSON.parse(readFileSync(liveFile, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${liveFile} is not a live record (${issuesText(parsed.error)})`);
  }
  const live = parsed.data;
  const htmlRoot = join(out, SITE_LANG, live.prerenderFolder, live.rootLocale);
  const source = ['not-found', HOME_SLUG]
    .map((slug) => join(htmlRoot, slug, 'index.html'))
    .find((file) => existsSync(file));
  if (!source) throw new Error(`sw: no not-found or home page under ${htmlRoot}`);
  const template = offlineTemplate(readFileSync(source, 'utf8'));
  const client = join(out, 'client');
  const offlineFile = `assets/offline-${createHash('sha1').update(template).digest('hex').slice(0, 12)}.html`;
  writeFileSync(join(client, offlineFile), template);

  const version = workerVersion(live, template);
  const bundled = resolve('node_modules/.cache/sw/sw.js');
  mkdirSync(join(bundled, '..'), { recursive: true });
  await build({
    entryPoints: [resolve('src/sw/sw.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __OFFLINE_URL__: JSON.stringify(`/${offlineFile}`),
      __SW_VERSION__: JSON.stringify(version),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const assets = [
    ...new Set(pageAssets(template).flatMap((path) => staticGraph(client, path.slice(1)))),
  ];
  const { count, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: join(client, 'sw.js'),
    globDirectory: client,
    globPatterns: [offlineFile, ...assets, ...APP_FILES],
    // Hashed names carry their revision; only the root files need workbox's.
    dontCacheBustURLsMatching: /(?:^\/?)assets\//,
    modifyURLPrefix: { '': '/' },
  });
  // A precache that misses a file would install a worker that cannot show the offline page.
  if (warnings.length > 0) throw new Error(warnings.join('; '));
  return { version, count };
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
  const { version, count } = await buildServiceWorker(
    values.out ?? process.env.PRERENDER_OUT ?? 'out',
  );
  console.log(`sw: ${version}, ${count} files precached, in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`sw: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
