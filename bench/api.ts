/**
 * `npm run bench:api` (issue 53): the content API under wrk (bench/load.ts) at 50 connections, on
 * PGlite and on a throwaway PostgreSQL server, seeded with BENCH_API_PAGES (10,000) pages: a page
 * by slug, three pages by slugs, a casino list of 20 and a casino's reviews, each cold (the read
 * cache off, API_CACHE_MB=0: every answer runs its statements) and warm, then a 304
 * revalidation; the page by slug again under one edit a second, with a probe counting answers
 * older than the change event that invalidated them; and the local CDN's one page in the same run
 * as the yardstick. Each figure is the median of BENCH_API_ROUNDS (3) rounds of
 * BENCH_API_SECONDS (5) after a 2 s warm-up. Needs `npm run build` (the CDN's site);
 * BENCH_API_DATABASES picks `pglite,postgres`. Writes docs/benchmarks/api.json and its charts.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CasinoListResponse, PageList } from '../src/domain/entities';
import { freePort } from '../scripts/free-port';
import { measureFreshness, type Freshness } from './api-freshness';
import {
  pgliteDatabase,
  postgresDatabase,
  startApiProcess,
  type BenchApi,
  type BenchDatabase,
} from './api-stack';
import { BROWSER, publishSite, startCdn } from './cdn-site';
import { captionOf, runFacts, saveFigures } from './figures';
import { load, medianRow } from './load';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const connections = 50;
const pages = Number(process.env.BENCH_API_PAGES ?? 10_000);
const databases = (process.env.BENCH_API_DATABASES ?? 'pglite,postgres').split(',');
const WARM_UP_S = 2;
const site = join(root, 'bench/results/api/site');

/** One measured request shape. */
type Scenario = { name: string; path: string; headers?: Record<string, string> };

