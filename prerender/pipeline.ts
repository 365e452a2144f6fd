/**
 * The prerender pipeline (issue 4): per locale, the slug list from the content API, each page
 * rendered by worker threads through vike's document frame and written by this thread (the
 * build's only writer) to
 * {out}/{lang}/{prerender folder}-{version}/{locale}/{slug}/index.html and
 * {out}/{lang}/{db-files folder}-{apiVersion}/{locale}/{slug}/db.json (SPEC §7), published
 * only when the build succeeded, so a failed build leaves the last good version serving. A full
 * build writes into its own folder and a locale's live link switches to it at once; an
 * incremental build renders only the changed pages into a staging folder and then moves them
 * into the live build file by file (each an atomic rename).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { mkdir, readdir, readFile, rename, symlink, writeFile, readlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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
  type Page,
} from '../src/domain/entities';
import { backoffDelayMs, sleep, SPEC_BACKOFF } from '../src/domain/rules/backoff';
import { dbFilesFolderName, prerenderFolderName } from '../src/domain/rules/versions';
import type { PrerenderConfig } from './config';
import { createProgress } from './progress';
import type {
  Batch,
  BatchItem,
  ClearJob,
  LocaleJob,
  PageResult,
  SpareBuffer,
  WorkerMessage,
} from './protocol';
import { writeOutput } from './output';
import { basicAuth, clearPageCaches, loadClient, type CacheEntry } from './cache-clear';
import { buildRobots, writeSitemaps } from './sitemap';
import { fetchListData, readPages } from './source';
import { copyChanged, entriesOf, HOME_SLUG, moveInto, removePage, SPA_FOLDER } from './files';

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
  /** Hash of vike's document frame the pages were rendered into. */
  frameHash: z.string().optional(),
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

async function writeAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}

type WorkerHandle = { worker: Worker; frameHash: string };

/**
 * The worker's code as one plain ES module, bundled with esbuild (packages stay imports) into
 * node_modules/.cache/prerender: a worker then boots in about half the time it takes through
 * tsx's loader. The bundle is kept with the sizes and times of the sources it was made from, so
 * a run whose sources did not change loads it without starting esbuild (about 0.1 s, on the
 * path of every incremental build). Without esbuild it falls back to the tsx entry.
 */
async function workerScript(): Promise<URL> {
  const cacheDir = join(root, 'node_modules/.cache/prerender');
  const record = join(cacheDir, 'worker.json');
  const stamp = (file: string) => {
    const info = statSync(join(root, file));
    return `${info.size}:${info.mtimeMs}`;
  };
  try {
    const cached = WorkerBundle.parse(JSON.parse(await readFile(record, 'utf8')));
    if (
      existsSync(cached.file) &&
      Object.entries(cached.inputs).every(([file, seen]) => stamp(file) === seen)
    )
      return pathToFileURL(cached.file);
  } catch {
    // No usable bundle: make one.
  }
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
      absWorkingDir: root,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      write: false,
      metafile: true,
      outfile: join(cacheDir, 'worker.mjs'),
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.contents;
    if (!code) throw new Error('esbuild wrote nothing');
    // Named by content, written whole before it is recorded: runs at once never see a part.
    const file = join(cacheDir, `worker-${createHash('sha1').update(code).digest('hex')}.mjs`);
    await writeAtomic(file, code);
    const inputs = Object.fromEntries(
      Object.keys(result.metafile.inputs).map((input) => [input, stamp(input)]),
    );
    await writeAtomic(record, JSON.stringify({ file, inputs }));
    return pathToFileURL(file);
  } catch {
    return new URL('./worker-entry.mjs', import.meta.url);
  }
}

/** What {@link workerScript} keeps of the bundle it made. */
const WorkerBundle = z.object({
  file: z.string(),
  /** Source path (from the repo root) → "size:mtimeMs" when bundled. */
  inputs: z.record(z.string(), z.string()),
});

/**
 * The parent's Node flags without those that load a module first (`--import tsx` and the like):
 * under tsx its loader's hooks would resolve every import of the plain-JS worker bundle, a third
 * of a worker's boot (the fallback entry registers tsx itself). Other flags, --cpu-prof say, stay.
 */
