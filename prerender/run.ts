/**
 * The prerender (ARCHITECTURE.md "The prerender's stages"); its mode (config.ts) says what a run
 * does. One machine: each locale plan → render → write into a folder of its own, then the link
 * check → compliance check → sitemaps → script hashes → publish → headers → live record → cache
 * clears: live. Then retired builds, the publish lock let go, and the sibling stage. A shard
 * stops after write and records its slice; the merge joins the records and starts at the link
 * check. A locale goes live only when its build succeeded (docs/published-tree.md).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from '../src/config/server-env';
import { buildLocale, readPatchBases } from './render/locale';
import { clearPageCaches } from './publish/cache-clears';
import { checkCompliance, writeComplianceReport } from './check/compliance/judge';
import { modeText, type PrerenderConfig } from './config';
import { checkLinks } from './check/links';
import { heldOf, publishedBuild, publishedOf, type HeldBuild, type LiveBuild } from './read/live';
import type { LocaleBuild } from './records/locale-build';
import { acquirePublishLock, type PublishLock } from './lock';
import { mergeShards } from './shard/merge';
import { indexAlternates } from './plan/plan';
import { startPool, type Pool } from './render/pool';
import { createProgress } from './render/progress';
import { publish, retireOldBuilds, writeLiveRecord } from './publish/switch';
import { clearShard, retireShards, writeShardRecord } from './shard/record';
import { guardShrink, listedOf } from './plan/shrink-guard';
import { readLocaleLists, readSite, type LocaleLists, type Site } from './read/site';
import {
  readDemoHosts,
  recordScriptHashes,
  writeSiteHeaders,
  writtenLocales,
} from './publish/headers-file';
import { writeSiteSitemaps } from './publish/sitemaps';
import { seconds, stageClock, summarize, summaryLine, type PrerenderSummary } from './summary';
import { siblingStage, type SiblingsDone } from './siblings/stage';
import { BUILD_DIR } from '../build/build-dir.mjs';

export type { PrerenderSummary } from './summary';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, BUILD_DIR, 'client');
const serverEntry = join(root, BUILD_DIR, 'server/entry.mjs');

/** What every stage of one run shares. */
type Run = {
  started: number;
  outDir: string;
  log: (line: string) => void;
  clock: ReturnType<typeof stageClock>;
  lock: Pick<PublishLock, 'assertHeld'>;
};

/**
 * Runs one prerender, then the sibling stage once something went live. Throws only for set-up
 * errors; page failures are in the summary.
 */
export async function runPrerender(
  config: PrerenderConfig,
  log: (line: string) => void = console.log,
): Promise<PrerenderSummary & { siblings: SiblingsDone | null }> {
  const started = Date.now();
  const outDir = resolve(config.outDir);
  const summary = await lockedRun(config, { started, outDir, log });
  // After the lock is let go: a build that wants it never waits for siblings.
  const siblings =
    config.siblings && summary.published.length > 0
      ? await runSiblingStage(config, { started, log })
      : null;
  return { ...summary, siblings };
}

/** The sibling stage on what is live in `config.outDir` (alone: `--siblings-only`). */
export function runSiblingStage(
  config: PrerenderConfig,
  { started = Date.now(), log = console.log }: { started?: number; log?: (line: string) => void },
): Promise<SiblingsDone> {
  return siblingStage({ settings: siblingSettingsOf(config), started, log });
}

/** The sibling stage's settings: the run's, with its output folder and the repo root. */
export const siblingSettingsOf = (c: PrerenderConfig) => ({
  ...c,
  outDir: resolve(c.outDir),
  root,
});

