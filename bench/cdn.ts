/**
 * `npm run bench:cdn`: the local CDN (`npm run serve`, a process of its own) under wrk
 * (bench/load.ts) at 50 connections, each scenario for BENCH_CDN_SECONDS (10), the median of
 * BENCH_CDN_ROUNDS (3) rounds. First every page of the site in rotation in both encodings a
 * browser takes (br, gzip) on a tree with no sibling yet, from a CDN just started (no warm-up: its
 * own first encodings count); then, once the sibling stage has run and on a CDN started again,
 * one page, one db.json and the rotation, each after a 2 s warm-up. The site is the content API's
 * default seed prerendered into bench/results/cdn/out (needs `npm run build`).
 * BENCH_CDN_CONNECTIONS sets the connections; BENCH_CDN_ROOT runs another checkout's
 * cdn/serve-cli.ts on the same tree (an A/B against main), BENCH_CDN_REUSE=1 keeps the tree of the
 * run before. Writes bench/results/cdn-<time>.json and prints a table.
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../scripts/free-port';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { readLive } from '../prerender/read/live';
import { SITE_LANG } from '../src/config/constants';
import { HOME_SLUG, SPA_FOLDER } from '../src/domain/entities/published-tree';
import { BROWSER, publishSite, run, startCdn } from './cdn-site';
import { captionOf, runFacts, saveFigures } from './figures';
import { load, medianRow } from './load';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_CDN_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CDN_CONNECTIONS ?? 50);
const cdnRoot = resolve(process.env.BENCH_CDN_ROOT ?? root);
const results = join(root, 'bench/results');
const out = join(results, 'cdn/out');
const WARM_UP_S = 2;
/** Rounds of every scenario; each figure is the median of its rounds. */
const ROUNDS = Number(process.env.BENCH_CDN_ROUNDS ?? 3);
/** Every page address of the published site (each locale at its directory). */
async function pageAddresses(): Promise<{ pages: string[]; db: string }> {
  const live = await readLive(out);
  if (!live) throw new Error('nothing published');
  const pages: string[] = [];
  for (const [code, locale] of Object.entries(live.locales)) {
    const base = locale.directory ? `/${locale.directory}` : '';
    const htmlRoot = join(out, SITE_LANG, live.prerenderFolder, code);
    for (const slug of readdirSync(htmlRoot)) {
      if (slug === SPA_FOLDER || slug === 'not-found') continue;
      if (!existsSync(join(htmlRoot, slug, 'index.html'))) continue;
      pages.push(slug === HOME_SLUG ? base || '/' : `${base}/${slug}`);
    }
  }
  const db = `/storage/${SITE_LANG}/${live.dbFolder}/${live.rootLocale}/${HOME_SLUG}/db.json`;
  return { pages, db };
}

/** Every sibling under the tree removed: the state of a build just live. */
function removeSiblings(): void {
  for (const name of readdirSync(out, { recursive: true, encoding: 'utf8' }))
    // force: a file under a linked folder is listed again through the link.
    if (/\.(br|gz)$/.test(name)) rmSync(join(out, name), { force: true });
}

/** The sibling stage alone on the tree, as a build runs it once live. */
const writeSiblings = () => run(['prerender/start.mjs', '--out', out, '--siblings-only'], {});

type Scenario = {
  name: string;
  requests: { path: string; encoding: string }[];
  /** Measured from the CDN's start: its first encodings count. */
  cold?: boolean;
};
type Row = {
  scenario: string;
  addresses: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  megabytesPerSecond: number;
  non2xx: number;
  errors: number;
};

/** One shared turn over the addresses, as visitors across a site ask (bench/load.ts). */
const measure = (url: string, scenario: Scenario, duration: number) =>
  load(
    url,
    scenario.requests.map(({ path, encoding }) => ({
      path,
      headers: { 'accept-encoding': encoding },
    })),
    { connections, seconds: duration },
  );

