/**
 * `npm run bench:encodings`: what each Brotli quality and gzip level costs and saves on the pages
 * of the last `bench:prerender` build (bench/results/out-<n>, the largest; BENCH_ENCODINGS_DIR a
 * locale folder of another build): CPU per page (its HTML and its db.json, on this thread, as a
 * sibling worker encodes) and the bytes left. The siblings' settings come from these figures
 * (src/domain/rules/precompressed.ts, BENCHMARKS.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { captionOf, runFacts, saveFigures } from './figures';

const PAGES = Number(process.env.BENCH_ENCODINGS_PAGES ?? 1000);
const ROUNDS = 3;

/** The locale folder of the largest build bench:prerender left. */
function localeFolder(): string {
  if (process.env.BENCH_ENCODINGS_DIR) return process.env.BENCH_ENCODINGS_DIR;
  const results = 'bench/results';
  const outs = readdirSync(results)
    .filter((name) => /^out-\d+$/.test(name))
    .sort((a, b) => Number(b.slice(4)) - Number(a.slice(4)));
  for (const out of outs) {
    const builds = join(results, out, '.builds');
    for (const build of existsSync(builds) ? readdirSync(builds) : [])
      if (existsSync(join(builds, build, 'bg-BG/html'))) return join(builds, build, 'bg-BG');
  }
  throw new Error('no build in bench/results: run `npm run bench:prerender` first');
}

const brotli = (quality: number) => (bytes: Buffer) =>
  brotliCompressSync(bytes, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
const SETTINGS: Record<string, (bytes: Buffer) => Buffer> = {
  'br 3': brotli(3),
  'br 4': brotli(4),
  'br 5': brotli(5),
  'br 6': brotli(6),
  'br 7': brotli(7),
  'gzip 6': (bytes) => gzipSync(bytes, { level: 6 }),
  'gzip 9': (bytes) => gzipSync(bytes, { level: 9 }),
};

/** CPU microseconds `encode` takes over `files`, the median of ROUNDS, and the bytes it leaves. */
function measure(encode: (bytes: Buffer) => Buffer, files: readonly Buffer[]) {
  const times: number[] = [];
  let out = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.cpuUsage();
    out = files.reduce((sum, bytes) => sum + encode(bytes).length, 0);
    const used = process.cpuUsage(start);
    times.push(used.user + used.system);
  }
  return { micros: times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? 0, out };
}

const facts = runFacts('npm run bench:encodings');
const folder = localeFolder();
const slugs = readdirSync(join(folder, 'html'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(folder, 'db', e.name, 'db.json')))
  .slice(0, PAGES)
  .map((e) => e.name);
const html = slugs.map((slug) => readFileSync(join(folder, 'html', slug, 'index.html')));
const db = slugs.map((slug) => readFileSync(join(folder, 'db', slug, 'db.json')));
const size = (files: Buffer[]) => files.reduce((sum, b) => sum + b.length, 0);
console.log(
  `bench:encodings: ${String(slugs.length)} pages of ${folder}: HTML ${(size(html) / slugs.length / 1024).toFixed(1)} KB, db.json ${(size(db) / slugs.length / 1024).toFixed(1)} KB a page`,
);
const rows = Object.entries(SETTINGS).map(([setting, encode]) => {
  for (const bytes of html.slice(0, 50)) encode(bytes);
  const a = measure(encode, html);
  const b = measure(encode, db);
  return {
    setting,
    msPerPage: Number(((a.micros + b.micros) / 1000 / slugs.length).toFixed(3)),
    kbPerPage: Number(((a.out + b.out) / 1024 / slugs.length).toFixed(2)),
    htmlPercent: Number(((a.out / size(html)) * 100).toFixed(1)),
    dbPercent: Number(((b.out / size(db)) * 100).toFixed(1)),
  };
});
console.log(
  '\n| setting | CPU a page (HTML + db.json) | bytes a page | HTML left | db.json left |',
);
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.setting} | ${r.msPerPage.toFixed(3)} ms | ${r.kbPerPage.toFixed(2)} KB | ${r.htmlPercent}% | ${r.dbPercent}% |`,
  );
saveFigures(
  'encodings',
  { ...facts, folder, pages: slugs.length, rows },
  {
    encodings: {
      title: 'A page encoded (HTML and db.json): CPU on one thread; bytes left in the table',
      unit: 'ms',
      caption: captionOf(facts),
      groups: [
        { label: 'setting', bars: rows.map((r) => ({ label: r.setting, value: r.msPerPage })) },
      ],
    },
  },
);