/** What a run renders and publishes under the publish lock (a shard takes none). */
async function lockedRun(
  config: PrerenderConfig,
  { started, outDir, log }: Pick<Run, 'started' | 'outDir' | 'log'>,
): Promise<PrerenderSummary> {
  if (!existsSync(serverEntry))
    throw new Error(`${BUILD_DIR}/server/entry.mjs is missing: run \`npm run build\` first`);
  // Shards write disjoint slices and run at once; a run that publishes runs alone.
  const lock =
    config.mode.kind === 'shard'
      ? { release: () => Promise.resolve(), assertHeld: () => Promise.resolve() }
      : await acquirePublishLock({ outDir, staleSeconds: config.lockStaleSeconds, log });
  const run: Run = { started, outDir, log, clock: stageClock(started), lock };
  const { mode } = config;
  try {
    switch (mode.kind) {
      case 'local': {
        const { site, builds } = await renderLocales(config, run);
        return (await publishBuilds(site, builds, run)).summary;
      }
      case 'shard': {
        const rendered = await renderLocales(config, run);
        await writeShardRecord(rendered.site, mode, rendered);
        const { site, builds } = rendered;
        const summary = {
          ...summarize({ site, builds, good: builds, started: run.started, cacheCleared: 0 }),
          published: [],
        };
        log(`${summaryLine(summary)}; ${modeText(mode)} recorded for the merge`);
        return summary;
      }
      case 'merge': {
        const { site, builds } = await mergeShards(config, run.outDir, mode);
        run.clock.lap('merge');
        log(
          `prerender: merged ${modeText(mode)} of build ${mode.buildId} in ${seconds(run.started)}`,
        );
        const { summary } = await publishBuilds(site, builds, run);
        await retireShards(run.outDir, mode.buildId);
        return summary;
      }
    }
  } finally {
    await lock.release();
  }
}

/**
 * What the publisher (prerender/publisher) asks of one patch of the live build: the pool it keeps
 * warm, the lock it holds, and by locale the pages its changes touched (null: every page is
 * compared, as a build run does).
 */
export type LivePatch = {
  pool: Pool;
  lock: Pick<PublishLock, 'assertHeld'>;
  touched: ReadonlyMap<string, ReadonlySet<string> | null>;
  /** The live builds its last patch published (read/live.ts `HeldBuild`), handed over: emptied. */
  held: Map<string, HeldBuild>;
  log: (line: string) => void;
};

/** Starts the publisher's render workers: they stay warm between its patches. */
export const startRenderPool = (config: PrerenderConfig): Pool =>
  startPool(config, root, serverEntry);

/**
 * Patches the touched locales of the live build with the same stages as a build run (plan,
 * render, link and compliance checks, publish, cache clears after the files), under the caller's
 * lock, on its pool, resting on the live builds it holds. Page failures are in the summary; their
 * live pages stay. Answers the builds published too (their pages rendered anew, with their keys,
 * and those removed) and each published locale's live build, for the next patch to rest on.
 */
export async function patchLive(config: PrerenderConfig, patch: LivePatch) {
  const started = Date.now();
  const outDir = resolve(config.outDir);
  const { log, lock, pool, touched, held } = patch;
  const run: Run = { started, outDir, log, clock: stageClock(started), lock };
  const locales = [...touched.keys()];
  const patching = { ...config, locales, patch: true, siblings: false };
  const { site, builds, next } = await renderWith(patching, run, { pool, touched, held });
  const { summary, live } = await publishBuilds(site, builds, run);
  const published = builds.filter((b) => summary.published.includes(b.locale.locale));
  return { summary, published, held: heldOf(live, next, summary.published) };
}

/** Plan → render → write, each locale in turn, on a pool of render workers started for the run. */
async function renderLocales(config: PrerenderConfig, run: Run) {
  // The first worker boots while the lists are read.
  const pool = startPool(config, root, serverEntry);
  try {
    return await renderWith(config, run, { pool, touched: new Map(), held: null });
  } finally {
    await pool.terminate();
  }
}

/**
 * Plan → render → write, each locale in turn, on `pool`. With `held` (the publisher's), a patch
 * rests on the builds held and answers each locale's live build once published (`next`).
 */
