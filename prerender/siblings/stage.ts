/**
 * The sibling stage (docs/published-tree.md "Compressed bodies"): after a run went live and let
 * its publish lock go, every compressible file of what is live gets its br sibling, on workers at
 * the lowest priority. Nothing waits for it: the CDN encodes a file itself until its sibling is
 * there, with the same settings. A file whose sibling is current is passed over, so a stage
 * stopped half-way resumes where it stood; it stops between batches once a build takes the
 * publish lock or a newer build goes live, so it never holds a build up.
 */
import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { siblingWorkerScript, type WorkerScript } from '../../build/worker-bundle';
import { liveRecordPath } from '../../src/domain/entities/published-tree';
import { lockHolder } from '../lock';
import { peakRssMb } from '../summary';
import { readLive } from '../read/live';
import { liveFiles } from './live-files';
import { addTally, noTally, type BatchDone, type FilesBatch, type Tally } from './protocol';

/** Files a worker takes at once: the stage looks whether to stop between batches. */
const BATCH_FILES = 64;
/** Batches a worker holds: one encodes while the next is on its way. */
const BATCHES_AHEAD = 2;

/** What the stage works on and with. */
export type SiblingSettings = {
  outDir: string;
  /** The repo root, where the worker's bundle is made. */
  root: string;
  workers: number;
  /** A publish lock this old is a crashed run's, and stops nothing (prerender/lock.ts). */
  lockStaleSeconds: number;
  /** Stops the stage between batches (the CLI's SIGINT and SIGTERM). */
  signal?: AbortSignal;
  /** Awaited after each batch, before the stage looks whether to stop (tests pause it here). */
  afterBatch?: (done: Tally) => Promise<void> | void;
  /** The files to pass over (the publisher's: what a patch put live); every live file if absent. */
  files?: readonly string[];
};

/** How a stage ended: its tally, the files it could not give siblings, and why it stopped early. */
export type SiblingsDone = {
  files: number;
  tally: Tally;
  failed: [string, string][];
  /** Null when it passed over every file. */
  stopped: string | null;
  /** The files it did not reach before it stopped: the next pass takes them. */
  left: string[];
};

/** Why the stage should stop now, or null: read between batches (two stats). */
function stopWatch(settings: SiblingSettings, liveMtimeMs: number) {
  return async (): Promise<string | null> => {
    if (settings.signal?.aborted) return 'stopped by a signal';
    const holder = await lockHolder(settings.outDir, settings.lockStaleSeconds);
    if (holder) return `a build took the publish lock (${holder})`;
    const live = await stat(liveRecordPath(settings.outDir)).catch(() => null);
    return live?.mtimeMs === liveMtimeMs ? null : 'a newer build went live';
  };
}

/** Passes over every compressible file of what is live; answers how it ended. */
export async function writeSiblings(settings: SiblingSettings): Promise<SiblingsDone> {
  const { outDir } = settings;
  const liveMtimeMs = (await stat(liveRecordPath(outDir)).catch(() => null))?.mtimeMs;
  const live = await readLive(outDir);
  const done: SiblingsDone = { files: 0, tally: noTally(), failed: [], stopped: null, left: [] };
  if (!live || liveMtimeMs === undefined) return done;
  const files = settings.files ?? (await liveFiles(outDir, live));
  done.files = files.length;
  const whyStop = stopWatch(settings, liveMtimeMs);
  let taken = 0;
  const next = async (): Promise<string[] | null> => {
    if (taken >= files.length || done.stopped) return null;
    done.stopped = await whyStop();
    if (done.stopped) return null;
    taken += BATCH_FILES;
    return files.slice(taken - BATCH_FILES, taken);
  };
  const onDone = async ({ tally, failed }: BatchDone) => {
    addTally(done.tally, tally);
    done.failed.push(...failed);
    await settings.afterBatch?.(done.tally);
  };
  const script = await siblingWorkerScript(settings.root);
  const count = Math.min(settings.workers, Math.ceil(files.length / BATCH_FILES));
  await Promise.all(Array.from({ length: count }, () => drive(script, next, onDone)));
  if (done.stopped) done.left = files.slice(taken);
  return done;
}

/** One worker fed batches from `next` until there are none; its thread ends with it. */
async function drive(
  script: WorkerScript,
  next: () => Promise<string[] | null>,
  onDone: (batch: BatchDone) => Promise<void>,
): Promise<void> {
  const worker = new Worker(script.loader, { workerData: { bundle: script.bundle }, execArgv: [] });
  try {
    await new Promise<void>((resolveDone, reject) => {
      let id = 0;
      let inFlight = 0;
      let ended = false;
      const send = async () => {
        while (!ended && inFlight < BATCHES_AHEAD) {
          const paths = await next();
          if (!paths) ended = true;
          else {
            inFlight += 1;
            id += 1;
            worker.postMessage({ type: 'files', id, paths } satisfies FilesBatch);
          }
        }
        if (inFlight === 0) resolveDone();
      };
      worker.on('message', (message: BatchDone) => {
        inFlight -= 1;
        onDone(message).then(send).catch(reject);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`a sibling worker exited (${String(code)})`)));
      send().catch(reject);
    });
  } finally {
    await worker.terminate();
  }
}

/** What the CLI's run hands the stage. */
export type StageRun = {
  settings: Pick<SiblingSettings, 'outDir' | 'root' | 'workers' | 'lockStaleSeconds'>;
  /** When the run started: the log says how long after it every sibling was there. */
  started: number;
  log: (line: string) => void;
};

/** The stage as the CLI runs it: SIGINT and SIGTERM stop it between batches; its line logged. */
export async function siblingStage(run: StageRun): Promise<SiblingsDone> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    return await loggedPass({ ...run, settings: { ...run.settings, signal: controller.signal } });
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
  }
}

/** One pass over `settings`' files; a failure ends it as stopped. Its line and failures logged. */
export async function loggedPass({
  settings,
  started,
  log,
}: Omit<StageRun, 'settings'> & { settings: SiblingSettings }): Promise<SiblingsDone> {
  const begun = Date.now();
  const done = await writeSiblings(settings).catch((error: unknown): SiblingsDone => ({
    files: settings.files?.length ?? 0,
    tally: noTally(),
    failed: [],
    stopped: `the stage failed: ${error instanceof Error ? error.message : String(error)}`,
    left: [...(settings.files ?? [])],
  }));
  log(siblingsLine(done, begun, started));
  for (const [path, message] of done.failed.slice(0, FAILURES_SHOWN))
    log(`prerender: no sibling for ${path}: ${message}`);
  return done;
}

/** Files whose failure the log names; the count says the rest. */
const FAILURES_SHOWN = 10;

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const since = (from: number) => `${((Date.now() - from) / 1000).toFixed(2)} s`;

/** The stage's line: what it did, and when every sibling was there or why it stopped. */
function siblingsLine(
  { files, tally, failed, stopped }: SiblingsDone,
  begun: number,
  started: number,
) {
  const did = `${String(files)} files, ${String(tally.encoded)} encoded (${megabytes(tally.bytesIn)} → ${megabytes(tally.bytesOut)}), ${String(tally.current)} current, ${String(tally.small)} too small, ${String(failed.length)} failed, in ${since(begun)}`;
  const end =
    stopped !== null
      ? `stopped: ${stopped}; the next stage resumes`
      : failed.length > 0
        ? 'incomplete'
        : `every sibling ${since(started)} after the start`;
  return `prerender: siblings: ${did}; ${end} (peak RSS ${String(Math.round(peakRssMb()))} MB)`;
}
