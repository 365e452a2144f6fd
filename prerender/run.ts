/**
 * The prerender: each locale plan → render → write into a folder of its own, then the link
 * check → sitemaps → publish → cache clears. A locale goes live only when its build succeeded
 * (docs/published-tree.md). A shard stops after write; its merge starts at the link check.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PrerenderConfig } from './config';
import { clearPageCaches } from './clear';
import { compressBuilds } from './compress';
import { checkLinks } from './links';
import type { LocaleBuild } from './locale-build';
import { acquirePublishLock } from './lock';
import { mergeShards } from './merge';
import { startPool } from './pool';
import { createProgress } from './progress';
import { publish, retireOldBuilds } from './publish';
import { buildLocale } from './render';
import { clearShard, retireShards, writeShardRecord } from './shard';
import { guardShrink, listedOf } from './shrink';
import { readLocaleLists, readSite, type Site } from './site';
import { writeSiteSitemaps } from './sitemaps';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Outcome of a run. */
export type PrerenderSummary = {
  buildId: string;
  published: string[];
  failedLocales: { locale: string; failedSlugs: string[] }[];
  rendered: number;
  carried: number;
  failed: number;
  seconds: number;
  cacheCleared: number;
};

/** Runs one prerender. Throws only for set-up errors; page failures are in the summary. */
export async function runPrerender(
  config: PrerenderConfig,
  log: (line: string) => void = console.log,
): Promise<PrerenderSummary> {
  const started = Date.now();
  const outDir = resolve(config.outDir);
  const serverEntry = join(root, 'dist/server/entry.mjs');
  if (!existsSync(serverEntry))
    throw new Error('dist/server/entry.mjs is missing: run `npm run build` first');
  // Shards write disjoint slices and run at once; a run that publishes runs alone.
  const release = config.shard
    ? () => Promise.resolve()
    : await acquirePublishLock({ outDir, staleSeconds: config.lockStaleSeconds, log });
  try {
    if (config.merge !== null && config.buildId !== null) {
      const merged = await mergeShards(config, outDir, config.buildId, config.merge);
      log(
        `prerender: merged ${String(config.merge)} shards of build ${config.buildId} in ${seconds(started)}`,
      );
      const summary = await publishBuilds(merged.site, merged.builds, started, log);
      await retireShards(outDir, config.buildId);
      return summary;
    }
    const { site, builds, frameHash } = await renderLocales(config, outDir, serverEntry, log);
    if (!site.shard) return await publishBuilds(site, builds, started, log);
    await writeShardRecord(site, builds, frameHash);
    const summary = { ...summarize(site, builds, builds, started, 0), published: [] };
    log(
      `${summaryLine(summary)}; shard ${String(site.shard.index)}/${String(site.shard.count)} recorded for the merge`,
    );
    return summary;
  } finally {
    await release();
  }
}

/** Plan → render → write, each locale in turn, on one pool of render workers. */
async function renderLocales(
  config: PrerenderConfig,
  outDir: string,
  serverEntry: string,
  log: (line: string) => void,
) {
  // The workers boot while the lists are read.
  const pool = startPool(config, root, serverEntry);
  try {
    const site = await readSite(config, outDir);
    log(
      `prerender: build ${site.buildId}, app ${site.appVersion}, API ${site.apiVersion}, locales ${site.targets.map((l) => l.locale).join(', ')}${site.shard ? `, shard ${String(site.shard.index)}/${String(site.shard.count)}` : ''}`,
    );
    const lists = await Promise.all(site.targets.map((l) => readLocaleLists(config, l)));
    // Judged before anything is written; a shard's lists are judged by its merge.
    if (!site.shard) await guardShrink(outDir, config.allowShrinkPct, lists.map(listedOf));
    else await clearShard(site);
    const progress = createProgress();
    const builds: LocaleBuild[] = [];
    for (const read of lists)
      builds.push(await buildLocale(site, pool, read, await pool.appBuild, progress));
    progress.finish();
    const { codeCache, frameHash } = await pool.ready;
    log(`prerender: render worker from the bundle, V8 code cache ${codeCache}`);
    return { site, builds, frameHash };
  } finally {
    await pool.terminate();
  }
}

/** Link check → sitemaps → publish → cache clears for the locales built whole. */
async function publishBuilds(
  site: Site,
  built: readonly LocaleBuild[],
  started: number,
  log: (line: string) => void,
): Promise<PrerenderSummary> {
  const { config } = site;
  const { builds, refused, lines } = checkLinks(built, site.locales);
  for (const line of lines) log(line);
  const good = builds.filter(
    (b) => b.failedSlugs.length <= config.maxFailures && !refused.has(b.locale.locale),
  );
  const times = [Date.now()];
  await writeSiteSitemaps(site, good);
  times.push(Date.now());
  const ready = await compressBuilds(site, good, { clientDir: join(root, 'dist/client'), log });
  const live = await publish(site, ready, join(root, 'dist/client'));
  times.push(Date.now());
  const cleared = await clearPageCaches(
    {
      url: config.sitemanagerUrl,
      user: config.sitemanagerUser,
      password: config.sitemanagerPassword,
    },
    good.flatMap((b) => b.rendered.map((slug) => ({ locale: b.locale.locale, slug }))),
  );
  log(
    `prerender: sitemaps ${seconds(times[0], times[1])}, publish ${seconds(times[1], times[2])}, ${String(cleared.cleared)} cache clears ${seconds(times[2])}`,
  );
  if (cleared.failed)
    log(`prerender: ${cleared.failed} cache clears failed (the CDN keeps serving)`);
  const summary = summarize(site, builds, good, started, cleared.cleared);
  log(summaryLine(summary));
  await retireOldBuilds(site.outDir, live, config.keepBuilds);
  return summary;
}

function summarize(
  site: Site,
  builds: readonly LocaleBuild[],
  good: readonly LocaleBuild[],
  started: number,
  cacheCleared: number,
): PrerenderSummary {
  return {
    buildId: site.buildId,
    published: good.map((b) => b.locale.locale),
    failedLocales: builds
      .filter((b) => !good.includes(b))
      .map((b) => ({ locale: b.locale.locale, failedSlugs: b.failedSlugs })),
    rendered: builds.reduce((n, b) => n + b.rendered.length, 0),
    carried: builds.reduce((n, b) => n + b.carried, 0),
    failed: builds.reduce((n, b) => n + b.failedSlugs.length, 0),
    seconds: (Date.now() - started) / 1000,
    cacheCleared,
  };
}

const seconds = (from = Date.now(), to = Date.now()) => `${((to - from) / 1000).toFixed(2)} s`;

/** The line the CLI ends with (bench/prerender.ts reads its figures). */
function summaryLine(s: PrerenderSummary): string {
  const rate = (s.rendered + s.carried) / Math.max(0.001, s.seconds);
  const rss = Math.round(process.resourceUsage().maxRSS / 1024);
  return `prerender: ${s.rendered} rendered, ${s.carried} carried over, ${s.failed} failed in ${s.seconds.toFixed(2)} s (${rate.toFixed(0)} pages/s, peak RSS ${rss} MB); published ${s.published.join(', ') || 'nothing'}`;
}
