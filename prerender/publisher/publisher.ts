/**
 * The publisher (docs/deploying.md "The publisher"): a long-running prerender that keeps each
 * locale's live build current. It holds the publish lock and a warm pool of render workers,
 * follows the content API's change stream, maps each change to the pages built from it
 * (touches.ts), gathers what arrives within a short window, and patches the live build with the
 * stages of a build run (run.ts `patchLive`): the same checks, an atomic publish, then the cache
 * clears of exactly the pages that changed, after their files are in place.
 */
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { setV8Flag } from '../../build/worker-bundle';
import { backoffDelayMs, SPEC_BACKOFF } from '../../src/domain/rules/backoff';
import type { PrerenderConfig } from '../config';
import { acquirePublishLock } from '../lock';
import { readManifest } from '../records/manifest';
import { readLive, type HeldBuild } from '../read/live';
import { patchLive, siblingSettingsOf, startRenderPool } from '../run';
import { buildPath } from '../../src/domain/entities/published-tree';
import type { PrerenderSummary } from '../summary';
import { followChanges } from './changes-feed';
import type { CountersView } from './counters';
import { PublisherState } from './gather';
import { siblingPasses } from './siblings';
import { startHealth } from './health';
import { indexPages, setPage, touchedText, type KeyIndex, type Touched } from './touches';
import type { LocaleBuild } from '../records/locale-build';

/** How the publisher runs. */
export type PublisherOptions = {
  config: PrerenderConfig;
  /** How long it gathers changes after the first of a batch arrives. */
  windowMs: number;
  /** The health endpoint's port (0: any free one) and address, or null for none. */
  health: { port: number; host: string } | null;
  log: (line: string) => void;
};

/** A running publisher. */
export type Publisher = {
  /** Resolves once the catch-up patch at the start is done (its pages live). */
  caughtUp: Promise<void>;
  counters: () => CountersView;
  healthUrl: string | null;
  /** Lets the current patch finish, then stops the workers and lets the lock go. */
  stop: () => Promise<void>;
};

/** Each live locale's key index, from its live manifest (touches.ts). */
async function readIndex(outDir: string, locales: readonly string[] | null): Promise<KeyIndex> {
  const live = await readLive(outDir);
  const index: KeyIndex = new Map();
  for (const [locale, { buildId }] of Object.entries(live?.locales ?? {})) {
    if (locales && !locales.includes(locale)) continue;
    const manifest = await readManifest(buildPath(outDir, buildId), locale);
    if (manifest) index.set(locale, indexPages(manifest.pages));
  }
  return index;
}

/**
 * The index after a patch, without reading the manifests again: a patched locale's pages rendered
 * anew bring their keys and its removed pages leave; a locale built whole is indexed from the
 * manifest it published.
 */
function updateIndex(
  index: KeyIndex,
  published: readonly LocaleBuild[],
  live: ReadonlyMap<string, HeldBuild>,
) {
  for (const build of published) {
    const code = build.locale.locale;
    const held = index.get(code);
    if (build.target.kind === 'patch' && held) {
      for (const slug of build.target.remove) setPage(held, slug, null);
      for (const [slug, keys] of Object.entries(build.renderedKeys)) setPage(held, slug, keys);
      continue;
    }
    const pages = live.get(code)?.build.manifest.pages;
    if (pages) index.set(code, indexPages(pages));
    else index.delete(code);
  }
}

/**
 * How far V8 lets a heap grow past what its last full collection kept, in %. Left to itself it
 * grows up to fourfold, and each patch leaves its garbage there, so a publisher that runs for days
 * would sit above a full build's peak (docs/deploying.md "The publisher").
 */
const HEAP_GROWING_PERCENT = 50;