export function withoutLoaders(execArgv: readonly string[]): string[] {
  const loaders = /^--(import|require|loader|experimental-loader)$|^-r$/;
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i += 1) {
    const flag = execArgv[i] ?? '';
    if (loaders.test(flag)) i += 1;
    else if (!/^--(import|require|loader|experimental-loader)=/.test(flag)) kept.push(flag);
  }
  return kept;
}

/** Starts one render worker; resolves when it has probed vike's frame. */
async function startWorker(
  config: PrerenderConfig,
  serverEntry: string,
  script: URL,
): Promise<WorkerHandle> {
  const start = (execArgv: string[]) =>
    new Worker(script, {
      workerData: { serverEntry, apiBaseUrl: config.apiBaseUrl, concurrency: config.concurrency },
      execArgv,
      env: { ...process.env, NODE_ENV: 'production' },
      // A worker holds one batch at a time: a small heap keeps its memory flat, whatever the
      // page count (issue 4: peak RSS flat between 10,000 and 50,000 pages).
      ...(config.workerHeapMb > 0
        ? { resourceLimits: { maxOldGenerationSizeMb: config.workerHeapMb } }
        : {}),
    });
  let worker: Worker;
  try {
    worker = start(withoutLoaders(process.execArgv));
  } catch (error) {
    // V8 flags (--max-old-space-size, say) are the process's, refused in a worker's execArgv.
    if ((error as { code?: string }).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    worker = start([]);
  }
  try {
    const frameHash = await new Promise<string>((resolveReady, reject) => {
      const onMessage = (m: WorkerMessage) => {
        if (m.type === 'ready') resolveReady(m.frameHash);
        if (m.type === 'fatal') reject(new Error(`render worker: ${m.error}`));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`render worker exited (${code}) at start`)));
      // A worker that never reports (a hung import) must not hang the release.
      const timer = setTimeout(
        () => reject(new Error(`render worker not ready after ${WORKER_START_TIMEOUT_MS} ms`)),
        WORKER_START_TIMEOUT_MS,
      );
      timer.unref();
    });
    worker.removeAllListeners('message');
    return { worker, frameHash };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

/**
 * The render workers, started as they are needed: the first at once (it boots while the lists
 * are read), the others only when a locale has more than {@link SMALL_RENDER} pages to render.
 * A small incremental build then does not share the cores with boots it has no use for.
 */
function createPool(config: PrerenderConfig, serverEntry: string) {
  const script = workerScript();
  const started: Promise<WorkerHandle>[] = [];
  const grow = (count: number) => {
    while (started.length < Math.min(count, config.workers)) {
      const handle = script.then((url) => startWorker(config, serverEntry, url));
      handle.catch(() => undefined);
      started.push(handle);
    }
  };
  grow(1);
  return {
    /** Starts workers until `count` (at most the configured number) have been started. */
    grow,
    /** Every worker started so far, up or still booting. */
    handles: () => [...started],
    /** Stops every worker that came up. */
    terminate: () =>
      Promise.all(
        started.map((p) =>
          p.then(
            (h) => h.worker.terminate(),
            () => undefined,
          ),
        ),
      ),
  };
}

/**
 * The pages a small incremental build will render, read and validated while its worker boots:
 * the boot (loading the server build, vike's first render) is that build's critical path, and
 * this thread has nothing else to do meanwhile. The documents go to the worker with the batch.
 * Pages that fail here are left to the worker, which reads them again with its own attempts.
 * Answers an empty map for a full build or a larger change.
 */
async function prefetchSmallChange(
  config: PrerenderConfig,
  locale: string,
  list: PageList,
  patch: PatchBase | null,
): Promise<Map<string, Page | Error>> {
  if (!patch) return new Map();
  const slugs = list.pages.map((p) => p.slug).filter((slug) => !patch.unchanged.has(slug));
  if (slugs.length > SMALL_RENDER) return new Map();
  const chunks: string[][] = [];
  for (let i = 0; i < slugs.length; i += BATCH_SIZE) chunks.push(slugs.slice(i, i + BATCH_SIZE));
  const read = await Promise.all(
    chunks.map((chunk) => readPages(config.apiBaseUrl, locale, chunk, config.concurrency)),
  );
  return new Map(read.flatMap((pages) => [...pages]));
}

/** Pages a locale may have to render and still be rendered by one worker. */
const SMALL_RENDER = 256;

/** How long a render worker may take to load the server build and probe vike's frame. */
const WORKER_START_TIMEOUT_MS = 60_000;
/** Pages a worker reads in one bulk call and renders before it reports back. */
const BATCH_SIZE = 64;
/** Batches handed to a worker ahead: one renders while the next one's read is in flight. */
const BATCHES_AHEAD = 2;

/**
 * Renders `items` on the workers. Batches are handed out on demand, so a worker that got the
 * slow pages does not hold the others up; each result reaches `onResult` as its batch is done.
 */
async function renderAll(
  workers: Promise<WorkerHandle>[],
  job: LocaleJob,
  items: BatchItem[],
  onResult: (r: PageResult) => void,
): Promise<void> {
  let next = 0;
  let id = 0;
  await Promise.all(
    // A worker still booting joins when it is up, taking whatever batches are left.
    workers.map(async (booting) => {
      const handle = await booting;
      return new Promise<void>((resolveDone, reject) => {
        let inFlight = 0;
        const cleanup = () => {
          handle.worker.off('message', onMessage);
          handle.worker.off('error', onError);
        };
        const send = () => {
          while (inFlight < BATCHES_AHEAD && next < items.length) {
            const batch: Batch = {
              type: 'batch',
              id: (id += 1),
              items: items.slice(next, next + BATCH_SIZE),
            };
            next += BATCH_SIZE;
            inFlight += 1;
            handle.worker.postMessage(batch);
          }
          if (inFlight === 0) {
            cleanup();
            resolveDone();
          }
        };
        const onMessage = (m: WorkerMessage) => {
          if (m.type === 'batch-done') {
            inFlight -= 1;
            // The worker gets its next batch before this thread spends time on the files. (When
            // this was the last batch, send() resolves renderAll, but its awaiter runs only after
            // this handler has written the files and reported the results.)
            send();
            const failed = writeOutput(m.output);
            handle.worker.postMessage(
              { type: 'spare', buffer: m.output.buffer } satisfies SpareBuffer,
              [m.output.buffer],
            );
            for (const r of m.results) {
              const error = failed.get(r.slug);
              if (error) Object.assign(r, { outcome: 'failed', error: `write: ${error}` });
              onResult(r);
            }
          } else if (m.type === 'fatal') {
            cleanup();
            reject(new Error(`render worker: ${m.error}`));
          }
        };
        const onError = (error: Error) => {
          cleanup();
          reject(error);
        };
        handle.worker.on('message', onMessage);
        handle.worker.on('error', onError);
        handle.worker.postMessage(job);
        send();
      });
    }),
  );
}

/** The live build an incremental build patches, and what it knows of each page. */
type PatchBase = {
  buildId: string;
  htmlRoot: string;
  dbRoot: string;
  /** vike's frame the live pages were rendered into. */
  frameHash: string;
  /** Content hash of each live page whose files are there. */
  hashes: Map<string, string>;
  /** Pages whose listed updatedAt is the live one's: neither read nor rendered. */
  unchanged: Map<string, { hash: string; updatedAt: string }>;
  /** Live pages the CMS no longer lists. */
  removed: string[];
};

/**
 * Reads what an incremental build needs of the live build of a locale, or null when that build
 * cannot be patched (none yet, no readable manifest, another app build or locale context).
 */
async function readPatchBase(
  outDir: string,
  buildId: string | undefined,
  code: string,
  salt: string,
  list: PageList,
): Promise<PatchBase | null> {
  if (!buildId) return null;
  const dir = join(outDir, '.builds', buildId);
  let manifest: Manifest;
  try {
    manifest = Manifest.parse(
      JSON.parse(await readFile(join(dir, `manifest-${code}.json`), 'utf8')),
    );
  } catch {
    return null;
  }
  if (manifest.salt !== salt || !manifest.frameHash) return null;
  const base: PatchBase = {
    buildId,
    htmlRoot: join(dir, code, 'html'),
    dbRoot: join(dir, code, 'db'),
    frameHash: manifest.frameHash,
    hashes: new Map(),
    unchanged: new Map(),
    removed: [],
  };
  // One directory read each instead of a stat per page: a page whose folder is gone from the
  // live build is rendered again (so is the home page when the SPA shell it carries is gone).
  const html = entriesOf(base.htmlRoot);
  const db = entriesOf(base.dbRoot);
  const listed = new Set<string>();
  for (const page of list.pages) {
    listed.add(page.slug);
    const entry = manifest.pages[page.slug];
    if (!entry?.hash || entry.outcome === 'failed') continue;
    if (!html.has(page.slug) || !db.has(page.slug)) continue;
    if (page.slug === HOME_SLUG && !html.has(SPA_FOLDER)) continue;
    base.hashes.set(page.slug, entry.hash);
    if (entry.updatedAt === page.updatedAt)
      base.unchanged.set(page.slug, { hash: entry.hash, updatedAt: entry.updatedAt });
  }
  base.removed = Object.keys(manifest.pages).filter((slug) => !listed.has(slug));
  return base;
}

const SITEMAP_FILE = /^sitemap(-\d+)?\.xml$/;

/**
 * Publishes a patch (issue 4), after the whole build succeeded: moves the staged files (changed
 * pages, the SPA shell, sitemaps, robots.txt) into the live build file by file, removes the
 * pages the CMS no longer lists and the sitemap parts no longer written, then replaces the
 * manifest. The emptied staging folder goes to the trash.
 */
function applyPatch(outDir: string, buildDir: string, code: string, patch: PatchBase): void {
  const staging = join(buildDir, code);
  const sitemaps = [...entriesOf(join(staging, 'html'))].filter((f) => SITEMAP_FILE.test(f));
  moveInto(join(staging, 'html'), patch.htmlRoot);
  moveInto(join(staging, 'db'), patch.dbRoot);
  for (const slug of patch.removed) {
    removePage(patch.htmlRoot, slug);
    removePage(patch.dbRoot, slug);
  }
  for (const file of entriesOf(patch.htmlRoot))
    if (SITEMAP_FILE.test(file) && !sitemaps.includes(file))
      rmSync(join(patch.htmlRoot, file), { force: true });
  renameSync(
    join(buildDir, `manifest-${code}.json`),
    join(outDir, '.builds', patch.buildId, `manifest-${code}.json`),
  );
  mkdirSync(join(outDir, '.trash'), { recursive: true });
  renameSync(staging, join(outDir, '.trash', `${basename(buildDir)}-${code}`));
}

/**
 * The manifest of one locale, written as results come in (issue 4: memory does not grow with
 * the page count). Failed pages are held back until the end, because the repair pass may still
 * render them; the file is renamed into place when it is complete.
 */
function openManifest(path: string, head: Pick<Manifest, 'locale' | 'buildId'>) {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'w');
  let buffer = `${JSON.stringify(head).slice(0, -1)},"pages":{`;
  let first = true;
  const failed = new Map<string, PageResult>();
  const entry = (r: PageResult, at: string) => {
    buffer += `${first ? '' : ','}${JSON.stringify(r.slug)}:${JSON.stringify({ hash: r.hash, updatedAt: r.updatedAt, outcome: r.outcome, at, error: r.error })}`;
    first = false;
    if (buffer.length > 64 * 1024) {
      writeSync(fd, buffer);
      buffer = '';
    }
  };
  return {
    add(r: PageResult) {
      if (r.outcome === 'failed') failed.set(r.slug, r);
      else {
        failed.delete(r.slug);
        entry(r, new Date().toISOString());
      }
    },
    /** Pages failed so far. */
    failed: () => [...failed.values()],
    /** Writes the failed pages and the hashes the pages were rendered with, then publishes. */
    close(tail: Pick<Manifest, 'salt' | 'frameHash'>): void {
      const at = new Date().toISOString();
      for (const r of failed.values()) entry(r, at);
      writeSync(fd, `${buffer}},${JSON.stringify(tail).slice(1)}`);
      closeSync(fd);
      renameSync(temp, path);
    },
  };
}

