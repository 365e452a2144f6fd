/**
 * The worker pool: render workers (worker.ts, from the bundle build/worker-bundle.ts makes) that
 * read and render batches of pages and hand each batch's files back. Batches go out on demand,
 * so a worker that got the slow pages does not hold the others up.
 */
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { BUILD_DIR } from '../../build/build-dir.mjs';
import { workerScript, type WorkerScript } from '../../build/worker-bundle';
import type { PrerenderConfig } from '../config';
import type { Batch, LocaleJob, WorkerMessage, WorkerSetup } from './protocol';
import type { BatchItem, PageResult } from '../records/pages';
import type { BatchOutput } from './output';

const WORKER_START_TIMEOUT_MS = 60_000;
/** Pages a worker reads in one bulk call and renders before it reports back. */
const BATCH_SIZE = 64;
/** Batches a worker holds: one renders while the next one's read is in flight. */
const BATCHES_AHEAD = 2;

type Handlers = Record<string, Parameters<Worker['on']>[1]>;

/** Adds handlers; the answer removes exactly them (not Node's own, which keep the port referenced). */
function listen(worker: Worker, handlers: Handlers): () => void {
  for (const [event, handler] of Object.entries(handlers)) worker.on(event, handler);
  return () => {
    for (const [event, handler] of Object.entries(handlers)) worker.off(event, handler);
  };
}

/** Starts one worker; `ready` resolves with its report once it has probed vike's frame. */
function startWorker(config: PrerenderConfig, script: WorkerScript, clientDir: string) {
  const setup: WorkerSetup = {
    apiBaseUrl: config.apiBaseUrl,
    concurrency: config.concurrency,
    clientDir,
  };
  const worker = new Worker(script.loader, {
    workerData: { ...setup, bundle: script.bundle },
    // None of the parent's flags: tsx's loader would load for nothing (the bundle is plain JS).
    execArgv: [],
    env: { ...process.env, NODE_ENV: 'production' },
    // A worker holds one batch at a time: a small heap keeps peak RSS flat with the page count.
    ...(config.workerHeapMb > 0
      ? { resourceLimits: { maxOldGenerationSizeMb: config.workerHeapMb } }
      : {}),
  });
  let stop: () => void = () => undefined;
  const ready = new Promise<Extract<WorkerMessage, { type: 'ready' }>>((resolveReady, reject) => {
    stop = listen(worker, {
      message: (m: WorkerMessage) => {
        if (m.type === 'ready') resolveReady(m);
        if (m.type === 'fatal') reject(new Error(`render worker: ${m.message}`));
      },
      error: reject,
      exit: (code: number) => reject(new Error(`render worker exited (${code}) at start`)),
    });
    // A worker that never reports (a hung import) must not hang the release.
    setTimeout(
      () => reject(new Error(`render worker not ready after ${WORKER_START_TIMEOUT_MS} ms`)),
      WORKER_START_TIMEOUT_MS,
    ).unref();
  }).finally(() => stop());
  ready.catch(() => worker.terminate());
  return { worker, ready };
}

/** Feeds one worker batches from `next` until there are none; resolves when it is done. */
function drive(
  worker: Worker,
  job: LocaleJob,
  next: () => Batch | null,
  onBatch: (results: PageResult[], output: BatchOutput) => void,
): Promise<void> {
  return new Promise<void>((resolveDone, reject) => {
    let inFlight = 0;
    const done = (error?: Error) => {
      stop();
      if (error) reject(error);
      else resolveDone();
    };
    const send = () => {
      for (let batch: Batch | null; inFlight < BATCHES_AHEAD && (batch = next()); inFlight += 1)
        worker.postMessage(batch);
      if (inFlight === 0) done();
    };
    const stop = listen(worker, {
      message: (m: WorkerMessage) => {
        if (m.type === 'fatal') return done(new Error(`render worker: ${m.message}`));
        if (m.type !== 'batch-done') return;
        inFlight -= 1;
        // Next batch first: the worker renders while this thread writes the files.
        send();
        onBatch(m.results, m.output);
        worker.postMessage({ type: 'spare', buffer: m.output.buffer }, [m.output.buffer]);
      },
      error: (error: Error) => done(error),
      exit: (code: number) => done(new Error(`render worker exited (${code})`)),
    });
    worker.postMessage(job);
    send();
  });
}

/**
 * Pages a batch holds for a job of `pages` on `workers`: a small job (a patch's pages) is shared
 * out so that every worker gets its first batches, not one worker all of them.
 */
export const batchSizeFor = (pages: number, workers: number): number =>
  Math.max(1, Math.min(BATCH_SIZE, Math.ceil(pages / (Math.max(1, workers) * BATCHES_AHEAD))));

/**
 * Pages up to which a job is rendered on one worker: a second one's boot and cold code cost more
 * than its share of so few pages saves (BENCHMARKS.md "Measurements the code cites").
 */
const ONE_WORKER_PAGES = 300;

/** Workers a job of `pages` is rendered on, at most `most` (one per core by default). */
export const workersFor = (pages: number, most: number): number =>
  pages <= ONE_WORKER_PAGES ? 1 : Math.max(1, most);

/**
 * Starts the pool's first worker at once, so it boots while the lists are read; the others start
 * with the first job that needs them (workersFor).
 */
export function startPool(config: PrerenderConfig, root: string, serverEntry: string) {
  const script = workerScript(root, serverEntry);
  const start = () => {
    const started = script.then((s) => startWorker(config, s, join(root, BUILD_DIR, 'client')));
    // Awaited by render, the run or terminate; not unhandled meanwhile (a run that stops early).
    void started.then((w) => w.ready).catch(() => undefined);
    return started;
  };
  const first = start();
  const workers = [first];
  const ready = first.then((w) => w.ready);
  ready.catch(() => undefined);
  return {
    /** Part of every page's hash: the bundle's name, which hashes its contents. */
    appBuild: script.then((s) => basename(s.bundle.file)),
    /** The first worker's report: vike's frame hash and how its code was compiled. */
    ready,
    /** Workers started so far. */
    size: () => workers.length,
    /** Renders `items` on every worker up; each batch's results and files go to `onBatch`. */
    async render(
      job: LocaleJob,
      items: readonly BatchItem[],
      onBatch: (results: PageResult[], output: BatchOutput) => void,
    ): Promise<void> {
      while (workers.length < workersFor(items.length, config.workers)) workers.push(start());
      const size = batchSizeFor(items.length, workers.length);
      let id = 0;
      const next = (): Batch | null => {
        const start = id * size;
        if (start >= items.length) return null;
        id += 1;
        return { type: 'batch', id, items: items.slice(start, start + size) };
      };
      await Promise.all(workers.map(async (w) => drive((await w).worker, job, next, onBatch)));
    },
    /** Stops every worker that came up. */
    terminate: () =>
      Promise.all(
        workers.map((w) =>
          w.then(
            ({ worker }) => worker.terminate(),
            () => 0,
          ),
        ),
      ),
  };
}

/** A started pool. */
export type Pool = ReturnType<typeof startPool>;
