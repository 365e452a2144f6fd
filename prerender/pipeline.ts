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
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, symlink, writeFile, readlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { DB_FILES_FOLDER, PRERENDER_FOLDER, SITE_LANG } from '../src/config/constants';
import { serverEnv } from '../src/config/server-env';
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
  WorkerSetup,
} from './protocol';
import { workerScripts, type WorkerScript } from './worker-bundle';
import type { CodeCacheState } from './code-cache';
import { writeOutput } from './output';
import { basicAuth, clearPageCaches, type CacheEntry } from './cache-clear';
import { buildRobots, removeStaleParts, writeSitemaps, type SitemapEntry } from './sitemap';
import { fetchListData, readPages } from './source';
import { recordScriptHashes, writeSiteHeaders } from './site-headers';
import {
  acquireOutputLock,
  copyChanged,
  entriesOf,
  HOME_SLUG,
  moveFiles,
  prefetchFolders,
  TextFile,
  removePage,
  retireLink,
  SPA_FOLDER,
  writeAtomic,
} from './files';

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

/** One page of a manifest: its content hash, time and outcome. */
export const ManifestPage = z.object({
  slug: z.string(),
  /** Hash of the page's data and the build's salt (null when it failed before one). */
  hash: z.string().nullable(),
  /** The page's updatedAt in the CMS. */
  updatedAt: z.string().nullable(),
  /**
   * 'rendered', 'carried' (read again and found unchanged by its hash, its files kept) or
   * 'failed'. A page an incremental build did not read at all keeps the entry of the build its
   * files come from.
   */
  outcome: z.string(),
  /** When the outcome was recorded. */
  at: z.string(),
  error: z.string().nullable(),
});
export type ManifestPage = z.infer<typeof ManifestPage>;

/**
 * A locale's manifest: each page's content hash, time and outcome (issue 4). The pages are an
 * array, not an object keyed by slug: an incremental build reads the live manifest before it
 * can start, and an array of 10,000 pages parses (JSON and zod) in about 60% of the time.
 */
