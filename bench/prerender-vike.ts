/**
 * vike's own `prerender: true` on the same pages, run on a copy of the bench-only vike app's
 * build (bench/vike-prerender/, the product's renderer and content route): with a content API URL
 * its +data reads each page from it, else every page's view is handed in through
 * +onBeforePrerenderStart. Prints one JSON line of figures.
 */
import { readFileSync } from 'node:fs';
import { cp, readdir, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { peakRssMb } from '../prerender/summary';

const [file, outDir, apiUrl] = process.argv.slice(2);
if (!file || !outDir)
  throw new Error('usage: prerender-vike.ts <pages.jsonl> <distCopy> [contentApiUrl]');
const appRoot = resolve('bench/vike-prerender');
await rm(outDir, { recursive: true, force: true });
await cp(resolve('bench/results/vike-prerender/dist'), resolve(outDir), { recursive: true });
if (apiUrl) {
  process.env.VIKE_BENCH_API = apiUrl;
  process.env.API_BASE_URL = apiUrl;
} else process.env.VIKE_BENCH_VIEWS = resolve(file);
const { prerender } = await import('vike/api');
const started = performance.now();
await prerender({
  viteConfig: {
    root: appRoot,
    configFile: join(appRoot, 'vite.config.ts'),
    // vike joins the root and the out folder: relative to the app's root, or it lands inside it.
    build: { outDir: relative(appRoot, resolve(outDir)) },
    logLevel: 'silent',
  },
});
const seconds = (performance.now() - started) / 1000;
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).length - 1;
// A figure counts only for a run that wrote every page: vike may skip or fail pages quietly.
const written = (await readdir(outDir, { recursive: true })).filter((name) =>
  name.endsWith('index.html'),
).length;
if (written < lines) throw new Error(`vike wrote ${String(written)} pages of ${String(lines)}`);
console.log(
  JSON.stringify({
    variant: apiUrl ? 'vike-api' : 'vike',
    pages: lines,
    seconds,
    pagesPerSecond: lines / seconds,
    maxRssMb: peakRssMb(),
  }),
);
