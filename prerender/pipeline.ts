/**
 * The prerender pipeline (issue 4): per locale, the slug list from the content API, each page
 * rendered by worker threads through vike's document frame, written to
 * {out}/{lang}/{prerender folder}-{version}/{locale}/{slug}/index.html and
 * {out}/{lang}/{db-files folder}-{apiVersion}/{locale}/{slug}/db.json (SPEC §7), published
 * atomically: a build writes into its own folder and a locale's live link switches only when it
 * succeeded, so a failed build leaves the last good version serving.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  cp,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  writeFile,
  readlink,
} from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { z } from 'zod';
import {
  BUILD_VERSION,
  DB_FILES_FOLDER,
  PRERENDER_FOLDER,
  SITE_LANG,
} from '../src/config/constants';
import {
  Footer,
  Header,
  LocaleList,
  PageList,
  WebsiteRecord,
  type LocaleItem,
} from '../src/domain/entities';
import { backoffDelayMs, sleep, SPEC_BACKOFF } from '../src/domain/rules/backoff';
import { dbFilesFolderName, prerenderFolderName } from '../src/domain/rules/versions';
import type { PrerenderConfig } from './config';
import { createProgress } from './progress';
import type { LocaleJob, PageResult, WorkerMessage } from './protocol';
import { buildRobots, buildSitemap } from './sitemap';
import { fetchListData } from './source';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The published pointer the local CDN reads ({out}/{lang}/live.json). */
export const LiveRecord = z.object({
  lang: z.string(),
  appVersion: z.string(),
  apiVersion: z.string(),
  prerenderFolder: z.string(),
  dbFolder: z.string(),
  rootLocale: z.string(),
  locales: z.record(
    z.string(),
    z.object({
      directory: z.string(),
      url: z.string(),
      buildId: z.string(),
      publishedAt: z.string(),
    }),
  ),
});
export type LiveRecord = z.infer<typeof LiveRecord>;

/** A locale's manifest: each page's content hash, time and outcome (issue 4). */
export const Manifest = z.object({
  locale: z.string(),
  buildId: z.string(),
  /** Hash of the app build and the locale context the pages were rendered with. */
  salt: z.string().optional(),
  pages: z.record(
    z.string(),
    z.object({
      hash: z.string().nullable(),
      updatedAt: z.string().nullable(),
      outcome: z.string(),
      at: z.string(),
      error: z.string().nullable(),
    }),
  ),
});
export type Manifest = z.infer<typeof Manifest>;

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

/** Cache clears in flight at once: one small POST a changed page (SPEC §7). */
const CACHE_CLEAR_CONCURRENCY = 32;

const livePath = (outDir: string) => join(outDir, SITE_LANG, 'live.json');

/** Reads the live record, or null before the first publish. */
export async function readLive(outDir: string): Promise<LiveRecord | null> {
  try {
    return LiveRecord.parse(JSON.parse(await readFile(livePath(outDir), 'utf8')));
  } catch {
    return null;
  }
}

async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha1');
  const walk = async (d: string): Promise<void> => {
    for (const entry of (await readdir(d, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) await walk(p);
      else hash.update(entry.name).update(await readFile(p));
    }
  };
  await walk(dir);
  return hash.digest('hex');
}

/** Replaces a symlink atomically (a new link renamed over the old one). */
async function switchLink(linkPath: string, target: string): Promise<void> {
  await mkdir(dirname(linkPath), { recursive: true });
  const temp = `${linkPath}.${randomBytes(4).toString('hex')}.tmp`;
  await symlink(relative(dirname(linkPath), target), temp);
  await rename(temp, linkPath);
}

async function writeAtomic(path: string, data: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}

type WorkerHandle = { worker: Worker; frameHash: string };