/** Runs one prerender. Throws only for set-up errors; page failures are in the summary. */
export async function runPrerender(
  config: PrerenderConfig,
  log: (line: string) => void = console.log,
): Promise<PrerenderSummary> {
  const started = Date.now();
  // Where the time goes, for the summary line.
  const phases: [string, number][] = [];
  let phaseStart = started;
  const phase = (name: string) => {
    const now = Date.now();
    const last = phases.find(([n]) => n === name);
    if (last) last[1] += now - phaseStart;
    else phases.push([name, now - phaseStart]);
    phaseStart = now;
  };
  const outDir = resolve(config.outDir);
  const serverEntry = join(root, 'dist/server/entry.mjs');
  if (!existsSync(serverEntry))
    throw new Error('dist/server/entry.mjs is missing: run `npm run build` first');

  // Workers boot (load the server build, probe vike's frame) while the lists are read.
  const pool = createPool(config, serverEntry);
  const terminate = pool.terminate;
  const progress = createProgress();
  const summary: PrerenderSummary = {
    buildId: '',
    published: [],
    failedLocales: [],
    rendered: 0,
    carried: 0,
    failed: 0,
    seconds: 0,
    cacheCleared: 0,
  };
  const changed: CacheEntry[] = [];
  const slugsByLocale = new Map<string, { item: LocaleItem; slugs: Set<string> }>();
  const entriesByLocale = new Map<string, { slug: string; updatedAt: string }[]>();
  /** Locales whose live build this build patches (published by moving files into it). */
  const patches = new Map<string, PatchBase>();
  let listed: LocaleList;
  let newLive: LiveRecord;
  let buildDir: string;
  let rootLocale: string;
  let prerenderFolder: string;
  let dbFolder: string;

  try {
    listed = await fetchListData(
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
    rootLocale =
      listed.locales.find((l) => l.directory === '')?.locale ??
      listed.locales[0]?.locale ??
      'bg-BG';
    prerenderFolder = prerenderFolderName(PRERENDER_FOLDER, appVersion, apiVersion);
    dbFolder = dbFilesFolderName(DB_FILES_FOLDER, apiVersion);
    const buildId = `${new Date()
      .toISOString()
      .replace(/[-:.TZ]/g, '')
      .slice(0, 14)}-${randomBytes(3).toString('hex')}`;
    summary.buildId = buildId;
    buildDir = join(outDir, '.builds', buildId);
    phase('lists');
    const appBuildHash = await hashTree(join(root, 'dist/server'));
    phase('hash');
    const live = await readLive(outDir);
    newLive = {
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
    log(
      `prerender: build ${buildId}, app ${appVersion}, API ${apiVersion}, locales ${targets.map((l) => l.locale).join(', ')}`,
    );

    for (const locale of targets) {
      const code = locale.locale;
      const [list, header, footer] = await Promise.all([
        fetchListData(config.apiBaseUrl, '/pages', code, PageList, config.backoffBaseMs),
        fetchListData(config.apiBaseUrl, '/header-builders', code, Header, config.backoffBaseMs),
        fetchListData(config.apiBaseUrl, '/footer', code, Footer, config.backoffBaseMs),
      ]);
      phase('locale lists');
      const context = { locale, locales: listed.locales, header, footer, apiVersion };
      // The app build and the locale-wide data; the page hashes add vike's frame to it.
      const salt = createHash('sha1')
        .update(appBuildHash)
        .update(JSON.stringify(context))
        .digest('hex');
      const job: LocaleJob = {
        type: 'locale',
        context,
        salt: '',
        htmlRoot: join(buildDir, code, 'html'),
        dbRoot: join(buildDir, code, 'db'),
      };
      // Made up front: a patch may stage no page at all, only sitemaps.
      mkdirSync(job.htmlRoot, { recursive: true });
      mkdirSync(job.dbRoot, { recursive: true });
      // Incremental (issue 4): when the live build was rendered from this app build and locale
      // context (the salt) and its manifest is readable, this build patches it. Only pages that
      // changed are read and rendered, into this build's folders as staging, and moved into the
      // live build once the whole build succeeded; an unchanged page is not touched at all.
      // Otherwise this is a full build into its own folders and the live links switch to it.
      const patch =
        config.incremental &&
        live?.prerenderFolder === prerenderFolder &&
        live.dbFolder === dbFolder
          ? await readPatchBase(outDir, live.locales[code]?.buildId, code, salt, list)
          : null;
      phase('manifest');
      const manifest = openManifest(join(buildDir, `manifest-${code}.json`), {
        locale: code,
        buildId: patch?.buildId ?? buildId,
      });
      const published: { slug: string; updatedAt: string }[] = [];
      const onResult = (r: PageResult) => {
        manifest.add(r);
        progress.tick(r.outcome !== 'failed');
        if (r.outcome === 'failed') return;
        if (r.outcome === 'rendered') summary.rendered += 1;
        else summary.carried += 1;
        published.push({ slug: r.slug, updatedAt: r.updatedAt ?? new Date().toISOString() });
        if (r.outcome === 'rendered') changed.push({ locale: code, slug: r.slug });
      };
      progress.addTotal(list.pages.length);
      // More workers only for more than a small change (they boot while the first one renders).
      const needed = (unchanged: number) =>
        list.pages.length - unchanged > SMALL_RENDER ? config.workers : 1;
      pool.grow(needed(patch?.unchanged.size ?? 0));
      const [first] = pool.handles();
      if (!first) throw new Error('no render worker');
      const prefetched = prefetchSmallChange(config, code, list, patch);
      const { frameHash } = await first;
      const documents = await prefetched;
      phase('set-up');
      job.salt = createHash('sha1').update(salt).update(frameHash).digest('hex');
      // vike's frame is part of every page: under another frame (it should not change within
      // one app build) nothing is unchanged and this becomes a full build.
      const base = patch?.frameHash === frameHash ? patch : null;
      pool.grow(needed(base?.unchanged.size ?? 0));
      const itemOf = (slug: string): BatchItem => {
        const page = documents.get(slug);
        return {
          slug,
          previousHash: base?.hashes.get(slug) ?? null,
          ...(page && !(page instanceof Error) ? { json: JSON.stringify(page) } : {}),
        };
      };
      const toRender: BatchItem[] = [];
      for (const page of list.pages) {
        const known = base?.unchanged.get(page.slug);
        if (known) onResult({ slug: page.slug, outcome: 'carried', ...known, error: null });
        else toRender.push(itemOf(page.slug));
      }
      // The cache clears' HTTP client loads here, idle meanwhile, not after publish.
      void loadClient().catch(() => undefined);
      await renderAll(pool.handles(), job, toRender, onResult);
      // One repair pass after the SPEC §9 backoff for pages whose 3 attempts all failed.
      const retryable = manifest
        .failed()
        .filter((r) => !/answered 404/.test(r.error ?? ''))
        .map((r) => r.slug);
      if (retryable.length > 0) {
        await sleep(
          backoffDelayMs(0, Math.random, { ...SPEC_BACKOFF, baseMs: config.backoffBaseMs }),
        );
        progress.addTotal(retryable.length);
        await renderAll(pool.handles(), job, retryable.map(itemOf), onResult);
      }
      const failedSlugs = manifest
        .failed()
        .map((r) => r.slug)
        .sort();
      manifest.close({ salt, frameHash });
      summary.failed += failedSlugs.length;
      if (failedSlugs.length > config.maxFailures) {
        summary.failedLocales.push({ locale: code, failedSlugs });
        continue;
      }
      slugsByLocale.set(code, { item: locale, slugs: new Set(published.map((r) => r.slug)) });
      entriesByLocale.set(code, published);
      if (base) patches.set(code, base);
      newLive.locales[code] = {
        directory: locale.directory,
        url: locale.url,
        buildId: base?.buildId ?? buildId,
        publishedAt: new Date().toISOString(),
      };
    }
  } catch (error) {
    await terminate();
    throw error;
  }

  try {
    phase('pages');
    // Sitemaps need every published locale's slugs (hreflang alternates), so they come after.
    const excluded = new Set(['not-found', 'search']);
    for (const [code, entries] of entriesByLocale) {
      const item = slugsByLocale.get(code)?.item;
      if (!item) continue;
      writeSitemaps(
        join(buildDir, code, 'html'),
        item,
        entries,
        slugsByLocale,
        rootLocale,
        excluded,
      );
      if (code === rootLocale)
        await writeFile(
          join(buildDir, code, 'html', 'robots.txt'),
          buildRobots(listed.locales.filter((l) => !l.lock)),
        );
    }

    phase('sitemaps');
    // Publish: copy the client assets that changed, then per good locale apply its patch or
    // switch its links to this build.
    copyChanged(join(root, 'dist/client'), join(outDir, 'client'), (name) => name === '.vite');
    for (const code of entriesByLocale.keys()) {
      const patch = patches.get(code);
      if (patch) applyPatch(outDir, buildDir, code, patch);
      const target = join(outDir, '.builds', patch?.buildId ?? summary.buildId, code);
      await switchLink(join(outDir, SITE_LANG, prerenderFolder, code), join(target, 'html'));
      await switchLink(join(outDir, SITE_LANG, dbFolder, code), join(target, 'db'));
      summary.published.push(code);
    }
    if (summary.published.length > 0)
      await writeAtomic(livePath(outDir), JSON.stringify(newLive, null, 2));
    await removeOldBuilds(outDir, newLive, config.keepBuilds);
    phase('publish');

    progress.finish();
    // SPEC §7: clear the CMS cache of each changed page after publish.
    summary.cacheCleared = await clearCaches(
      await Promise.all(pool.handles()),
      config,
      changed,
      log,
    );
  } finally {
    await terminate();
  }
  phase('cache clears');
  log(`prerender: ${phases.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  summary.seconds = (Date.now() - started) / 1000;
  log(
    `prerender: ${summary.rendered} rendered, ${summary.carried} carried over, ${summary.failed} failed in ${summary.seconds.toFixed(1)} s (${((summary.rendered + summary.carried) / Math.max(0.001, summary.seconds)).toFixed(0)} pages/s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB); published ${summary.published.join(', ') || 'nothing'}`,
  );
  return summary;
}

/**
 * Retires builds beyond the newest `keep` that no locale serves. A retired build is renamed
 * into {out}/.trash at once (so it is gone from .builds atomically) and deleted by a detached
 * `rm` that outlives this process: deleting tens of thousands of files is not on the publish
 * path. Whatever a killed `rm` left is taken up by the next run.
 */
async function removeOldBuilds(outDir: string, live: LiveRecord, keep: number): Promise<void> {
  const dir = join(outDir, '.builds');
  const trash = join(outDir, '.trash');
  if (existsSync(dir)) {
    const inUse = new Set(Object.values(live.locales).map((l) => l.buildId));
    const builds = (await readdir(dir)).sort();
    const old = builds.filter((b) => !inUse.has(b)).slice(0, Math.max(0, builds.length - keep));
    if (old.length > 0) await mkdir(trash, { recursive: true });
    await Promise.all(old.map((b) => rename(join(dir, b), join(trash, b))));
  }
  emptyTrash(trash);
}

/** Deletes {out}/.trash in a detached process that outlives this one. */
function emptyTrash(trash: string): void {
  if (!existsSync(trash)) return;
  const child = spawn('rm', ['-rf', trash], { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
}

/** Clears handed to a worker at once. */
const CLEAR_CHUNK = 500;

/**
 * SPEC §7: the sitemanager cache clear of each changed page after publish, sent by the workers
 * (idle by now) in chunks handed out on demand. Answers how many were cleared.
 */
async function clearCaches(
  workers: WorkerHandle[],
  config: PrerenderConfig,
  changed: CacheEntry[],
  log: (line: string) => void,
): Promise<number> {
  const authorization = basicAuth(config.sitemanagerUser, config.sitemanagerPassword);
  let next = 0;
  let cleared = 0;
  let failures = 0;
  // This thread, idle by now, sends chunks too: with one render worker that doubles the senders.
  const local = async () => {
    while (next < changed.length) {
      const entries = changed.slice(next, next + CLEAR_CHUNK);
      next += CLEAR_CHUNK;
      const done = await clearPageCaches(config.sitemanagerUrl, authorization, entries);
      cleared += done.cleared;
      failures += done.failed;
    }
  };
  await Promise.all([
    local(),
    ...workers.map(
      (handle, w) =>
        new Promise<void>((resolveDone, reject) => {
          const send = () => {
            if (next >= changed.length) {
              handle.worker.off('message', onMessage);
              resolveDone();
              return;
            }
            const entries = changed.slice(next, next + CLEAR_CHUNK);
            next += CLEAR_CHUNK;
            const job: ClearJob = {
              type: 'clear',
              id: w,
              sitemanagerUrl: config.sitemanagerUrl,
              authorization,
              entries,
            };
            handle.worker.postMessage(job);
          };
          const onMessage = (m: WorkerMessage) => {
            if (m.type === 'clear-done') {
              cleared += m.cleared;
              failures += m.failed;
              send();
            } else if (m.type === 'fatal') {
              handle.worker.off('message', onMessage);
              reject(new Error(`render worker: ${m.error}`));
            }
          };
          handle.worker.on('message', onMessage);
          send();
        }),
    ),
  ]);
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
