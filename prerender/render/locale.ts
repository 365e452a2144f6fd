/**
 * One locale's build: its plan, then its pages rendered and written (write-batches.ts), each
 * outcome in the manifest; answers what the later stages need (prerender/records/locale-build.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { HTML_SITEMAP_SLUG, sitemapDataOf } from '../../src/api/route-data';
import { serverEnv } from '../../src/config/server-env';
import type { PageListEntry } from '../../src/domain/entities';
import { manifestPath } from '../../src/domain/entities/published-tree';
import { ComplianceCollector } from '../check/compliance/judge';
import { patchBaseOf, type HeldBuild } from '../read/live';
import { LinkCollector } from '../check/links';
import type { LocaleBuild, PublishTarget } from '../records/locale-build';
import { openManifest, type Manifest, type ManifestPage } from '../records/manifest';
import { planLocale, shardOf, slicePlan, type AlternateIndex, type Plan } from '../plan/plan';
import type { LiveBuild } from '../read/live';
import type { RefusedPage } from '../read/page-list';
import type { Pool } from './pool';
import type { Progress } from './progress';
import type { LocaleJob } from './protocol';
import { liveLinksOf, renderAndWrite, type Sinks } from './write-batches';
import { listedCount } from '../plan/shrink-guard';
import type { LocaleLists, Site } from '../read/site';

const sha1 = (...parts: string[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha1')).digest('hex');

/**
 * What one locale's build works with: the pool, the lists read, the app build, the progress and
 * the live build a patch rests on (readPatchBases).
 */
export type LocaleWork = {
  pool: Pool;
  lists: LocaleLists;
  appBuild: string;
  progress: Progress;
  live: LiveBuild | null;
  /** Which locales of the run list each slug (the pages' hreflang alternates). */
  alternates: AlternateIndex;
  /** The publisher's pages to read again (plan.ts `touched`); null in a build run. */
  touched: ReadonlySet<string> | null;
  /** Keep the manifest written in memory (the publisher's next patch rests on it). */
  keep: boolean;
};

/**
 * Each locale's live build a patch rests on, read once for both the shrink guard and the plan:
 * its manifest holds a line for every page. The publisher hands over the builds it holds from its
 * last patch (taken out of `held`, so only the patch holds them); one the live record no longer
 * names is read from disk. None for a full build.
 */
export async function readPatchBases(
  site: Site,
  held: Map<string, HeldBuild> = new Map(),
): Promise<Map<string, LiveBuild>> {
  const bases = new Map<string, LiveBuild>();
  if (!site.config.patch) return bases;
  for (const { locale } of site.targets) {
    const kept = held.get(locale);
    held.delete(locale);
    const live = await patchBaseOf(site.outDir, site.live, { locale, held: kept });
    if (live) bases.set(locale, live);
  }
  return bases;
}

/** The locale's plan, the pages of its slice and the job they render in. */
function planOf(site: Site, work: LocaleWork) {
  const { buildDir, mode } = site;
  const { locale, list, header, footer, publisher } = work.lists;
  const { live, alternates, touched } = work;
  const { locales, apiVersion } = site;
  const context = { locale, locales, header, footer, apiVersion, publisher };
  // A licence lost or won changes links on pages whose updatedAt stays: every page renders anew.
  // So does another stage: a page is checked against its stage's rules (check/facts.ts).
  const unlinked = list.unlinkedOperators.join(',');
  const salt = sha1(work.appBuild, serverEnv().stage, JSON.stringify(context), unlinked);
  // A shard builds the pages of its slice only (docs/deploying.md "A sharded prerender").
  const inSlice = (slug: string) =>
    mode.kind !== 'shard' || shardOf(slug, mode.count) === mode.index - 1;
  const plan = withSitemapData(
    slicePlan(planLocale({ pages: list.pages, live, salt, alternates, touched }), inSlice),
    work.lists,
  );
  const listed = list.pages.flatMap((page, position) =>
    inSlice(page.slug) ? [{ page, position }] : [],
  );
  const job: LocaleJob = {
    type: 'locale',
    context,
    salt,
    htmlRoot: join(buildDir, locale.locale, 'html'),
    dbRoot: join(buildDir, locale.locale, 'db'),
  };
  const refused = work.lists.refused.filter((page) => inSlice(page.slug));
  return { plan, listed, job, salt, refused };
}

/**
 * The plan with the HTML sitemap's data given to its page when it renders: the list this run read
 * (product §2), so the sitemap links exactly this build's pages and is not read twice.
 */
function withSitemapData(plan: Plan, { list, listKeys }: LocaleLists): Plan {
  const render = plan.render.map((item) =>
    item.slug === HTML_SITEMAP_SLUG
      ? { ...item, given: { routeData: sitemapDataOf(list.pages), keys: listKeys } }
      : item,
  );
  return { ...plan, render };
}