async function renderWith(
  config: PrerenderConfig,
  { outDir, log, clock }: Run,
  { pool, touched, held }: Pick<LivePatch, 'pool' | 'touched'> & { held: LivePatch['held'] | null },
) {
  const site = await readSite(config, outDir);
  const locales = site.targets.map((l) => l.locale).join(', ');
  const slice = modeText(site.mode);
  log(
    `prerender: build ${site.buildId}, app ${site.appVersion}, API ${site.apiVersion}, locales ${locales}${slice && `, ${slice}`}`,
  );
  // A patch's live manifests are read from disk while the lists come over the network.
  const [lists, bases] = await Promise.all([
    Promise.all(site.targets.map((l) => readLocaleLists(site, l))),
    readPatchBases(site, held ?? undefined),
  ]);
  for (const line of lists.flatMap((read) => read.notes)) log(line);
  clock.lap('site, lists and live manifests');
  await beforeWrite(site, lists, bases);
  const alternates = indexAlternates(
    lists.map(({ locale, list }) => ({ locale: locale.locale, pages: list.pages })),
  );
  const progress = createProgress();
  const builds: LocaleBuild[] = [];
  const next = new Map<string, LiveBuild>();
  for (const read of lists) {
    const code = read.locale.locale;
    const live = bases.get(code) ?? null;
    // Handed to its locale's build alone, so it is let go once that build is done.
    bases.delete(code);
    const appBuild = await pool.appBuild;
    const work = { pool, lists: read, appBuild, progress, live, alternates, keep: held !== null };
    const { build, manifest } = await buildLocale(site, {
      ...work,
      touched: touched.get(code) ?? null,
    });
    builds.push(build);
    if (manifest) next.set(code, await publishedBuild(outDir, manifest, live, build));
    clock.lap(`${read.locale.locale} plan, render and write`);
  }
  progress.finish();
  const { codeCache, frameHash } = await pool.ready;
  // The publisher's workers stay warm between its patches: no boot, no code cache to report.
  const workers = `${String(pool.size())} worker${pool.size() === 1 ? '' : 's'}`;
  const booted = `V8 code cache ${codeCache}; ${workers} booted`;
  const how = held === null ? booted : `${workers} warm from the patches before`;
  log(`prerender: render worker from the bundle, ${how}`);
  return { site, builds, frameHash, next };
}

/** Before anything is written: the shrink guard judges the lists (a shard's, its merge does). */
function beforeWrite(
  site: Site,
  lists: readonly LocaleLists[],
  bases: ReadonlyMap<string, LiveBuild>,
): Promise<void> {
  if (site.mode.kind === 'shard') return clearShard(site, site.mode);
  const known = new Map([...bases].map(([code, live]) => [code, publishedOf(live.manifest).size]));
  return guardShrink(site.outDir, site.config.allowShrinkPct, lists.map(listedOf), known);
}

/** Link check → compliance check → sitemaps → publish → headers → live record → cache clears. */
async function publishBuilds(site: Site, built: readonly LocaleBuild[], run: Run) {
  const { config, outDir, buildId } = site;
  const linked = checkLinks(built, site.locales);
  const { builds, refused, lines } = checkCompliance(linked.builds);
  for (const line of [...linked.lines, ...lines]) run.log(line);
  await writeComplianceReport(site.buildDir, { builds, refused });
  run.clock.lap('link and compliance checks');
  const good = builds.filter(
    (b) =>
      b.failedSlugs.length <= config.maxFailures &&
      !refused.has(b.locale.locale) &&
      !linked.refused.has(b.locale.locale),
  );
  await writeSiteSitemaps(site, good);
  run.clock.lap('sitemaps');
  await recordScriptHashes(outDir, buildId, writtenLocales(good, buildId));
  const api = { baseUrl: config.apiBaseUrl, backoffBaseMs: config.backoffBaseMs };
  const demoHosts = good.length > 0 ? await readDemoHosts(api, site.rootLocale) : [];
  await run.lock.assertHeld();
  const live = await publish(site, good, clientDir);
  if (good.length > 0) {
    await writeSiteHeaders(outDir, live, serverEnv(), demoHosts);
    await writeLiveRecord(outDir, live);
  }
  run.clock.lap('publish');
  const { sitemanagerUrl: url, sitemanagerUser: user, sitemanagerPassword: password } = config;
  const cleared = await clearPageCaches({ url, user, password }, renderedPages(good));
  run.clock.lap(`${String(cleared.cleared)} cache clears`);
  if (cleared.failed)
    run.log(`prerender: ${cleared.failed} cache clears failed (the CDN keeps serving)`);
  const summary = summarize({
    site,
    builds,
    good,
    started: run.started,
    cacheCleared: cleared.cleared,
  });
  await retireOldBuilds(outDir, live, config.keepBuilds);
  run.clock.lap('retire old builds');
  run.log(run.clock.line());
  run.log(summaryLine(summary));
  return { summary, live };
}

/** Each page a published build rendered, for its cache clear (product §7). */
function* renderedPages(good: readonly LocaleBuild[]) {
  for (const build of good)
    for (const slug of build.rendered) yield { locale: build.locale.locale, slug };
}
