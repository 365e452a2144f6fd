/**
 * `npm run bench:cdn`: the local CDN (`npm run serve`, a process of its own) under autocannon at
 * 50 connections, each scenario for BENCH_CDN_SECONDS (10). First every page of the site in
 * rotation in both encodings a browser takes (br, gzip) on a tree with no sibling yet, from a
 * CDN just started (no warm-up: its own first encodings count); then, once the sibling stage has
 * run and on a CDN started again, one page, one db.json and the rotation, each after a 2 s
 * warm-up. The site is the content API's default seed prerendered into bench/results/cdn/out
 * (needs `npm run build`). BENCH_CDN_CONNECTIONS sets the connections; BENCH_CDN_ROOT runs
 * another checkout's cdn/serve-cli.ts on the same tree (an A/B against main), BENCH_CDN_REUSE=1
 * keeps the tree of the run before. Writes bench/results/cdn-<time>.json and prints a table.
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../scripts/free-port';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { readLive } from '../prerender/read/live';
import { SITE_LANG } from '../src/config/constants';
import { HOME_SLUG, SPA_FOLDER } from '../src/domain/entities/published-tree';
import { BROWSER, publishSite, run, startCdn } from './cdn-site';
import { captionOf, runFacts, saveFigures } from './figures';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_CDN_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CDN_CONNECTIONS ?? 50);
const cdnRoot = resolve(process.env.BENCH_CDN_ROOT ?? root);
const results = join(root, 'bench/results');
const out = join(results, 'cdn/out');
const WARM_UP_S = 2;
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
    if (/\.(br|gz)$/.test(name)) rmSync(join(out, name));
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

async function measure(url: string, scenario: Scenario, duration: number) {
  // One shared turn over the addresses: consecutive requests, whichever connection sends them,
  // ask for different addresses, as visitors across a site do (per-connection lists would march
  // the 50 connections through the same address at once).
  let turn = 0;
  const next = () => scenario.requests[turn++ % scenario.requests.length] ?? scenario.requests[0];
  const requests = [
    {
      setupRequest: (request: autocannon.Request) => {
        const address = next();
        return address
          ? {
              ...request,
              path: address.path,
              headers: { ...request.headers, 'accept-encoding': address.encoding },
            }
          : request;
      },
    },
  ];
  return autocannon({ url, connections, duration, requests });
}

async function runScenario(url: string, scenario: Scenario): Promise<Row> {
  if (!scenario.cold) await measure(url, scenario, WARM_UP_S);
  const result = await measure(url, scenario, seconds);
  return {
    scenario: scenario.name,
    addresses: scenario.requests.length,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    megabytesPerSecond: Number((result.throughput.average / 1e6).toFixed(1)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
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
  const report = {
    date: new Date().toISOString(),
    machine: `${String(cpus().length)} cores (${cpus()[0]?.model ?? 'unknown'}), ${String(Math.round(totalmem() / 2 ** 30))} GiB, Node ${process.version}`,
    cdn: cdnRoot,
    connections,
    seconds,
    rows,
  };
  const file = join(results, `cdn-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${report.machine}; ${String(connections)} connections, ${String(seconds)} s each`);
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