async function startWorkers(config: PrerenderConfig, serverEntry: string): Promise<WorkerHandle[]> {
  return Promise.all(
    Array.from({ length: config.workers }, async () => {
      const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
        workerData: { serverEntry, apiBaseUrl: config.apiBaseUrl, concurrency: config.concurrency },
        env: { ...process.env, NODE_ENV: 'production' },
      });
      const frameHash = await new Promise<string>((resolveReady, reject) => {
        const onMessage = (m: WorkerMessage) => {
          if (m.type === 'ready') resolveReady(m.frameHash);
          if (m.type === 'fatal') reject(new Error(`render worker: ${m.error}`));
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
      });
      worker.removeAllListeners('message');
      return { worker, frameHash };
    }),
  );
}

function runJob(
  handle: WorkerHandle,
  job: LocaleJob,
  onPage: (r: PageResult) => void,
): Promise<void> {
  return new Promise((resolveDone, reject) => {
    const onMessage = (m: WorkerMessage) => {
      if (m.type === 'pages') m.results.forEach(onPage);
      else if (m.type === 'done') {
        handle.worker.off('message', onMessage);
        resolveDone();
      } else if (m.type === 'fatal') {
        handle.worker.off('message', onMessage);
        reject(new Error(`render worker: ${m.error}`));
      }
    };
    handle.worker.on('message', onMessage);
    handle.worker.postMessage(job);
  });
}

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

  const listed = await fetchListData(
    config.apiBaseUrl,
    `/locales?lang=${SITE_LANG}`,
    'bg-BG',
    LocaleList,
    config.backoffBaseMs,
  );
  const website = await fetchListData(
    config.apiBaseUrl,
    `/websites?lang=${SITE_LANG}`,
    'bg-BG',
    WebsiteRecord,
    config.backoffBaseMs,
  );
  const appVersion = process.env.APP_VERSION ?? BUILD_VERSION;
  const apiVersion = website.version.apiVersion;
  const unknown = config.locales.filter((l) => !listed.locales.some((x) => x.locale === l));
  if (unknown.length) throw new Error(`Unknown locale(s): ${unknown.join(', ')}`);
  const targets = listed.locales.filter(
    (l) => !l.lock && (config.locales.length === 0 || config.locales.includes(l.locale)),
  );
  const rootLocale =
    listed.locales.find((l) => l.directory === '')?.locale ?? listed.locales[0]?.locale ?? 'bg-BG';
  const prerenderFolder = prerenderFolderName(PRERENDER_FOLDER, appVersion, apiVersion);
  const dbFolder = dbFilesFolderName(DB_FILES_FOLDER, apiVersion);
  const buildId = `${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${randomBytes(3).toString('hex')}`;
  const buildDir = join(outDir, '.builds', buildId);
  const appBuildHash = await hashTree(join(root, 'dist/server'));
  const live = await readLive(outDir);

  log(
    `prerender: build ${buildId}, app ${appVersion}, API ${apiVersion}, locales ${targets.map((l) => l.locale).join(', ')}`,
  );
  const workers = await startWorkers(config, serverEntry);
  const progress = createProgress();
  const summary: PrerenderSummary = {
    buildId,
    published: [],
    failedLocales: [],
    rendered: 0,
    carried: 0,
    failed: 0,
    seconds: 0,
    cacheCleared: 0,
  };
  const changed: { locale: string; slug: string }[] = [];
  const slugsByLocale = new Map<string, { item: LocaleItem; slugs: Set<string> }>();
  const entriesByLocale = new Map<string, { slug: string; updatedAt: string }[]>();
  const newLive: LiveRecord = {
    lang: SITE_LANG,
    appVersion,
    apiVersion,
    prerenderFolder,
    dbFolder,
    rootLocale,
    locales:
      live && live.prerenderFolder === prerenderFolder && live.dbFolder === dbFolder
        ? { ...live.locales }
        : {},
  };

  try {
    for (const locale of targets) {
      const code = locale.locale;
      const [list, header, footer] = await Promise.all([
        fetchListData(config.apiBaseUrl, '/pages', code, PageList, config.backoffBaseMs),
        fetchListData(config.apiBaseUrl, '/header-builders', code, Header, config.backoffBaseMs),
        fetchListData(config.apiBaseUrl, '/footer', code, Footer, config.backoffBaseMs),
      ]);
      const context = { locale, locales: listed.locales, header, footer, apiVersion };
      const salt = createHash('sha1')
        .update(appBuildHash)
        .update(workers[0]?.frameHash ?? '')
        .update(JSON.stringify(context))
        .digest('hex');
      const htmlRoot = join(buildDir, code, 'html');
      const dbRoot = join(buildDir, code, 'db');
      const previousBuild = live?.locales[code]?.buildId;
      let previous: LocaleJob['previous'] = null;
      if (config.incremental && previousBuild) {
        try {
          const manifest = Manifest.parse(
            JSON.parse(
              await readFile(
                join(outDir, '.builds', previousBuild, `manifest-${code}.json`),
                'utf8',
              ),
            ),
          );
          const hashes: Record<string, string> = {};
          for (const [slug, entry] of Object.entries(manifest.pages))
            if (entry.hash && entry.outcome !== 'failed') hashes[slug] = entry.hash;
          // Same build and context, same updatedAt in the slug list: no need to fetch the page.
          const unchanged: Record<string, { hash: string; updatedAt: string }> = {};
          if (manifest.salt === salt) {
            for (const listed of list.pages) {
              const entry = manifest.pages[listed.slug];
              if (entry?.hash && entry.outcome !== 'failed' && entry.updatedAt === listed.updatedAt)
                unchanged[listed.slug] = { hash: entry.hash, updatedAt: entry.updatedAt };
            }
          }
          previous = {
            htmlRoot: join(outDir, '.builds', previousBuild, code, 'html'),
            dbRoot: join(outDir, '.builds', previousBuild, code, 'db'),
            hashes,
            unchanged,
          };
        } catch {
          previous = null;
        }
      }
      const results = new Map<string, PageResult>();
      const runShards = async (slugs: string[]) => {
        progress.addTotal(slugs.length);
        await Promise.all(
          workers.map((handle, w) =>
            runJob(
              handle,
              {
                context,
                salt,
                htmlRoot,
                dbRoot,
                previous,
                slugs: slugs.filter((_, i) => i % workers.length === w),
              },
              (r) => {
                results.set(r.slug, r);
                progress.tick(r.outcome !== 'failed');
              },
            ),
          ),
        );
      };
      await runShards(list.pages.map((p) => p.slug));
      // One repair pass after the SPEC §9 backoff for pages whose 3 attempts all failed.
      const retryable = [...results.values()]
        .filter((r) => r.outcome === 'failed' && !/answered 404/.test(r.error ?? ''))
        .map((r) => r.slug);
      if (retryable.length > 0) {
        await sleep(
          backoffDelayMs(0, Math.random, { ...SPEC_BACKOFF, baseMs: config.backoffBaseMs }),
        );
        await runShards(retryable);
      }
      const failedSlugs = [...results.values()]
        .filter((r) => r.outcome === 'failed')
        .map((r) => r.slug)
        .sort();
      const manifest: Manifest = { locale: code, buildId, salt, pages: {} };
      const at = new Date().toISOString();
      for (const r of results.values()) {
        manifest.pages[r.slug] = {
          hash: r.hash,
          updatedAt: r.updatedAt,
          outcome: r.outcome,
          at,
          error: r.error,
        };
        if (r.outcome === 'rendered') summary.rendered += 1;
        if (r.outcome === 'carried') summary.carried += 1;
        if (r.outcome === 'failed') summary.failed += 1;
      }
      await writeAtomic(join(buildDir, `manifest-${code}.json`), JSON.stringify(manifest));
      if (failedSlugs.length > config.maxFailures) {
        summary.failedLocales.push({ locale: code, failedSlugs });
        continue;
      }
      const published = [...results.values()].filter((r) => r.outcome !== 'failed');
      slugsByLocale.set(code, { item: locale, slugs: new Set(published.map((r) => r.slug)) });
      entriesByLocale.set(
        code,
        published.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt ?? at })),
      );
      for (const r of published)
        if (r.outcome === 'rendered') changed.push({ locale: code, slug: r.slug });
      newLive.locales[code] = {
        directory: locale.directory,
        url: locale.url,
        buildId,
        publishedAt: at,
      };
    }
  } finally {
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }

  // Sitemaps need every published locale's slugs (hreflang alternates), so they come after.
  const excluded = new Set(['not-found', 'search']);
  for (const [code, entries] of entriesByLocale) {
    const item = slugsByLocale.get(code)?.item;
    if (!item) continue;
    await writeFile(
      join(buildDir, code, 'html', 'sitemap.xml'),
      buildSitemap(item, entries, slugsByLocale, rootLocale, excluded),
    );
    if (code === rootLocale)
      await writeFile(
        join(buildDir, code, 'html', 'robots.txt'),
        buildRobots(listed.locales.filter((l) => !l.lock)),
      );
  }

  // Publish: copy the hashed client assets, then switch each good locale's links at once.
  await cp(join(root, 'dist/client'), join(outDir, 'client'), {
    recursive: true,
    filter: (src) => !src.includes('/.vite'),
  });
  for (const code of entriesByLocale.keys()) {
    await switchLink(join(outDir, SITE_LANG, prerenderFolder, code), join(buildDir, code, 'html'));
    await switchLink(join(outDir, SITE_LANG, dbFolder, code), join(buildDir, code, 'db'));
    summary.published.push(code);
  }
  if (summary.published.length > 0)
    await writeAtomic(livePath(outDir), JSON.stringify(newLive, null, 2));
  await removeOldBuilds(outDir, newLive, config.keepBuilds);

  const finished = progress.finish();
  // SPEC §7: clear the CMS cache of each changed page after publish.
  const clearStarted = Date.now();
  summary.cacheCleared = await clearCaches(config, changed, log);
  log(
    `prerender: publish and cache clears took ${((Date.now() - clearStarted) / 1000).toFixed(1)} s after the last page`,
  );
  summary.seconds = (Date.now() - started) / 1000;
  log(
    `prerender: ${summary.rendered} rendered, ${summary.carried} carried over, ${summary.failed} failed in ${summary.seconds.toFixed(1)} s (${(finished.done / Math.max(0.001, finished.seconds)).toFixed(0)} pages/s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB); published ${summary.published.join(', ') || 'nothing'}`,
  );
  return summary;
}

