/**
 * `npm run bench:live`: edit-to-live latency of the publisher (docs/deploying.md "The
 * publisher"), from the content API accepting a `PATCH /admin` to the local CDN answering the new
 * bytes, at the default seed and at BENCH_LIVE_PAGES (10,000) pages: 100 single edits one after
 * another (p50, p99), 100 edits sent within one second (until all are live), one navigation change
 * that touches every page of bg-BG (against the full build's time), and the publisher's peak RSS
 * through 1,000 edits, before that change, and at the end (against the full build's). BENCH_LIVE_SIZES picks `seed,10000`.
 * Needs `npm run build`. Writes docs/benchmarks/live.json, and the publisher's log of each size
 * to bench/results/live/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pLimit from 'p-limit';
import { API_PAGE_SIZE_MAX } from '../src/config/constants';
import { CasinoListResponse } from '../src/domain/entities';
import { quantile } from '../prerender/publisher/counters';
import { captionOf, runFacts, saveFigures } from './figures';
import { memoryMbOf, startLiveStack, type LiveStack } from './live-stack';

const sizes = (process.env.BENCH_LIVE_SIZES ?? `seed,${process.env.BENCH_LIVE_PAGES ?? '10000'}`)
  .split(',')
  .map((size) => (size === 'seed' ? null : Number(size)));
const LOGS = resolve(import.meta.dirname, 'results/live');
const SINGLE_EDITS = 100;
const BURST_EDITS = 100;
const MEMORY_EDITS = 1_000;
const POLL_MS = 5;
const LIVE_TIMEOUT_MS = 600_000;
const auth = `Basic ${Buffer.from('local:local').toString('base64')}`;

/** An editor's change through the content API; resolves once it is accepted. */
async function edit(stack: LiveStack, path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${stack.apiUrl}/admin/${path}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/merge-patch+json', authorization: auth },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200)
    throw new Error(`PATCH ${path}: ${String(answer.status)} ${await answer.text()}`);
}

/** Resolves once the CDN answers `path` with bytes holding `text`. */
async function liveOn(stack: LiveStack, path: string, text: string): Promise<void> {
  const deadline = Date.now() + LIVE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = await fetch(`${stack.siteUrl}${path}`);
    if ((await answer.text()).includes(text)) return;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(`${path} never showed ${text}`);
}

async function casinoSlugs(stack: LiveStack): Promise<string[]> {
  const path = `/casinos?pageSize=${String(API_PAGE_SIZE_MAX)}`;
  const answer = await fetch(`${stack.apiUrl}${path}`, { headers: { 'x-locale': 'bg-BG' } });
  return CasinoListResponse.parse(await answer.json()).items.map((c) => c.slug);
}

/** Single edits, each live before the next: what an editor waits for one change (p50, p99). */
async function singleEdits(stack: LiveStack, slugs: readonly string[]) {
  const latencies: number[] = [];
  for (let i = 0; i < SINGLE_EDITS; i += 1) {
    const slug = slugs[i % slugs.length] ?? '';
    const tagline = `Единична промяна ${String(i)}`;
    await edit(stack, `casinos/${slug}`, { tagline });
    const accepted = performance.now();
    await liveOn(stack, `/${slug}`, `${tagline}<`);
    latencies.push(performance.now() - accepted);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { p50Ms: Math.round(quantile(sorted, 0.5)), p99Ms: Math.round(quantile(sorted, 0.99)) };
}

/** A burst of `count` edits over 20 casinos: how long until the last of them is what the CDN serves. */
async function burst(stack: LiveStack, slugs: readonly string[], count: number) {
  const started = performance.now();
  const final = new Map<string, string>();
  const sent: Promise<void>[] = [];
  const gap = count <= BURST_EDITS ? 1_000 / count : 0;
  const limit = pLimit(16);
  for (let i = 0; i < count; i += 1) {
    const slug = slugs[i % Math.min(20, slugs.length)] ?? '';
    const tagline = `Поредица ${String(count)} ${String(i)}`;
    final.set(slug, tagline);
    sent.push(limit(() => edit(stack, `casinos/${slug}`, { tagline })));
    if (gap > 0) await new Promise((r) => setTimeout(r, gap));
  }
  await Promise.all(sent);
  await Promise.all([...final].map(([slug, tagline]) => liveOn(stack, `/${slug}`, `${tagline}<`)));
  return Math.round(performance.now() - started);
}

/** A footer change touches every bg-BG page: how long until its home and its last page show it. */
async function everyPage(stack: LiveStack) {
  const copyright = `© ${String(Date.now())} Казино ръководство`;
  const list = (await (
    await fetch(`${stack.apiUrl}/pages`, { headers: { 'x-locale': 'bg-BG' } })
  ).json()) as {
    pages: { slug: string }[];
  };
  const last = list.pages.at(-1)?.slug ?? 'home';
  const started = performance.now();
  await edit(stack, 'navigation/bg-BG', { footer: { copyright } });
  await Promise.all([liveOn(stack, '/', copyright), liveOn(stack, `/${last}`, copyright)]);
  return Math.round(performance.now() - started);
}

async function measureSize(pages: number | null) {
  const stack = await startLiveStack(pages);
  try {
    const slugs = await casinoSlugs(stack);
    // The publisher's resident and peak memory after each phase: which one raised the peak.
    const memory: Record<string, { rssMb: number; peakMb: number }> = {};
    const after = (phase: string) => (memory[phase] = memoryMbOf(stack.publisherPid));
    after('caught up');
    const single = await singleEdits(stack, slugs);
    after('single edits');
    const burstMs = await burst(stack, slugs, BURST_EDITS);
    after('burst');
    // The 1,000 edits before the every-page change: their peak is theirs, not its leftover.
    await burst(stack, slugs, MEMORY_EDITS);
    after(`${String(MEMORY_EDITS)} edits`);
    const everyPageMs = await everyPage(stack);
    after('every page');
    const row = {
      pages: pages ?? 'seed',
      singleEdit: single,
      burst100Ms: burstMs,
      everyPageMs,
      fullBuildMs: Math.round(stack.fullBuild.seconds * 1000),
      publisherPeakRssMb: memoryMbOf(stack.publisherPid).peakMb,
      publisherPeakAfterEditsMb: memory[`${String(MEMORY_EDITS)} edits`]?.peakMb ?? 0,
      fullBuildPeakRssMb: stack.fullBuild.peakRssMb,
      publisherMemory: memory,
    };
    console.log(JSON.stringify(row));
    // The publisher's log beside the figures: its stage lines say where a patch's time went.
    mkdirSync(LOGS, { recursive: true });
    writeFileSync(join(LOGS, `publisher-${String(row.pages)}.log`), stack.publisherOutput());
    return row;
  } finally {
    await stack.stop();
  }
}

const rows = [];
for (const size of sizes) rows.push(await measureSize(size));
const facts = runFacts('npm run bench:live');
saveFigures(
  'live',
  { ...facts, rows },
  {
    'live-latency': {
      title: 'Publisher: edit to the new bytes on the CDN, one edit at a time',
      unit: 'ms',
      caption: captionOf(facts),
      target: { value: 1_000, label: 'p50 target ≤ 1 s at 10,000 pages' },
      groups: rows.map((row) => ({
        label: `${String(row.pages)} pages`,
        bars: [
          { label: 'p50', value: row.singleEdit.p50Ms },
          { label: 'p99', value: row.singleEdit.p99Ms },
        ],
      })),
    },
  },
);
