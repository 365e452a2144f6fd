/**
 * vike's own `prerender: true` on the same pages (handed in through +onBeforePrerenderStart),
 * run on a copy of dist/ so the product build stays untouched. Prints one JSON line of figures.
 */
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';

const [file, outDir, apiUrl] = process.argv.slice(2);
if (!file || !outDir)
  throw new Error('usage: prerender-vike.ts <pages.jsonl> <distCopy> [contentApiUrl]');
await rm(outDir, { recursive: true, force: true });
await cp(resolve('dist'), resolve(outDir), { recursive: true });
// With an API URL, +data reads each page from it (as our pipeline does); else all in memory.
if (apiUrl) {
  process.env.VIKE_BENCH_API = apiUrl;
  process.env.API_BASE_URL = apiUrl;
} else process.env.VIKE_BENCH_VIEWS = resolve(file);
const { prerender } = await import('vike/api');
const started = performance.now();
await prerender({ viteConfig: { build: { outDir: resolve(outDir) }, logLevel: 'silent' } });
const seconds = (performance.now() - started) / 1000;
const lines =
  (await import('node:fs')).readFileSync(file, 'utf8').split('\n').filter(Boolean).length - 1;
console.log(
  JSON.stringify({
    variant: apiUrl ? 'vike-api' : 'vike',
    pages: lines,
    seconds,
    pagesPerSecond: lines / seconds,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