async function runScenario(url: string, scenario: Scenario): Promise<Row> {
  if (!scenario.cold) await measure(url, scenario, WARM_UP_S);
  const result = await measure(url, scenario, seconds);
  return {
    scenario: scenario.name,
    addresses: scenario.requests.length,
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    megabytesPerSecond: result.megabytesPerSecond,
    non2xx: result.failed,
    errors: result.errors,
  };
}

/** Each scenario once: the rotation with no sibling on a CDN just started, then the others. */
async function oneRound(url: string, port: number, { pages, db }: { pages: string[]; db: string }) {
  const rotation = pages.flatMap((path) => ['br', 'gzip'].map((encoding) => ({ path, encoding })));
  const rows: Row[] = [];
  const phases: { prepare: () => unknown; scenarios: Scenario[] }[] = [
    {
      prepare: removeSiblings,
      scenarios: [{ name: 'rotation, no sibling yet', requests: rotation, cold: true }],
    },
    {
      prepare: writeSiblings,
      scenarios: [
        { name: 'one page', requests: [{ path: '/', encoding: BROWSER }] },
        { name: 'one db.json', requests: [{ path: db, encoding: BROWSER }] },
        { name: 'rotation, every sibling', requests: rotation },
      ],
    },
  ];
  for (const { prepare, scenarios } of phases) {
    await prepare();
    const cdn = await startCdn(cdnRoot, out, port);
    try {
      for (const scenario of scenarios) {
        console.log(`bench:cdn: ${scenario.name} (${String(seconds)} s) …`);
        rows.push(await runScenario(url, scenario));
      }
    } finally {
      if (cdn.pid !== undefined) process.kill(-cdn.pid, 'SIGTERM');
    }
  }
  return rows;
}

async function main() {
  const facts = runFacts('npm run bench:cdn');
  if (!existsSync(join(root, 'dist/server/entry.mjs')))
    throw new Error('dist/server/entry.mjs is missing: run `npm run build` first');
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  // BENCH_CDN_REUSE=1 keeps the tree of the run before (an A/B of the server alone).
  if (process.env.BENCH_CDN_REUSE !== '1' || !existsSync(join(out, SITE_LANG, 'live.json'))) {
    console.log(`bench:cdn: prerendering the default seed into ${out} …`);
    await publishSite(out, url);
  }
  const { pages, db } = await pageAddresses();
  const rounds: Row[][] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`bench:cdn: round ${String(round)} of ${String(ROUNDS)}`);
    rounds.push(await oneRound(url, port, { pages, db }));
  }
  const rows = (rounds[0] ?? []).map((row, i) => medianRow(rounds.map((r) => r[i] ?? row)));
  const report = {
    date: new Date().toISOString(),
    machine: `${String(cpus().length)} cores (${cpus()[0]?.model ?? 'unknown'}), ${String(Math.round(totalmem() / 2 ** 30))} GiB, Node ${process.version}`,
    cdn: cdnRoot,
    connections,
    seconds,
    rounds: ROUNDS,
    rows,
  };
  const file = join(results, `cdn-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\n${report.machine}; ${String(connections)} connections, ${String(seconds)} s each, medians of ${String(ROUNDS)}`,
  );
  console.table(rows);
  console.log(`bench:cdn: results in ${file}`);
  const caption = captionOf(facts);
  saveFigures(
    'cdn',
    { ...report, ...facts },
    {
      'cdn-throughput': {
        title: `Local CDN: requests per second at ${String(connections)} connections (p99 in the table)`,
        unit: 'req/s',
        caption,
        // Issue 56: the rotation no lower than 8,656 req/s, with every sibling and with none.
        target: { value: 8656, label: 'target: rotation ≥ 8,656 req/s' },
        groups: [
          {
            label: 'scenario',
            bars: rows.map((r) => ({ label: r.scenario, value: r.requestsPerSecond })),
          },
        ],
      },
    },
  );
}

await main();