/** Starts the publisher: takes the lock (or throws naming its holder), then follows. */
export async function startPublisher(options: PublisherOptions): Promise<Publisher> {
  const { config, log } = options;
  // Process-wide, so its render workers' heaps too.
  setV8Flag(`--heap-growing-percent=${String(HEAP_GROWING_PERCENT)}`);
  const outDir = resolve(config.outDir);
  const lock = await acquirePublishLock({ outDir, staleSeconds: config.lockStaleSeconds, log });
  const pool = startRenderPool(config);
  const siblings = siblingPasses(siblingSettingsOf(config), log);
  const only = config.locales.length > 0 ? config.locales : null;
  const state = new PublisherState(await readIndex(outDir, only), only);
  const feed = followChanges({
    apiBaseUrl: config.apiBaseUrl,
    backoffBaseMs: config.backoffBaseMs,
    log,
    onEvent: (event) => state.take(event),
    onClosed: () => (state.streamOpen = false),
  });
  // Each locale's live build as the last patch published it: the next patch rests on it.
  let held = new Map<string, HeldBuild>();
  const patch = async (touched: Touched) => {
    // Handed over: after a failed patch the touched locales are read from disk again.
    const handed = held;
    held = new Map([...handed].filter(([code]) => !touched.has(code)));
    siblings.interrupt();
    const done = await patchLive(config, { pool, lock, touched, held: handed, log });
    for (const [code, build] of done.held) held.set(code, build);
    updateIndex(state.index, done.published, done.held);
    siblings.after(done.published);
    return done.summary;
  };
  const loop = runLoop(state, patch, options);
  const health =
    options.health === null
      ? null
      : await startHealth(
          () => ({ healthy: state.healthy(), counters: state.counters.snapshot() }),
          options.health,
        );
  return {
    caughtUp: state.caughtUp,
    counters: () => state.counters.snapshot(),
    healthUrl: health?.url ?? null,
    stop: async () => {
      state.stopped = true;
      feed.stop();
      state.wake();
      await loop;
      await siblings.stop();
      health?.server.close();
      await pool.terminate();
      await lock.release();
    },
  };
}

/** Patches batch after batch until stopped; a failed patch is put back and tried after a backoff. */
async function runLoop(
  state: PublisherState,
  patch: (touched: Touched) => Promise<PrerenderSummary>,
  { windowMs, config, log }: PublisherOptions,
): Promise<void> {
  let failures = 0;
  for (;;) {
    const idle = !state.hasPending();
    await state.pendingOrStop();
    if (state.stopped) return;
    // A change to an idle publisher goes at once; changes that came during a patch are a burst
    // under way, and the window gathers the rest of it into one patch.
    if (!idle) await sleep(windowMs);
    const batch = state.takeBatch();
    log(`publisher: patching ${touchedText(batch.touched)}`);
    try {
      const summary = await patch(batch.touched);
      failures = 0;
      state.lastPatchOk = true;
      afterPatch(state, batch.touched, summary, batch.storedAt);
    } catch (error) {
      failures += 1;
      state.lastPatchOk = false;
      state.counters.view.patchFailures += 1;
      state.putBack(batch);
      const wait = backoffDelayMs(Math.min(failures - 1, 6), Math.random, {
        ...SPEC_BACKOFF,
        baseMs: config.backoffBaseMs,
      });
      const message = error instanceof Error ? error.message : String(error);
      log(
        `publisher: patch failed (${message}); the live build keeps serving; again in ${String(Math.round(wait))} ms`,
      );
      await sleep(wait);
    }
  }
}

/** Counts a patch, holds the pages of its refused locales for their next change, times what went live. */
function afterPatch(
  state: PublisherState,
  touched: Touched,
  summary: PrerenderSummary,
  storedAt: readonly number[],
) {
  const { view } = state.counters;
  view.patches += 1;
  view.pagesPatched += summary.rendered;
  const refused = new Map([...touched].filter(([locale]) => !summary.published.includes(locale)));
  if (refused.size > 0) state.hold(refused);
  if (summary.published.length > 0) {
    const now = Date.now();
    for (const at of storedAt) state.counters.live(now - at);
  }
  state.markCaughtUp();
}
