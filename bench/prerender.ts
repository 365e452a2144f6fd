/**
 * `npm run bench:prerender`: on the same generated pages (10,000 and 50,000), times our pipeline
 * (to live, and until every sibling is there), vike's own `prerender: true` twice (the product's
 * +data reading each page from the API, and every page's view handed in up front in memory),
 * Astro 5 rendering the same React templates with zero client JS (bench/astro/, its own
 * package.json, installed here when missing), and the raw ceiling (our render function,
 * renderToString plus a file write) on one core and on as many workers as ours, then an
 * incremental rebuild after 1% of the pages changed, and the same 1% patched by the publisher
 * (bench/publisher-patch.ts). Pages come from the content API's seed generator; the pipeline and
 * vike read them over HTTP from a small in-memory data server that answers like the content
 * API, so the figures measure reading, rendering and writing, not the database.
 * BENCH_ROUNDS=n runs every variant n times in rotation and compares the median runs; the
 * incremental rebuild then runs n times on the last round's full build (1% changed before each)
 * and its median run is set against the median full build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { startDataServer } from './data-server';
import { publisherPatches, type PatchFigures } from './publisher-patch';
import { writeBenchPages } from './prerender-data';
import { ensureBenchPackages } from './tools';
import { captionOf, runFacts, saveFigures } from './figures';

const sizes = (process.env.BENCH_PAGES ?? '10000,50000').split(',').map(Number);
const skipVikeAbove = Number(process.env.BENCH_VIKE_MAX ?? 50_000);
/**
 * Variants to run (comma-separated): ours, raw, raw-cores, vike, vike-api, astro, incremental,
 * publisher, sharded; all by default.
 */
const variants = new Set(
  (
    process.env.BENCH_VARIANTS ??
    'ours,raw,raw-cores,vike,vike-api,astro,incremental,publisher,sharded'
  )
    .split(',')
    .filter(Boolean),
);
const results = 'bench/results';
/** Shard counts of the sharded variant (BENCH_SHARDS, default 1,2,4). */
const shardCounts = (process.env.BENCH_SHARDS ?? '1,2,4').split(',').map(Number);
/** Rounds of every variant, compared by their medians (BENCH_ROUNDS, default 1). */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));

/** A run's figures; for ours, `seconds` is the time to live. */
type Figures = {
  variant: string;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  maxRssMb: number;
  /** Ours: from the start until every sibling was there (the sibling stage's line). */
  siblingsSeconds?: number;
};