export const Manifest = z.object({
  locale: z.string(),
  buildId: z.string(),
  /** Hash of the app build and the locale context the pages were rendered with. */
  salt: z.string().optional(),
  /** Hash of vike's document frame the pages were rendered into. */
  frameHash: z.string().optional(),
  pages: z.array(ManifestPage),
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

/**
 * The hash of a folder's files (names and contents), read synchronously: dist/server is a dozen
 * small files, and on the thread pool each read queued behind the live build's directory reads.
 * The app build's identity when the workers run from the sources (no bundle).
 */
function hashTree(dir: string): string {
  const hash = createHash('sha1');
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else hash.update(entry.name).update(readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Replaces a symlink atomically (a new link renamed over the old one). */
async function switchLink(linkPath: string, target: string): Promise<void> {
  await mkdir(dirname(linkPath), { recursive: true });
  const temp = `${linkPath}.${randomBytes(4).toString('hex')}.tmp`;
  await symlink(relative(dirname(linkPath), target), temp);
  await rename(temp, linkPath);
}

type WorkerHandle = { worker: Worker; frameHash: string; codeCache: CodeCacheState | null };

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
  script: WorkerScript,
): Promise<WorkerHandle> {
  const setup: WorkerSetup = {
    serverEntry: script.kind === 'bundle' ? null : serverEntry,
    apiBaseUrl: config.apiBaseUrl,
    concurrency: config.concurrency,
  };
  const start = (execArgv: string[]) =>
    new Worker(script.kind === 'bundle' ? script.loader : script.entry, {
      workerData: script.kind === 'bundle' ? { ...setup, bundle: script.bundle } : setup,
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
    const ready = await new Promise<{ frameHash: string; codeCache: CodeCacheState | null }>(
      (resolveReady, reject) => {
        const onMessage = (m: WorkerMessage) => {
          if (m.type === 'ready') resolveReady(m);
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
      },
    );
    worker.removeAllListeners('message');
    return { worker, frameHash: ready.frameHash, codeCache: ready.codeCache };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

const sameScript = (a: WorkerScript, b: WorkerScript | null) =>
  a.kind === 'bundle' && b?.kind === 'bundle' && a.bundle.file === b.bundle.file;

/**
 * The render workers, started as they are needed: the first at once (it boots while the lists
 * are read), the others only when a locale has more than {@link SMALL_RENDER} pages to render.
 * A small incremental build then does not share the cores with boots it has no use for.
 */
function createPool(config: PrerenderConfig, serverEntry: string, log: (line: string) => void) {
  const scripts = workerScripts(root, serverEntry, log);
  // A worker boots from the bundle made last while its inputs are checked; when they changed it
  // is stopped and one starts from the new bundle.
  const start = async (): Promise<WorkerHandle> => {
    const recorded = scripts.recorded;
    const early = recorded ? startWorker(config, serverEntry, recorded) : null;
    early?.catch(() => undefined);
    const current = await scripts.current;
    if (early && sameScript(current, recorded)) return early;
    void early?.then((h) => h.worker.terminate()).catch(() => undefined);
    return startWorker(config, serverEntry, current);
  };
  const started: Promise<WorkerHandle>[] = [];
  const grow = (count: number) => {
    while (started.length < Math.min(count, config.workers)) {
      const handle = start();
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
    /** What the workers run: the bundle checked against its inputs (or made), or the sources. */
    script: scripts.current,
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

/** Whether a promise has settled already (after one turn of the microtask queue). */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  const first = await Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    Promise.resolve(pending),
  ]);
  return first !== pending;
}

/** Pages a locale may have to render and still be rendered by one worker. */
const SMALL_RENDER = 256;

/** How long a render worker may take to load the server build and probe vike's frame. */
const WORKER_START_TIMEOUT_MS = 60_000;
/** Pages a worker reads in one bulk call and renders before it reports back. */
const BATCH_SIZE = 64;
/** Pages of a batch when a locale has at most {@link SMALL_RENDER} to render. */
const SMALL_BATCH_SIZE = 16;
/**
 * Batches handed to a worker ahead: one renders while the next one's read is in flight. A small
 * change's batches all go at once, so the worker never waits for this thread.
 */
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
  /** Told of each file written for a page that came out whole (a patch moves exactly these). */
  onWritten?: (path: string) => void,
): Promise<void> {
  let next = 0;
  let id = 0;
  // A small change goes in small batches: this thread writes one while the next one renders.
  const small = items.length <= SMALL_RENDER;
  const batchSize = small ? SMALL_BATCH_SIZE : BATCH_SIZE;
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
          while ((small || inFlight < BATCHES_AHEAD) && next < items.length) {
            const batch: Batch = {
              type: 'batch',
              id: (id += 1),
              items: items.slice(next, next + batchSize),
            };
            next += batchSize;
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
            if (onWritten)
              for (const file of m.output.files) if (!failed.has(file.slug)) onWritten(file.path);
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
  /** The live manifest's pages by slug. */
  pages: Map<string, ManifestPage>;
  /** Content hash of a live page whose files are there, else null. */
  hashOf: (slug: string) => string | null;
  /** Listed pages whose files are there and whose updatedAt is the live one's: neither read
   * nor rendered. */
  unchanged: Set<string>;
  /** Hands `add` the live manifest entry (JSON text) of each unchanged page. */
  carryEntries: (add: (entry: string) => void) => void;
  /** Live pages the CMS no longer lists. */
  removed: string[];
};

/** A patch ready to publish: the live build it patches and the page files staged for it. */
type StagedPatch = { base: PatchBase; staged: string[] };

/** A locale's lists from the API, and what is read of its live build (see readLiveFiles). */
type LocaleInputs = {
  lists: Promise<[PageList, Header, Footer]>;
  files: Promise<LiveFiles | null>;
};

/** What an incremental build reads of a locale's live build before it knows the page list. */
type LiveFiles = {
  buildId: string;
  manifest: Manifest;
  /** The manifest's text, one page per line when openManifest wrote it (see carryEntries). */
  manifestText: string;
  /** The page folders of the live build's html and db roots. */
  html: Set<string>;
  db: Set<string>;
};

/**
 * Reads the manifest and the page folders of a locale's live build, or null when there is none
 * or its manifest is unreadable. Started as soon as the live record is known, so the file
 * reads (on the thread pool) and the parse run while the page list is still on its way.
 */
async function readLiveFiles(outDir: string, buildId: string | undefined, code: string) {
  if (!buildId) return null;
  const dir = join(outDir, '.builds', buildId);
  const folders = (root: string) =>
    readdir(root).then(
      (names) => new Set(names),
      () => new Set<string>(),
    );
  const html = folders(join(dir, code, 'html'));
  const db = folders(join(dir, code, 'db'));
  try {
    const { manifest, manifestText } = await readManifest(dir, code);
    return {
      buildId,
      manifest,
      manifestText,
      html: await html,
      db: await db,
    } satisfies LiveFiles;
  } catch {
    return null;
  }
}

/** A locale's manifest in the build folder `dir`, parsed, and its text; rejects when unreadable. */
async function readManifest(dir: string, code: string) {
  const manifestText = await readFile(join(dir, `manifest-${code}.json`), 'utf8');
  return { manifest: Manifest.parse(JSON.parse(manifestText)), manifestText };
}

/**
 * The slugs a locale's live build publishes (its manifest's pages that did not fail), or null
 * when it has no readable manifest.
 */
async function publishedSlugs(
  outDir: string,
  buildId: string | undefined,
  code: string,
): Promise<Set<string> | null> {
  if (!buildId) return null;
  try {
    const { manifest } = await readManifest(join(outDir, '.builds', buildId), code);
    return new Set(manifest.pages.filter((p) => p.outcome !== 'failed').map((p) => p.slug));
  } catch {
    return null;
  }
}

/**
 * What an incremental build needs of the live build of a locale, or null when that build cannot
 * be patched (none yet, no readable manifest, another app build or locale context).
 */
function patchBaseOf(
  outDir: string,
  live: LiveFiles | null,
  code: string,
  salt: string,
  list: PageList,
): PatchBase | null {
  if (!live) return null;
  const { manifest, html, db } = live;
  if (manifest.salt !== salt || !manifest.frameHash) return null;
  const dir = join(outDir, '.builds', live.buildId);
  const pages = new Map(manifest.pages.map((page) => [page.slug, page]));
  // One directory read each instead of a stat per page: a page whose folder is gone from the
  // live build is rendered again (so is the home page when the SPA shell it carries is gone).
  const hashOf = (slug: string) => {
    const entry = pages.get(slug);
    if (!entry?.hash || entry.outcome === 'failed') return null;
    if (!html.has(slug) || !db.has(slug)) return null;
    if (slug === HOME_SLUG && !html.has(SPA_FOLDER)) return null;
    return entry.hash;
  };
  const unchanged = new Set<string>();
  /** Listed live pages that changed (few); a slug is in this set or in `unchanged`, not both
   * (a slug listed twice with two dates counts as changed). */
  const changed = new Set<string>();
  for (const { slug, updatedAt } of list.pages) {
    const entry = pages.get(slug);
    if (!entry) continue;
    if (entry.updatedAt === updatedAt && !changed.has(slug) && hashOf(slug) !== null)
      unchanged.add(slug);
    else {
      changed.add(slug);
      unchanged.delete(slug);
    }
  }
  // Every live page is listed when as many listed pages are live as the manifest has (the
  // usual case): only otherwise are the live pages gone through for the removed ones.
  let removed: string[] = [];
  if (unchanged.size + changed.size !== pages.size) {
    const listed = new Set(list.pages.map((p) => p.slug));
    removed = [...pages.keys()].filter((slug) => !listed.has(slug));
  }
  return {
    buildId: live.buildId,
    htmlRoot: join(dir, code, 'html'),
    dbRoot: join(dir, code, 'db'),
    frameHash: manifest.frameHash,
    pages,
    hashOf,
    unchanged,
    removed,
    carryEntries: (add) => carryEntries(live, unchanged, add),
  };
}

/**
 * Hands `add` the live manifest entry of each page in `unchanged`, in the manifest's order. An
 * incremental build carries most pages (9,900 of 10,000 after a 1% change), and writing their
 * entries again cost it 60-80 ms of the main thread while the pages rendered: a manifest that
 * openManifest wrote has one page per line, so each entry is its line as it is. Another layout
 * (a manifest written by hand, or before this format) is serialised entry by entry.
 */
export function carryEntries(
  { manifest, manifestText }: Pick<LiveFiles, 'manifest' | 'manifestText'>,
  unchanged: Set<string>,
  add: (entry: string) => void,
): void {
  const lines = manifestText.split('\n');
  // The head, a line per page, the tail: see openManifest.
  const perLine = lines.length === manifest.pages.length + 2;
  manifest.pages.forEach((page, index) => {
    if (!unchanged.has(page.slug)) return;
    const line = perLine ? (lines[index + 1] ?? '') : '';
    const entry = line.endsWith(',') ? line.slice(0, -1) : line;
    // A line that is not this page's entry (a layout this function does not know): serialised.
    add(entry.startsWith(`{"slug":${JSON.stringify(page.slug)},`) ? entry : JSON.stringify(page));
  });
}

const SITEMAP_FILE = /^sitemap(-\d+)?\.xml$/;
/** Pages that are not in a sitemap: the not-found page and search results. */
const NOT_IN_SITEMAP = new Set(['not-found', 'search']);

const sameEntries = (a: SitemapEntry[], b: SitemapEntry[]) =>
  a === b ||
  (a.length === b.length &&
    a.every((e, i) => e.slug === b[i]?.slug && e.updatedAt === b[i]?.updatedAt));

/**
 * Publishes a patch (issue 4), after the whole build succeeded: moves the staged files (changed
 * pages, the SPA shell, sitemaps, robots.txt) into the live build file by file, removes the
 * pages the CMS no longer lists and the sitemap parts no longer written, then replaces the
 * manifest. The emptied staging folder goes to the trash.
 */
function applyPatch(
  outDir: string,
  buildDir: string,
  code: string,
  { base: patch, staged }: StagedPatch,
): void {
  const staging = join(buildDir, code);
  const htmlStaging = join(staging, 'html');
  const dbStaging = join(staging, 'db');
  // The staging html root's own files: the sitemaps and, for the root locale, robots.txt.
  const rootFiles = readdirSync(htmlStaging, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(htmlStaging, entry.name));
  const sitemaps = rootFiles.map((file) => basename(file)).filter((f) => SITEMAP_FILE.test(f));
  const liveOf = (file: string) => {
    const html = relative(htmlStaging, file);
    return html.startsWith('..')
      ? join(patch.dbRoot, relative(dbStaging, file))
      : join(patch.htmlRoot, html);
  };
  // The files replaced are kept in the trash as links (see moveFiles), deleted after publish.
  const trash = join(outDir, '.trash', `${basename(buildDir)}-${code}`);
  moveFiles(
    [...staged, ...rootFiles].map((file) => [file, liveOf(file)] as const),
    trash,
  );
  for (const slug of patch.removed) {
    removePage(patch.htmlRoot, slug);
    removePage(patch.dbRoot, slug);
  }
  removeStaleParts(patch.htmlRoot, sitemaps);
  const manifest = join(outDir, '.builds', patch.buildId, `manifest-${code}.json`);
  retireLink(manifest, trash, 'manifest.json');
  renameSync(join(buildDir, `manifest-${code}.json`), manifest);
  renameSync(staging, join(trash, 'staging'));
}

/**
 * The manifest of one locale, written as results come in (issue 4: memory does not grow with
 * the page count). Failed pages are held back until the end, because the repair pass may still
 * render them; the file is renamed into place when it is complete.
 */
function openManifest(path: string, head: Pick<Manifest, 'locale' | 'buildId'>) {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  const file = new TextFile(temp);
  file.write(`${JSON.stringify(head).slice(0, -1)},"pages":[`);
  let first = true;
  const failed = new Map<string, PageResult>();
  // One ISO string per millisecond, not per page (10,000 carried pages come at once).
  let lastMs = 0;
  let lastAt = '';
  const now = () => {
    const ms = Date.now();
    if (ms !== lastMs) [lastMs, lastAt] = [ms, new Date(ms).toISOString()];
    return lastAt;
  };
  // One page per line (JSON text has no raw line breaks), so that the next incremental build can
  // carry an entry over as it is (see carryEntries).
  const line = (json: string) => {
    file.write(first ? '\n' : ',\n');
    file.write(json);
    first = false;
  };
  const entry = (r: PageResult, at: string) => {
    const page: ManifestPage = {
      slug: r.slug,
      hash: r.hash,
      updatedAt: r.updatedAt,
      outcome: r.outcome,
      at,
      error: r.error,
    };
    line(JSON.stringify(page));
  };
  return {
    add(r: PageResult) {
      if (r.outcome === 'failed') failed.set(r.slug, r);
      else {
        failed.delete(r.slug);
        entry(r, now());
      }
    },
    /** A live build's entry (JSON text) of a page this build carries without reading it. */
    addEntry: line,
    /** Pages failed so far. */
    failed: () => [...failed.values()],
    /** Writes the failed pages and the hashes the pages were rendered with, then publishes. */
    close(tail: Pick<Manifest, 'salt' | 'frameHash'>): void {
      const at = now();
      for (const r of failed.values()) entry(r, at);
      file.write(`\n],${JSON.stringify(tail).slice(1)}`);
      file.close();
      renameSync(temp, path);
    },
  };
}

/** Runs one prerender. Throws only for set-up errors; page failures are in the summary. */
export async function runPrerender(
  config: PrerenderConfig,
  log: (line: string) => void = console.log,
): Promise<PrerenderSummary> {
  // One run per output folder at a time: another would retire this one's build or trash.
  const release = await acquireOutputLock(resolve(config.outDir));
  try {
    return await buildAndPublish(config, log);
  } finally {
    await release();
  }
}

/** The run itself: plan, render, write, sitemaps, publish, clear. */
async function buildAndPublish(
  config: PrerenderConfig,
  log: (line: string) => void,
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
  const pool = createPool(config, serverEntry, log);
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
  /** The sitemap entries of the locale whose sitemap was written while it rendered. */
  let earlySitemap: { code: string; entries: SitemapEntry[]; slugs: Set<string> } | null = null;
  const slugsByLocale = new Map<string, { item: LocaleItem; slugs: Set<string> }>();
  const entriesByLocale = new Map<string, SitemapEntry[]>();
  /** Locales whose live build this build patches (published by moving files into it). */
  const patches = new Map<string, StagedPatch>();
  let listed: LocaleList;
  let newLive: LiveRecord;
  let buildDir: string;
  let rootLocale: string;
  let prerenderFolder: string;
  let dbFolder: string;

  // What a locale needs before it renders, asked for ahead: for a locale named on the command
  // line with the site's own lists (not one round trip after them), for the next locale while
  // one renders. Its lists from the API and, for an incremental build, its live build's manifest
  // and folders (read on the thread pool, parsed while the lists are on their way).
  const liveReading = readLive(outDir);
  const ahead = new Map<string, LocaleInputs>();
  const prepare = (code: string): LocaleInputs => {
    const known = ahead.get(code);
    if (known) return known;
    const lists = Promise.all([
      fetchListData(config.apiBaseUrl, '/pages', code, PageList, config.backoffBaseMs),
      fetchListData(config.apiBaseUrl, '/header-builders', code, Header, config.backoffBaseMs),
      fetchListData(config.apiBaseUrl, '/footer', code, Footer, config.backoffBaseMs),
    ]);
    lists.catch(() => undefined); // awaited when its locale comes (a locked one never does)
    const files = config.incremental
      ? liveReading.then((live) => readLiveFiles(outDir, live?.locales[code]?.buildId, code))
      : Promise.resolve(null);
    const inputs = { lists, files };
    ahead.set(code, inputs);
    return inputs;
  };
  if (config.locales[0]) prepare(config.locales[0]);
  // The site's lists are asked for at once.
  const siteLists = Promise.all([
    fetchListData(
      config.apiBaseUrl,
      `/locales?lang=${SITE_LANG}`,
      'bg-BG',
      LocaleList,
      config.backoffBaseMs,
    ),
    fetchListData(
      config.apiBaseUrl,
      `/websites?lang=${SITE_LANG}`,
      'bg-BG',
      WebsiteRecord,
      config.backoffBaseMs,
    ),
  ]);
  siteLists.catch(() => undefined); // awaited below; not unhandled meanwhile
  // The app build the pages are rendered with, part of every page's hash: the worker bundle's
  // name, a hash of its code (the server build, the render worker and the packages it uses, so a
  // change to any of them renders every page again), known once its inputs are checked; without
  // a bundle, the server build's files.
  const appBuild = pool.script.then((script) =>
    script.kind === 'bundle' ? basename(script.bundle.file) : hashTree(join(root, 'dist/server')),
  );
  appBuild.catch(() => undefined); // awaited below; not unhandled meanwhile

  try {
    let website: WebsiteRecord;
    [listed, website] = await siteLists;
    const appVersion = serverEnv().appVersion;
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
    const live = await liveReading;
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
    // The published pages of the locales this run leaves alone, for the hreflang alternates of
    // the sitemaps it writes (a run of one locale of several would otherwise drop the others).
    const othersReading = Promise.all(
      listed.locales
        .filter((l) => !l.lock && !targets.includes(l) && newLive.locales[l.locale])
        .map(async (item) => {
          const buildId = newLive.locales[item.locale]?.buildId;
          const slugs = await publishedSlugs(outDir, buildId, item.locale);
          return slugs ? ([item.locale, { item, slugs }] as const) : null;
        }),
    );
    const others = () => othersReading.then((read) => read.filter((entry) => entry !== null));

    // Incremental (issue 4): a locale's live build can be patched when it has this build's
    // folders.
    const patchable = (code: string) =>
      config.incremental && live?.prerenderFolder === prerenderFolder && live.dbFolder === dbFolder
        ? live.locales[code]?.buildId
        : undefined;
    for (const [index, locale] of targets.entries()) {
      const code = locale.locale;
      const inputs = prepare(code);
      ahead.delete(code);
      const following = targets[index + 1];
      if (following) prepare(following.locale);
      const [list, header, footer] = await inputs.lists;
      phase('locale lists');
      const context = { locale, locales: listed.locales, header, footer, apiVersion };
      // The app build and the locale-wide data; the page hashes add vike's frame to it.
      const salt = createHash('sha1')
        .update(await appBuild)
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
      const liveBuild = await inputs.files;
      const patch =
        liveBuild && liveBuild.buildId === patchable(code)
          ? patchBaseOf(outDir, liveBuild, code, salt, list)
          : null;
      phase('manifest');
      const manifest = openManifest(join(buildDir, `manifest-${code}.json`), {
        locale: code,
        buildId: patch?.buildId ?? buildId,
      });
      /** Slug → updatedAt of every page the workers handled that this locale publishes (the
       * pages carried without a read are base.unchanged). */
      const published = new Map<string, string>();
      const onResult = (r: PageResult) => {
        manifest.add(r);
        progress.tick(r.outcome !== 'failed');
        if (r.outcome === 'failed') return;
        if (r.outcome === 'rendered') summary.rendered += 1;
        else summary.carried += 1;
        published.set(r.slug, r.updatedAt ?? new Date().toISOString());
        if (r.outcome === 'rendered') changed.push({ locale: code, slug: r.slug });
      };
      progress.addTotal(list.pages.length);
      // More workers only for more than a small change (they boot while the first one renders).
      const needed = (unchanged: number) =>
        list.pages.length - unchanged > SMALL_RENDER ? config.workers : 1;
      pool.grow(needed(patch?.unchanged.size ?? 0));
      const [first] = pool.handles();
      if (!first) throw new Error('no render worker');
      // Read here only while the worker is still booting; a worker that is up reads them itself.
      const prefetched = (await isSettled(first))
        ? Promise.resolve(new Map<string, Page | Error>())
        : prefetchSmallChange(config, code, list, patch);
      const { frameHash, codeCache } = await first;
      if (index === 0)
        log(
          `prerender: render worker ${codeCache === null ? 'from the sources (no esbuild)' : `from the bundle, V8 code cache ${codeCache}`}`,
        );
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
          previousHash: base?.hashOf(slug) ?? null,
          ...(page && !(page instanceof Error) ? { json: JSON.stringify(page) } : {}),
        };
      };
      const toRender: BatchItem[] = [];
      /** The list's updatedAt of each page to render (its sitemap date unless its read says
       * otherwise). */
      const listedAt = new Map<string, string>();
      let carried = 0;
      for (const page of list.pages)
        if (base?.unchanged.has(page.slug)) carried += 1;
        else {
          toRender.push(itemOf(page.slug));
          listedAt.set(page.slug, page.updatedAt);
        }
      // A patch moves the files written for it, and only those (see applyPatch).
      const staged: string[] = [];
      const onWritten = base ? (path: string) => staged.push(path) : undefined;
      const rendering = renderAll(pool.handles(), job, toRender, onResult, onWritten);
      rendering.catch(() => undefined); // awaited below; not unhandled meanwhile
      // The live folders a patch will move files into are read ahead while the pages render:
      // publish then renames into folders whose blocks are cached (see prefetchFolders).
      const warming = base
        ? prefetchFolders(
            toRender.flatMap(({ slug }) =>
              !base.pages.has(slug)
                ? []
                : [
                    join(base.htmlRoot, slug),
                    join(base.dbRoot, slug),
                    ...(slug === HOME_SLUG ? [join(base.htmlRoot, SPA_FOLDER)] : []),
                  ],
            ),
          )
        : null;
      // The carried pages are recorded while the worker renders, once it has its batches.
      await new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
      if (base) {
        base.carryEntries(manifest.addEntry);
        summary.carried += carried;
        progress.advance(carried);
      }
      // The last locale's sitemap is written while its pages render, as if they all succeed
      // (see the sitemaps below).
      if (index === targets.length - 1) {
        for (const [other, published] of await others()) slugsByLocale.set(other, published);
        const slugs = new Set(list.pages.map((e) => e.slug));
        const locales = new Map(slugsByLocale).set(code, { item: locale, slugs });
        writeSitemaps(job.htmlRoot, locale, list.pages, locales, rootLocale, NOT_IN_SITEMAP);
        earlySitemap = { code, entries: list.pages, slugs };
      }
      await rendering;
      await warming;
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
        await renderAll(pool.handles(), job, retryable.map(itemOf), onResult, onWritten);
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
      // In the list's order, whatever order the results came in: the same sitemap run to run. A
      // carried page's updatedAt is the list's (its live entry's, the same: see patchBaseOf).
      // Usually every page came out as listed, and the list is the sitemap's entries as it is.
      let asListed = failedSlugs.length === 0;
      for (const [slug, at] of published)
        if (listedAt.get(slug) !== at) {
          asListed = false;
          break;
        }
      const entries = asListed
        ? list.pages
        : list.pages.flatMap(({ slug, updatedAt }) => {
            const at = published.get(slug) ?? (base?.unchanged.has(slug) ? updatedAt : undefined);
            return at === undefined ? [] : [{ slug, updatedAt: at }];
          });
      const slugs =
        asListed && earlySitemap?.code === code
          ? earlySitemap.slugs
          : new Set(entries.map((e) => e.slug));
      slugsByLocale.set(code, { item: locale, slugs });
      entriesByLocale.set(code, entries);
      if (base) patches.set(code, { base, staged });
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
    // Sitemaps need every published locale's slugs (hreflang alternates), so they come after,
    // but for the last locale's: written while it rendered, it stands when every page came out
    // as the list said (a page failed or changed since: written again, stale parts removed).
    for (const [code, entries] of entriesByLocale) {
      const item = slugsByLocale.get(code)?.item;
      if (!item) continue;
      const dir = join(buildDir, code, 'html');
      if (earlySitemap?.code !== code || !sameEntries(earlySitemap.entries, entries)) {
        const files = writeSitemaps(dir, item, entries, slugsByLocale, rootLocale, NOT_IN_SITEMAP);
        removeStaleParts(dir, files);
      }
      if (code === rootLocale)
        await writeFile(
          join(buildDir, code, 'html', 'robots.txt'),
          buildRobots(listed.locales.filter((l) => !l.lock)),
        );
    }

    phase('sitemaps');
    // Publish: copy the client assets that changed, then per good locale apply its patch or
    // switch its links to this build.
    // SPEC §9 content security policy: the inline scripts of the pages written, per build.
    await recordScriptHashes(
      outDir,
      summary.buildId,
      [...entriesByLocale.keys()].map((code) => ({
        code,
        buildId: patches.get(code)?.base.buildId ?? summary.buildId,
        htmlRoot: join(buildDir, code, 'html'),
      })),
    );
    copyChanged(join(root, 'dist/client'), join(outDir, 'client'), (name) => name === '.vite');
    for (const code of entriesByLocale.keys()) {
      const patch = patches.get(code);
      if (patch) applyPatch(outDir, buildDir, code, patch);
      const target = join(outDir, '.builds', patch?.base.buildId ?? summary.buildId, code);
      await switchLink(join(outDir, SITE_LANG, prerenderFolder, code), join(target, 'html'));
      await switchLink(join(outDir, SITE_LANG, dbFolder, code), join(target, 'db'));
      summary.published.push(code);
    }
    if (summary.published.length > 0) {
      await writeSiteHeaders(outDir, newLive, serverEnv(), {
        baseUrl: config.apiBaseUrl,
        backoffBaseMs: config.backoffBaseMs,
      });
      await writeAtomic(livePath(outDir), JSON.stringify(newLive, null, 2));
    }
    phase('publish');

    progress.finish();
    // SPEC §7: clear the CMS cache of each changed page after publish.
    summary.cacheCleared = await clearCaches(
      await Promise.all(pool.handles()),
      config,
      changed,
      log,
    );
  } catch (error) {
    await terminate();
    throw error;
  }
  phase('cache clears');
  log(`prerender: ${phases.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`).join(', ')}`);
  summary.seconds = (Date.now() - started) / 1000;
  log(
    `prerender: ${summary.rendered} rendered, ${summary.carried} carried over, ${summary.failed} failed in ${summary.seconds.toFixed(2)} s (${((summary.rendered + summary.carried) / Math.max(0.001, summary.seconds)).toFixed(0)} pages/s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB); published ${summary.published.join(', ') || 'nothing'}`,
  );
  // Housekeeping once the build is published and its caches are cleared, so not in the time
  // above (about 45 ms of a small incremental build here): the render workers stop, and retired
  // builds and the files a patch replaced are deleted by a background process.
  await Promise.all([terminate(), removeOldBuilds(outDir, newLive, config.keepBuilds)]);
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

/** Deletes {out}/.trash in a detached process that outlives this one, when it holds anything. */
function emptyTrash(trash: string): void {
  if (entriesOf(trash).size === 0) return;
  const child = spawn('rm', ['-rf', trash], { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
}

/** Clears handed to a worker at once. */
const CLEAR_CHUNK = 500;

/**
 * SPEC §7: the sitemanager cache clear of each changed page after publish, sent in chunks handed
 * out on demand to this thread and the workers (idle by now). A change of one chunk or less is
 * sent by this thread alone, on connections its reads left open and without a round trip to a
 * worker. Answers how many were cleared.
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
  const senders = changed.length <= CLEAR_CHUNK ? [] : workers;
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
    ...senders.map(
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
