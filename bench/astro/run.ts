/**
 * Astro's build of the bench pages (bench/prerender.ts, variant `astro`): `astro build` with the
 * data server's URL and the output folder, timed whole (its Vite build included). Prints one JSON
 * line of figures, as the other variants do.
 */
import { resolve } from 'node:path';
import { build } from 'astro';

const [file, outDir, apiUrl] = process.argv.slice(2);
if (!file || !outDir || !apiUrl) throw new Error('usage: run.ts <pages.jsonl> <outDir> <apiUrl>');
process.env.ASTRO_API_URL = apiUrl;
process.env.ASTRO_OUT = resolve(outDir);
const root = new URL('.', import.meta.url).pathname;
const started = performance.now();
await build({ root, logLevel: 'warn' });
const seconds = (performance.now() - started) / 1000;
const lines =
  (await import('node:fs')).readFileSync(file, 'utf8').split('\n').filter(Boolean).length - 1;
console.log(
  JSON.stringify({
    variant: 'astro',
    pages: lines,
    seconds,
    pagesPerSecond: lines / seconds,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
