/**
 * One file's siblings, as a sibling worker makes them (worker.ts): each coding written ahead
 * (src/domain/rules/precompressed.ts) gets a current sibling unless one is there already, and a
 * sibling of another coding that an older version left is removed, so every sibling on disk is
 * current once the stage has passed (an upload takes them as they are).
 */
import {
  closeSync,
  fstatSync,
  futimesSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { threadId } from 'node:worker_threads';
import {
  PRECOMPRESSED,
  SMALLEST_COMPRESSED_BYTES,
  WRITTEN_AHEAD,
  encodeSync,
  isSiblingOf,
  siblingPath,
  type Precompressed,
} from '../../src/domain/rules/precompressed';

/** What became of one file: siblings written, none needed, or the file gone meanwhile. */
export type FileOutcome = {
  kind: 'encoded' | 'current' | 'small' | 'gone';
  /** The file's bytes read and its siblings' bytes written (0 unless encoded). */
  bytesIn: number;
  bytesOut: number;
};

const isCurrent = (file: Stats, sibling: string) => {
  const found = statSync(sibling, { throwIfNoEntry: false });
  return found !== undefined && isSiblingOf(file.mtimeMs, found.mtimeMs);
};

/** Removes `sibling` when it belongs to another version of its file. */
function removeStale(file: Stats, sibling: string): void {
  const found = statSync(sibling, { throwIfNoEntry: false });
  if (found && !isSiblingOf(file.mtimeMs, found.mtimeMs)) unlinkSync(sibling);
}

/**
 * Writes `body` as `sibling` whole (under a name of this thread, then renamed) with its file's
 * time: the CDN serves a sibling only while it carries that time, so a file replaced meanwhile
 * leaves this one stale, never wrong.
 */
function writeSibling(sibling: string, body: Uint8Array, file: Stats): void {
  const temp = `${sibling}.${String(process.pid)}-${String(threadId)}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, body);
    futimesSync(fd, file.atime, file.mtime);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, sibling);
}

/** Makes `path`'s missing or stale siblings; the file is read once, through one descriptor. */
export function encodeFile(path: string): FileOutcome {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return outcome('gone');
    throw error;
  }
  try {
    const file = fstatSync(fd);
    const ahead = new Set<Precompressed>(
      file.size > SMALLEST_COMPRESSED_BYTES ? WRITTEN_AHEAD : [],
    );
    for (const coding of PRECOMPRESSED)
      if (!ahead.has(coding)) removeStale(file, siblingPath(path, coding));
    const missing = [...ahead].filter((coding) => !isCurrent(file, siblingPath(path, coding)));
    if (missing.length === 0) return outcome(ahead.size === 0 ? 'small' : 'current');
    const bytes = readFileSync(fd);
    let bytesOut = 0;
    for (const coding of missing) {
      const body = encodeSync(bytes, coding);
      writeSibling(siblingPath(path, coding), body, file);
      bytesOut += body.length;
    }
    return { kind: 'encoded', bytesIn: bytes.length, bytesOut };
  } finally {
    closeSync(fd);
  }
}

const outcome = (kind: FileOutcome['kind']): FileOutcome => ({ kind, bytesIn: 0, bytesOut: 0 });