/** One row of the results. */
export type Row = {
  server: string;
  mode: 'cold' | 'warm' | 'yardstick';
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers of 400 or more, and failed connections (each scenario's status is checked first). */
  unexpected: number;
};

const measure = (url: string, scenario: Scenario, duration: number) =>
  load(
    url,
    [
      {
        path: scenario.path,
        headers: { 'x-locale': 'bg-BG', 'accept-encoding': BROWSER, ...scenario.headers },
      },
    ],
    { connections, seconds: duration },
  );

/** The status every answer of `scenario` must have: the load counts only failures. */
async function expectStatus(url: string, scenario: Scenario): Promise<void> {
  const expected = scenario.headers?.['if-none-match'] ? 304 : 200;
  const headers = { 'x-locale': 'bg-BG', ...scenario.headers };
  const { status } = await fetch(url + scenario.path, { headers });
  if (status !== expected)
    throw new Error(`${scenario.name}: ${String(status)}, where ${String(expected)} is measured`);
}

async function run(url: string, scenario: Scenario, labels: Pick<Row, 'server' | 'mode'>) {
  await expectStatus(url, scenario);
  await measure(url, scenario, WARM_UP_S);
  const rounds: Row[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const result = await measure(url, scenario, seconds);
    rounds.push({
      ...labels,
      scenario: scenario.name,
      requestsPerSecond: result.requestsPerSecond,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      maxMs: result.maxMs,
      unexpected: result.failed + result.errors,
    });
  }
  const row = medianRow(rounds);
  console.log(
    `bench:api: ${row.server} ${row.mode} ${row.scenario}: ${String(row.requestsPerSecond)} req/s, p99 ${String(row.p99Ms)} ms`,
  );
  return row;
}

/** The scenarios of the seeded content: a casino review, three pages, the list, its reviews. */
async function scenarios(api: BenchApi): Promise<Scenario[]> {
  const headers = { 'x-locale': 'bg-BG' };
  const list = PageList.parse(await (await fetch(`${api.url}/pages`, { headers })).json());
  const first = (type: string) => list.pages.find((p) => p.type === type)?.slug ?? '';
  const casinos = CasinoListResponse.parse(
    await (await fetch(`${api.url}/casinos?pageSize=1`, { headers })).json(),
  );
  const top = casinos.items[0]?.slug ?? '';
  return [
    { name: 'page by slug', path: `/${top}` },
    {
      name: 'three pages by slugs',
      path: `/pages?slugs=${[top, first('slot'), first('article')].join(',')}`,
    },
    { name: 'casino list of 20', path: '/casinos?pageSize=20' },
    { name: "a casino's reviews", path: `/casinos/reviews?casino=${top}` },
  ];
}

/** Cold (cache off), then warm with the edits, then the 304, on one database. */
async function onDatabase(database: BenchDatabase): Promise<{ rows: Row[]; freshness: Freshness }> {
  const rows: Row[] = [];
  const cold = await startApiProcess(database, { API_PAGES: String(pages), API_CACHE_MB: '0' });
  try {
    for (const scenario of await scenarios(cold))
      rows.push(await run(cold.url, scenario, { server: database.name, mode: 'cold' }));
  } finally {
    await cold.stop();
  }
  const warm = await startApiProcess(database, {});
  try {
    const [page, ...others] = await scenarios(warm);
    if (!page) throw new Error('no page to read');
    const labels = { server: database.name, mode: 'warm' } as const;
    for (const scenario of [page, ...others]) rows.push(await run(warm.url, scenario, labels));
    const etag =
      (await fetch(warm.url + page.path, { headers: { 'x-locale': 'bg-BG' } })).headers.get(
        'etag',
      ) ?? '';
    const revalidation = {
      name: '304 revalidation',
      path: page.path,
      headers: { 'if-none-match': etag },
    };
    rows.push(await run(warm.url, revalidation, labels));
    // Last, as its edits change the page: each edit drops the answer, and the next reads wait for it.
    const [edited, freshness] = await Promise.all([
      run(warm.url, { ...page, name: 'page by slug, one edit a second' }, labels),
      measureFreshness(warm.url, page.path.slice(1), (WARM_UP_S + ROUNDS * seconds) * 1000),
    ]);
    rows.push(edited);
    return { rows, freshness };
  } finally {
    await warm.stop();
  }
}

/** The CDN's one page, on the default seed's site (published once into bench/results/api/site). */
async function yardstick(): Promise<Row> {
  if (!existsSync(join(root, 'dist/server/entry.mjs')))
    throw new Error('dist/server/entry.mjs is missing: run `npm run build` first');
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  if (!existsSync(join(site, 'bg', 'live.json'))) await publishSite(site, url);
  const cdn = await startCdn(root, site, port);
  try {
    return await run(
      url,
      { name: 'CDN: one page', path: '/' },
      { server: 'local CDN', mode: 'yardstick' },
    );
  } finally {
    if (cdn.pid !== undefined) process.kill(-cdn.pid, 'SIGTERM');
  }
}

async function main() {
  const facts = runFacts('npm run bench:api');
  const rows: Row[] = [await yardstick()];
  const freshness: Record<string, Freshness> = {};
  for (const name of databases) {
    const database = name === 'postgres' ? await postgresDatabase() : pgliteDatabase();
    try {
      const result = await onDatabase(database);
      rows.push(...result.rows);
      freshness[database.name] = result.freshness;
    } finally {
      await database.stop();
    }
  }
  rows.push(await yardstick());
  console.table(rows);
  console.log('freshness under one edit a second:', JSON.stringify(freshness));
  const caption = captionOf(facts);
  const report = { ...facts, pages, connections, seconds, rows, freshness };
  const byScenario = [...new Set(rows.map((r) => r.scenario))].map((scenario) => ({
    label: scenario,
    bars: rows
      .filter((r) => r.scenario === scenario)
      .map((r) => ({ label: `${r.server} ${r.mode}`, value: r.requestsPerSecond })),
  }));
  saveFigures('api', report, {
    'api-throughput': {
      title: `Content API: requests per second at ${String(connections)} connections, ${String(pages)} pages`,
      unit: 'req/s',
      caption,
      groups: byScenario,
    },
    'api-latency': {
      title: 'Content API: 99th percentile latency',
      unit: 'ms',
      caption,
      target: { value: 25, label: 'warm target p99 ≤ 25 ms' },
      groups: [...new Set(rows.map((r) => r.scenario))].map((scenario) => ({
        label: scenario,
        bars: rows
          .filter((r) => r.scenario === scenario)
          .map((r) => ({ label: `${r.server} ${r.mode}`, value: r.p99Ms })),
      })),
    },
  });
}

await main();