/** Render workers ours runs on, and so the raw ceiling on every core. */
const workers = Number(process.env.PRERENDER_WORKERS ?? availableParallelism());

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd?: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, cwd });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${args.join(' ')} exited ${code}: ${out.slice(-2000)}`)),
    );
  });
}

/**
 * Brings the disk and page cache to the same state before every timed run: the last run's files
 * written out (`sync`) and, where the bench may (root on Linux), the page cache dropped. Measured
 * on this machine: without it each run of the raw ceiling after the other on the same pages paid
 * about 3 s more kernel time than the one before (2,950 → 1,600 → 1,080 → 820 pages/s, user time
 * unchanged), so whichever variant ran later lost; with it five runs in a row stay within 3%.
 */
let dropsCache: boolean | null = null;
function settle() {
  spawnSync('sync');
  if (dropsCache === false) return;
  try {
    writeFileSync('/proc/sys/vm/drop_caches', '1');
    dropsCache = true;
  } catch {
    dropsCache = false;
    console.log('(the page cache cannot be dropped here: run as root for repeatable figures)');
  }
}

const lastJson = (out: string): Figures =>
  JSON.parse(
    out
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .at(-1) ?? '{}',
  ) as Figures;

/** One run of our CLI on the bg-BG pages; its figures from the summary line it ends with. */
async function prerender(
  url: string,
  out: string,
  args: string[],
): Promise<Figures & { rendered: number; carried: number }> {
  const output = await run(
    process.execPath,
    ['prerender/start.mjs', '--out', out, '--locale', 'bg-BG', ...args],
    {
      API_BASE_URL: url,
      SITEMANAGER_URL: `${url}/sitemanager`,
    },
  );
  const m =
    /(\d+) rendered, (\d+) carried over, (\d+) failed in ([\d.]+) s \((\d+) pages\/s, peak RSS (\d+) MB\)/.exec(
      output,
    );
  if (!m) throw new Error(`no summary in: ${output.slice(-1000)}`);
  if (process.env.BENCH_VERBOSE) console.log(output.trim().split('\n').slice(-5).join('\n'));
  const [rendered, carried, , seconds, , rss] = m.slice(1).map((v) => Number(v));
  const pages = (rendered ?? 0) + (carried ?? 0);
  const siblings = /every sibling ([\d.]+) s after the start/.exec(output)?.[1];
  return {
    variant: args.join(' '),
    pages,
    seconds: seconds ?? 0,
    pagesPerSecond: pages / (seconds ?? 1),
    maxRssMb: rss ?? 0,
    ...(siblings ? { siblingsSeconds: Number(siblings) } : {}),
    rendered: rendered ?? 0,
    carried: carried ?? 0,
  };
}

/** Our pipeline, a full build or an incremental one. */
async function pipeline(url: string, out: string, incremental: boolean) {
  const figures = await prerender(url, out, incremental ? [] : ['--no-incremental']);
  return { ...figures, variant: incremental ? 'ours-incremental' : 'ours' };
}

/**
 * A sharded full build: shards 1..n one after another (each alone on the machine, as it would
 * be on a machine of its own; at once they would only share these two cores), then the merge.
 * The wall time on n machines is projected as the slowest shard plus the merge.
 */
async function sharded(url: string, out: string, n: number) {
  await rm(out, { recursive: true, force: true });
  const buildId = `bench-${String(n)}`;
  const shards = [];
  for (let i = 1; i <= n; i += 1) {
    settle();
    shards.push(
      await prerender(url, out, [
        '--no-incremental',
        '--shard',
        `${String(i)}/${String(n)}`,
        '--build-id',
        buildId,
      ]),
    );
  }
  settle();
  const merge = await prerender(url, out, ['--merge', String(n), '--build-id', buildId]);
  const slowest = Math.max(...shards.map((f) => f.seconds));
  return {
    n,
    shards,
    merge,
    projected: slowest + merge.seconds,
    work: shards.reduce((sum, f) => sum + f.seconds, 0) + merge.seconds,
  };
}
type Sharded = Awaited<ReturnType<typeof sharded>>;

const facts = runFacts('npm run bench:prerender');
console.log(`bench:prerender on ${sizes.join(' and ')} pages (${new Date().toISOString()})`);
await mkdir(results, { recursive: true });
// BENCH_SKIP_BUILD=1 reuses the builds of the run before (A/B runs of the pipeline alone).
if (!process.env.BENCH_SKIP_BUILD) {
  await run('npx', ['vike', 'build']);
  // The render worker's bundle is part of the build (npm run build makes it), not of a prerender.
  await run('npx', ['tsx', 'build/bundle-prerender.ts']);
  // vike's own prerender runs on a bench-only app of the same renderer (bench/vike-prerender/).
  if (variants.has('vike') || variants.has('vike-api'))
    await run('npx', ['vike', 'build'], {}, 'bench/vike-prerender');
}
// Astro's own packages (astro 5.18, the last line on Node 20) stay out of the app's; React comes
// from the app's node_modules, so both render with the same copy.
if (variants.has('astro')) ensureBenchPackages('bench/astro', 'astro');
const rows: string[] = [];
/** The median figures of each variant at each size: the JSON and charts of the run. */
const measured: {
  pages: number;
  variants: Record<string, Figures | null>;
  incremental: Figures | null;
  publisherPatch: PatchFigures | null;
}[] = [];
const shardRows: string[] = [];
const rate = (f: Figures | null) =>
  f
    ? `${f.pagesPerSecond.toFixed(0)} pages/s, ${f.seconds.toFixed(1)} s${f.siblingsSeconds ? ` (every sibling ${f.siblingsSeconds.toFixed(1)} s)` : ''}, peak ${f.maxRssMb.toFixed(0)} MB`
    : 'not run';
/** Runs one of the comparison scripts if its variant is asked for; prints and answers its figures. */
async function variant(
  name: string,
  label: string,
  script: string,
  args: [string, string, ...string[]],
) {
  if (!variants.has(name)) return null;
  // Every script writes into its second argument: it starts empty and settled.
  await rm(args[1], { recursive: true, force: true });
  settle();
  const output = await run('npx', ['tsx', script, ...args]);
  const figures = lastJson(output);
  // A run that printed no figures is left out of the medians, with what it printed, not a crash.
  if (typeof figures.pagesPerSecond !== 'number') {
    console.log(`${label}: no figures; its output ended: ${output.slice(-1500)}`);
    return null;
  }
  console.log(`${label}: ${rate(figures)}`);
  return figures;
}

/** The run with the median `by` (the lower middle one of an even count). */
function medianBy<T>(runs: readonly T[], by: (run: T) => number): T | null {
  const sorted = [...runs].sort((x, y) => by(x) - by(y));
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/** The run with the median throughput. */
const median = <T extends Figures>(runs: T[]): T | null => medianBy(runs, (r) => r.pagesPerSecond);

const ratio = (a: Figures | null, b: Figures | null) =>
  a && b ? `${(a.pagesPerSecond / b.pagesPerSecond).toFixed(2)}x` : '-';

for (const size of sizes) {
  const file = `${results}/pages-${size}.jsonl`;
  const count = await writeBenchPages(file, size);
  const data = await startDataServer(file);
  const out = `${results}/out-${size}`;
  const vikeOut = `${results}/vike-dist-${size}`;
  // The machine drifts by tens of percent within minutes: with BENCH_ROUNDS=n every variant
  // runs n times in rotation and the median run of each is compared.
  const runs: Record<'ours' | 'raw' | 'rawCores' | 'vikeApi' | 'vike' | 'astro', Figures[]> = {
    ours: [],
    raw: [],
    rawCores: [],
    vikeApi: [],
    vike: [],
    astro: [],
  };
  const vikeOk = size <= skipVikeAbove;
  const shardRuns: Sharded[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    if (rounds > 1) console.log(`round ${round} of ${rounds}`);
    await rm(out, { recursive: true, force: true });
    if (variants.has('ours')) {
      settle();
      const figures = await pipeline(data.url, out, false);
      console.log(`ours: ${rate(figures)}`);
      runs.ours.push(figures);
    }
    const raw = await variant('raw', 'raw ceiling', 'bench/prerender-raw.ts', [
      file,
      `${results}/raw-${size}`,
    ]);
    if (raw) runs.raw.push(raw);
    const rawCores = await variant(
      'raw-cores',
      `raw ceiling on ${String(workers)} workers`,
      'bench/prerender-raw.ts',
      [file, `${results}/raw-${size}`, String(workers)],
    );
    if (rawCores) runs.rawCores.push(rawCores);
    const vikeApi = vikeOk
      ? await variant('vike-api', 'vike (+data from the API)', 'bench/prerender-vike.ts', [
          file,
          vikeOut,
          data.url,
        ])
      : null;
    if (vikeApi) runs.vikeApi.push(vikeApi);
    const vike = vikeOk
      ? await variant('vike', 'vike (all pages in memory)', 'bench/prerender-vike.ts', [
          file,
          vikeOut,
        ])
      : null;
    if (vike) runs.vike.push(vike);
    const astro = await variant(
      'astro',
      'Astro 5 (same templates, zero JS)',
      'bench/astro/run.ts',
      [file, 'bench/astro/dist', data.url],
    );
    if (astro) runs.astro.push(astro);
    if (variants.has('sharded'))
      for (const n of shardCounts) {
        const figures = await sharded(data.url, `${results}/shards-${size}`, n);
        console.log(
          `sharded n=${String(n)}: shards ${figures.shards.map((f) => `${f.rendered} pages in ${f.seconds.toFixed(1)} s (${f.maxRssMb} MB)`).join(', ')}; merge ${figures.merge.seconds.toFixed(2)} s (${figures.merge.maxRssMb} MB); projected on ${String(n)} machines ${figures.projected.toFixed(1)} s`,
        );
        shardRuns.push(figures);
      }
    await rm(`${results}/shards-${size}`, { recursive: true, force: true });
  }
  const ours = median(runs.ours);
  const raw = median(runs.raw);
  const rawCores = median(runs.rawCores);
  const vikeApi = median(runs.vikeApi);
  const vike = median(runs.vike);
  const astro = median(runs.astro);
  const best = [vike, vikeApi, astro].reduce<Figures | null>(
    (top, f) => (f && (!top || f.pagesPerSecond > top.pagesPerSecond) ? f : top),
    null,
  );
  // The incremental rebuild runs as often as every other variant (1% of the pages changed before
  // each run, on the last full build) and its median run is set against the median full build:
  // one run would be one sample of a machine that drifts by tens of percent.
  const incrementals: Awaited<ReturnType<typeof pipeline>>[] = [];
  if (ours && variants.has('incremental'))
    for (let round = 1; round <= rounds; round += 1) {
      data.touch(0.01);
      settle();
      const figures = await pipeline(data.url, out, true);
      console.log(`incremental: ${figures.seconds.toFixed(2)} s`);
      incrementals.push(figures);
    }
  const incremental = median(incrementals);
  // The same 1% through the publisher the site runs, on the build the incremental rounds left.
  const viaPublisher =
    ours && variants.has('publisher') ? await publisherPatches(data, out, rounds, settle) : [];
  for (const p of viaPublisher)
    console.log(
      `publisher: ${String(p.rendered)} pages live ${p.seconds.toFixed(2)} s after the change (its patches ${p.patchSeconds.toFixed(2)} s)`,
    );
  const publisherPatch = medianBy(viaPublisher, (p) => p.seconds);
  await data.close();
  await rm(vikeOut, { recursive: true, force: true });
  await rm(`${results}/raw-${size}`, { recursive: true, force: true });
  await rm('bench/astro/dist', { recursive: true, force: true });
  const row = {
    pages: count,
    ours: rate(ours),
    vikeApi: rate(vikeApi),
    vike: rate(vike),
    astro: rate(astro),
    raw: rate(raw),
    rawCores: rate(rawCores),
    oursVsVikeApi: ratio(ours, vikeApi),
    oursVsVike: ratio(ours, vike),
    oursVsAstro: ratio(ours, astro),
    oursVsBest: `${ratio(ours, best)} (best: ${best?.variant ?? '-'})`,
    oursVsRaw:
      ours && raw ? `${((ours.pagesPerSecond / raw.pagesPerSecond) * 100).toFixed(0)}%` : '-',
    oursVsRawCores:
      ours && rawCores
        ? `${((ours.pagesPerSecond / rawCores.pagesPerSecond) * 100).toFixed(0)}%`
        : '-',
    incremental:
      ours && incremental
        ? `${incremental.rendered} rendered, ${incremental.carried} carried in ${incremental.seconds.toFixed(2)} s = ${((incremental.seconds / ours.seconds) * 100).toFixed(1)}% of the full build (runs: ${incrementals.map((f) => `${f.seconds.toFixed(2)} s`).join(', ')})`
        : '-',
    publisher:
      ours && publisherPatch
        ? `${publisherPatch.rendered} rendered, live ${publisherPatch.seconds.toFixed(2)} s after the change = ${((publisherPatch.seconds / ours.seconds) * 100).toFixed(1)}% of the full build (runs: ${viaPublisher.map((p) => `${p.seconds.toFixed(2)} s`).join(', ')})`
        : '-',
  };
  console.log(JSON.stringify(row));
  measured.push({
    pages: count,
    variants: {
      ours,
      'raw ceiling': raw,
      [`raw ceiling, ${String(workers)} workers`]: rawCores,
      'vike (API)': vikeApi,
      'vike (memory)': vike,
      'Astro 5': astro,
    },
    incremental,
    publisherPatch,
  });
  /** The run of n shards with the median projected wall time. */
  const medianOf = (n: number) => {
    const of = shardRuns.filter((r) => r.n === n).sort((a, b) => a.projected - b.projected);
    return of[Math.floor((of.length - 1) / 2)];
  };
  for (const n of shardCounts) {
    const mid = medianOf(n);
    if (!mid) continue;
    const one = medianOf(1);
    shardRows.push(
      `| ${count} | ${String(n)} | ${mid.shards.map((f) => `${f.rendered} in ${f.seconds.toFixed(1)} s`).join(', ')} | ${Math.max(...mid.shards.map((f) => f.maxRssMb))} MB | ${mid.merge.seconds.toFixed(2)} s, ${mid.merge.maxRssMb} MB | ${mid.work.toFixed(1)} s | ${mid.projected.toFixed(1)} s | ${one ? `${(one.projected / mid.projected).toFixed(2)}x` : '-'} |`,
    );
  }
  rows.push(
    `| ${row.pages} | ${row.ours} | ${row.vikeApi} | ${row.vike} | ${row.astro} | ${row.raw} | ${row.rawCores} | ${row.oursVsVikeApi} | ${row.oursVsVike} | ${row.oursVsAstro} | ${row.oursVsBest} | ${row.oursVsRaw} | ${row.oursVsRawCores} | ${row.incremental} | ${row.publisher} |`,
  );
}
console.log(
  '\n| pages | our pipeline (to live) | vike prerender, +data from the API | vike prerender, pages in memory | Astro 5 | raw ceiling, one core | raw ceiling, every core | ours / vike (API) | ours / vike (memory) | ours / Astro | ours / best of vike and Astro | ours / raw, one core | ours / raw, every core | incremental (1% changed) | the same 1% through the publisher |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
);
console.log(rows.join('\n'));
if (shardRows.length > 0) {
  console.log(
    '\n| pages | shards | each shard (pages in s) | shard peak RSS | merge (time, RSS) | work (all shards + merge) | projected wall on n machines | speed-up vs n = 1 |\n|---|---|---|---|---|---|---|---|',
  );
  console.log(shardRows.join('\n'));
}

const caption = captionOf(facts);
/** Each size's bars: ours until live and until every sibling, then every other variant. */
const timeBars = ({ variants }: (typeof measured)[number]) =>
  Object.entries(variants).flatMap(([label, f]) => {
    if (!f) return [];
    if (label !== 'ours') return [{ label, value: f.seconds }];
    const live = { label: 'ours, live', value: f.seconds };
    const all = f.siblingsSeconds
      ? [{ label: 'ours, every sibling', value: f.siblingsSeconds }]
      : [];
    return [live, ...all];
  });
saveFigures(
  'prerender',
  { ...facts, rounds, sizes: measured },
  {
    'prerender-time': {
      title: `Prerender: seconds until live and until every sibling (median of ${String(rounds)})`,
      unit: 's',
      caption,
      groups: measured.map((size) => ({
        label: `${size.pages.toLocaleString('en-US')} pages`,
        bars: timeBars(size),
      })),
    },
  },
);
