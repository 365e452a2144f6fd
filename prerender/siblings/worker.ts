/**
 * A sibling worker: a thread at the lowest priority (its own nice value: on Linux a thread's, so
 * the process's other threads keep theirs) that gives each file of a batch its siblings
 * (encode-file.ts), on this thread, where an encode costs half the CPU it costs on zlib's pool
 * (BENCHMARKS.md).
 */
import { setPriority, constants } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { encodeFile } from './encode-file';
import { noTally, type BatchDone, type FilesBatch } from './protocol';

const port = parentPort;
if (!port) throw new Error('prerender/siblings/worker.ts runs as a worker thread');
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // Not allowed here: the stage still runs, at the priority it has.
}

port.on('message', ({ id, paths }: FilesBatch) => {
  const tally = noTally();
  const failed: [string, string][] = [];
  for (const path of paths) {
    try {
      const { kind, bytesIn, bytesOut } = encodeFile(path);
      tally[kind] += 1;
      tally.bytesIn += bytesIn;
      tally.bytesOut += bytesOut;
    } catch (error) {
      failed.push([path, error instanceof Error ? error.message : String(error)]);
    }
  }
  port.postMessage({ type: 'done', id, tally, failed } satisfies BatchDone);
});
