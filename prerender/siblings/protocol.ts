/** Messages between the sibling stage (stage.ts) and its workers (worker.ts). */
import type { FileOutcome } from './encode-file';

/** Stage → worker: files to give their siblings. */
export type FilesBatch = { type: 'files'; id: number; paths: string[] };

/** How many files of a batch came out each way, and the bytes read and written. */
export type Tally = Record<FileOutcome['kind'], number> & { bytesIn: number; bytesOut: number };

/** Worker → stage: a batch done; a file whose sibling could not be written is named. */
export type BatchDone = { type: 'done'; id: number; tally: Tally; failed: [string, string][] };

/** An empty tally. */
export const noTally = (): Tally => ({
  encoded: 0,
  current: 0,
  small: 0,
  gone: 0,
  bytesIn: 0,
  bytesOut: 0,
});

/** `into` with `more` added. */
export function addTally(into: Tally, more: Tally): void {
  for (const key of Object.keys(into) as (keyof Tally)[]) into[key] += more[key];
}