async function removeOldBuilds(outDir: string, live: LiveRecord, keep: number): Promise<void> {
  const dir = join(outDir, '.builds');
  if (!existsSync(dir)) return;
  const inUse = new Set(Object.values(live.locales).map((l) => l.buildId));
  const builds = (await readdir(dir)).sort();
  const old = builds.filter((b) => !inUse.has(b)).slice(0, Math.max(0, builds.length - keep));
  await Promise.all(old.map((b) => rm(join(dir, b), { recursive: true, force: true })));
}

async function clearCaches(
  config: PrerenderConfig,
  changed: { locale: string; slug: string }[],
  log: (line: string) => void,
): Promise<number> {
  const limit = pLimit(CACHE_CLEAR_CONCURRENCY);
  const auth = `Basic ${Buffer.from(`${config.sitemanagerUser}:${config.sitemanagerPassword}`).toString('base64')}`;
  let cleared = 0;
  let failures = 0;
  await Promise.all(
    changed.map(({ locale, slug }) =>
      limit(async () => {
        try {
          const response = await fetch(`${config.sitemanagerUrl}/${SITE_LANG}/cache/clear`, {
            method: 'POST',
            headers: { authorization: auth, 'content-type': 'application/json' },
            body: JSON.stringify({ model: 'page', entry: { lang: SITE_LANG, locale, slug } }),
          });
          if (response.ok) cleared += 1;
          else failures += 1;
        } catch {
          failures += 1;
        }
      }),
    ),
  );
  if (failures)
    log(
      `prerender: ${failures} cache clears failed (the CDN keeps serving; they clear on the next run)`,
    );
  return cleared;
}

/** Resolves the folder a live link points at (tests and the server use it). */
export async function liveTarget(outDir: string, folder: string, locale: string): Promise<string> {
  const link = join(resolve(outDir), SITE_LANG, folder, locale);
  return resolve(dirname(link), await readlink(link));
}
