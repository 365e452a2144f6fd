/**
 * One locale's build: its plan, then its pages rendered by the pool and written by this thread
 * into the build's folders (a full build's own, or a patch's staging folders), each outcome in
 * the manifest, with one repair pass after the SPEC §9 backoff for pages that may heal.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { backoffDelayMs, sleep, SPEC_BACKOFF } from '../src/domain/rules/backoff';
import { readLiveBuild } from './live';
import { manifestPath, openManifest, type ManifestWriter } from './manifest';
import type { LocaleBuild } from './locale-build';
import { LinkCollector, type PageLinks } from './links';
import { planLocale, shardOf, slicePlan, type LiveBuild } from './plan';
import type { Pool } from './pool';
import type { Progress } from './progress';
import { isRetryable, type BatchItem, type LocaleJob, type PageResult } from './protocol';
import { takeWrittenHashes } from './site-headers';
import type { LocaleLists, Site } from './site';
import { listedCount } from './shrink';
import { writeOutput, type BatchOutput } from './writer';

const sha1 = (...parts: string[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha1')).digest('hex');

/** Where a locale's outcomes go while its pages are rendered and written. */
type Sinks = {
  manifest: ManifestWriter;
  progress: Progress;
  backoffBaseMs: number;
  /** A patch's build folder, relative to which its written files are named; else null. */
  staging: string | null;
  /** The links of each page that came out; a page left alone has its live entry's. */
  links: { collector: LinkCollector; live: (slug: string) => PageLinks };
};

/** Renders `items` on the pool and writes each batch's files, then one repair pass. */
async function renderAndWrite(
  pool: Pool,
  job: LocaleJob,
  items: readonly BatchItem[],
  { manifest, progress, backoffBaseMs, staging, links }: Sinks,
) {
  const staged: string[] = [];
  /** Each page's read updatedAt, or null when it failed. */
  const outcomes = new Map<string, string | null>();
  const rendered: string[] = [];
  let carried = 0;
  const onBatch = (results: PageResult[], output: BatchOutput) => {
    const unwritten = writeOutput(output);
    if (staging !== null)
      for (const file of output.files)
        if (!unwritten.has(file.slug)) staged.push(relative(staging, file.path));
    for (const r of results) {
      const message = unwritten.get(r.slug);
      const result: PageResult = message
        ? { ...r, outcome: 'failed', error: { kind: 'write', message } }
        : r.outcome === 'carried'
          ? { ...r, links: links.live(r.slug) }
          : r;
      if (result.outcome !== 'failed' && result.links)
        links.collector.add(result.slug, result.links);
      manifest.result(result);
      outcomes.set(r.slug, result.outcome === 'failed' ? null : result.updatedAt);
      if (result.outcome === 'rendered') rendered.push(r.slug);
      if (result.outcome === 'carried') carried += 1;
      progress.tick(result.outcome !== 'failed');
    }
  };
  await pool.render(job, items, onBatch);
  const retry = manifest.failed().filter((r) => r.error && isRetryable(r.error));
  if (retry.length > 0) {
    await sleep(backoffDelayMs(0, Math.random, { ...SPEC_BACKOFF, baseMs: backoffBaseMs }));
    progress.addTotal(retry.length);
    const bySlug = new Map(items.map((item) => [item.slug, item]));
    await pool.render(
      job,
      retry.flatMap((r) => bySlug.get(r.slug) ?? []),
      onBatch,
    );
  }
  return { outcomes, staged, rendered, carried };
}

/** A patched build's links of a page it carries: the page's own, and the layout's of them all. */
function liveLinksOf(live: LiveBuild | null): (slug: string) => PageLinks {
  const own = new Map(live?.manifest.pages.map((page) => [page.slug, page.links ?? []]));
  const frame = live?.manifest.frameLinks ?? [];
  return (slug) => ({ own: own.get(slug) ?? [], frame });
}

/** Builds one locale from the lists read: plan → render → write. */
export async function buildLocale(
  site: Site,
  pool: Pool,
  { locale, list, header, footer }: LocaleLists,
  appBuild: string,
  progress: Progress,
): Promise<LocaleBuild> {
  const { config, outDir, buildDir, shard } = site;
  const code = locale.locale;
  const context = { locale, locales: site.locales, header, footer, apiVersion: site.apiVersion };
  const salt = sha1(appBuild, JSON.stringify(context));
  const liveBuildId = config.incremental ? site.live?.locales[code]?.buildId : undefined;
  const live = liveBuildId ? await readLiveBuild(outDir, liveBuildId, code) : null;
  // A shard builds the pages of its slice only (docs/deploying.md "A sharded prerender").
  const inSlice = (slug: string) => !shard || shardOf(slug, shard.count) === shard.index - 1;
  const plan = slicePlan(planLocale({ pages: list.pages, live, salt }), inSlice);
  const listed = list.pages.flatMap((page, position) =>
    inSlice(page.slug) ? [{ page, position }] : [],
  );

  const job: LocaleJob = {
    type: 'locale',
    context,
    salt,
    htmlRoot: join(buildDir, code, 'html'),
    dbRoot: join(buildDir, code, 'db'),
  };
  // Made up front: a patch may stage no page at all, only sitemaps.
  mkdirSync(job.htmlRoot, { recursive: true });
  mkdirSync(job.dbRoot, { recursive: true });
  const manifest = openManifest(manifestPath(site.recordDir, code), {
    locale: code,
    buildId: plan.kind === 'patch' ? plan.buildId : site.buildId,
  });
  const carriedUnread = plan.kind === 'patch' ? plan.carry : [];
  const collector = new LinkCollector();
  const liveLinks = liveLinksOf(plan.kind === 'patch' ? live : null);
  for (const entry of carriedUnread) {
    manifest.carry(entry);
    collector.add(entry.slug, liveLinks(entry.slug));
  }
  progress.addTotal(listed.length);
  progress.advance(carriedUnread.length);

  const staging = plan.kind === 'patch' ? buildDir : null;
  const done = await renderAndWrite(pool, job, plan.render, {
    manifest,
    progress,
    backoffBaseMs: config.backoffBaseMs,
    staging,
    links: { collector, live: liveLinks },
  });
  const failedSlugs = manifest
    .failed()
    .map((r) => r.slug)
    .sort();
  const { frameHash } = await pool.ready;
  manifest.close({ salt, frameHash, frameLinks: collector.frameLinks() });

  // A page read again carries its read's updatedAt; one carried unread, its listed one.
  const kept = listed.flatMap(({ page, position }) => {
    const read = done.outcomes.get(page.slug);
    if (read === undefined || read === page.updatedAt) return [{ page, position }];
    return read === null ? [] : [{ page: { ...page, updatedAt: read }, position }];
  });
  return {
    locale,
    target:
      plan.kind === 'patch'
        ? { kind: 'patch', buildId: plan.buildId, remove: plan.remove }
        : { kind: 'full' },
    salt,
    // The shards of one build must have read the same list.
    listHash: sha1(JSON.stringify(list.pages)),
    listed: listedCount(list.pages),
    entries: kept.map((k) => k.page),
    positions: kept.map((k) => k.position),
    failedSlugs,
    rendered: done.rendered,
    carried: carriedUnread.length + done.carried,
    staged: done.staged,
    scriptHashes: [...takeWrittenHashes(job.htmlRoot)].sort(),
    links: collector.index(),
  };
}