type Listed = { page: PageListEntry; position: number };

/** The listed pages that came out: one read again carries its read's updatedAt; one carried unread, its listed one. */
function keptOf(listed: readonly Listed[], outcomes: ReadonlyMap<string, string | null>): Listed[] {
  return listed.flatMap(({ page, position }) => {
    const read = outcomes.get(page.slug);
    if (read === undefined || read === page.updatedAt) return [{ page, position }];
    return read === null ? [] : [{ page: { ...page, updatedAt: read }, position }];
  });
}

/** The locale's manifest, its refused pages failed in it: never read, the locale is not published without them. */
function openLocaleManifest(
  site: Site,
  work: LocaleWork,
  plan: Plan,
  refused: readonly RefusedPage[],
) {
  const code = work.lists.locale.locale;
  const head = { locale: code, buildId: plan.kind === 'patch' ? plan.buildId : site.buildId };
  const manifest = openManifest(manifestPath(site.recordDir, code), head, { keep: work.keep });
  for (const { slug, error } of refused)
    manifest.result({ slug, outcome: 'failed', hash: null, updatedAt: null, error });
  return manifest;
}

const targetOf = (plan: Plan): PublishTarget =>
  plan.kind === 'patch'
    ? { kind: 'patch', buildId: plan.buildId, remove: plan.remove }
    : { kind: 'full' };

/** The pages a patch leaves unread: their live entries, links and verified dates, as they were. */
function carryUnread(
  entries: readonly ManifestPage[],
  { manifest, links, compliance }: Pick<Sinks, 'manifest' | 'links' | 'compliance'>,
) {
  for (const entry of entries) {
    manifest.carry(entry);
    links.collector.add(entry.slug, links.live(entry.slug));
    compliance.carry(entry.slug);
  }
}

/**
 * Builds one locale from the lists read: plan → render → write. Answers the build and, when the
 * work asked to keep it, the manifest written.
 */
export async function buildLocale(
  site: Site,
  work: LocaleWork,
): Promise<{ build: LocaleBuild; manifest: Manifest | null }> {
  const { pool, lists, progress, live } = work;
  const { plan, listed, job, salt, refused } = planOf(site, work);
  const { locale, list } = lists;
  // Made up front: a patch may stage no page at all, only sitemaps.
  mkdirSync(job.htmlRoot, { recursive: true });
  mkdirSync(job.dbRoot, { recursive: true });
  const manifest = openLocaleManifest(site, work, plan, refused);
  const carriedUnread = plan.kind === 'patch' ? plan.carry : [];
  const collector = new LinkCollector();
  const compliance = new ComplianceCollector(
    { profile: locale.compliance, now: Date.now() },
    plan.kind === 'patch' ? (live?.manifest.pages ?? []) : [],
  );
  const liveLinks = liveLinksOf(plan.kind === 'patch' ? live : null);
  progress.addTotal(listed.length);
  const rendering = renderAndWrite(pool, job, plan.render, {
    manifest,
    progress,
    backoffBaseMs: site.config.backoffBaseMs,
    staging: plan.kind === 'patch' ? site.buildDir : null,
    links: { collector, live: liveLinks },
    compliance,
    alternates: (slug) => work.alternates.bySlug.get(slug) ?? '',
  });
  // Awaited below; a failure while the carry runs is not left unhandled meanwhile.
  rendering.catch(() => undefined);
  // The pages left alone are recorded while the workers render the others.
  await setImmediate();
  carryUnread(carriedUnread, { manifest, links: { collector, live: liveLinks }, compliance });
  progress.advance(carriedUnread.length);
  const done = await rendering;
  const failedSlugs = manifest
    .failed()
    .map((r) => r.slug)
    .sort();
  const { frameHash } = await pool.ready;
  const written = manifest.close({ salt, frameHash, frameLinks: collector.frameLinks() });
  const kept = keptOf(listed, done.outcomes);
  const build: LocaleBuild = {
    locale,
    target: targetOf(plan),
    salt,
    // The shards of one build must have read the same list; no other run compares it.
    listHash: site.mode.kind === 'shard' ? sha1(JSON.stringify(list.pages)) : '',
    listed: listedCount(list.pages),
    entries: kept.map((k) => k.page),
    positions: kept.map((k) => k.position),
    failedSlugs,
    rendered: done.rendered,
    renderedKeys: done.renderedKeys,
    carried: carriedUnread.length + done.carried,
    staged: done.staged,
    scriptHashes: done.scriptHashes,
    links: collector.index(),
    compliance: compliance.report(),
  };
  return { build, manifest: written };
}
