/**
 * The prerender pipeline: for each locale, plan → render → write into a build folder of its own
 * (or a patch's staging folder), then sitemaps → publish → cache clears. Nothing goes live unless
 * the locale's build succeeded, so a failed build leaves the last good version serving
 * (README "The published tree").
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PrerenderConfig } from './config';
import { clearPageCaches } from './clear';
import { acquireOutputLock } from './files';
import { startPool } from './pool';
import { createProgress } from './progress';
import { publish, retireOldBuilds } from './publish';
import { buildLocale, type LocaleBuild } from './render';
import { readSite } from './site';
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
  // One run per output folder at a time: another would retire this one's build or trash.
  const release = await acquireOutputLock(outDir);
  // The workers boot while the lists are read.
  const pool = startPool(config, root, serverEntry);
  try {
    const site = await readSite(config, outDir);
    log(
      `prerender: build ${site.buildId}, app ${site.appVersion}, API ${site.apiVersion}, locales ${site.targets.map((l) => l.locale).join(', ')}`,
    );
    const progress = createProgress();
    const builds: LocaleBuild[] = [];
    for (const locale of site.targets)
      builds.push(await buildLocale(site, pool, locale, await pool.appBuild, progress));
    const { codeCache } = await pool.ready;
    log(
      `prerender: render worker ${codeCache === null ? 'from the sources (no esbuild)' : `from the bundle, V8 code cache ${codeCache}`}`,
    );
    const good = builds.filter((b) => b.failedSlugs.length <= config.maxFailures);
    await writeSiteSitemaps(site, good);
    const live = await publish(site, good, join(root, 'dist/client'));
    progress.finish();
    const cleared = await clearPageCaches(
      {
        url: config.sitemanagerUrl,
        user: config.sitemanagerUser,
        password: config.sitemanagerPassword,
      },
      good.flatMap((b) => b.rendered.map((slug) => ({ locale: b.locale.locale, slug }))),
    );
    if (cleared.failed)
      log(`prerender: ${cleared.failed} cache clears failed (the CDN keeps serving)`);
    const summary: PrerenderSummary = {
      buildId: site.buildId,
      published: good.map((b) => b.locale.locale),
      failedLocales: builds
        .filter((b) => !good.includes(b))
        .map((b) => ({ locale: b.locale.locale, failedSlugs: b.failedSlugs })),
      rendered: builds.reduce((n, b) => n + b.rendered.length, 0),
      carried: builds.reduce((n, b) => n + b.carried, 0),
      failed: builds.reduce((n, b) => n + b.failedSlugs.length, 0),
      seconds: (Date.now() - started) / 1000,
      cacheCleared: cleared.cleared,
    };
    log(summaryLine(summary));
    // After the clock: the deletion of retired builds runs in the background.
    await retireOldBuilds(outDir, live, config.keepBuilds);
    return summary;
  } finally {
    await pool.terminate();
    await release();
  }
}

/** The line the CLI ends with (bench/prerender.ts reads its figures). */
function summaryLine(s: PrerenderSummary): string {
  const rate = (s.rendered + s.carried) / Math.max(0.001, s.seconds);
  const rss = Math.round(process.resourceUsage().maxRSS / 1024);
  return `prerender: ${s.rendered} rendered, ${s.carried} carried over, ${s.failed} failed in ${s.seconds.toFixed(2)} s (${rate.toFixed(0)} pages/s, peak RSS ${rss} MB); published ${s.published.join(', ') || 'nothing'}`;
}
