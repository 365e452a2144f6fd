/**
 * The bytes the CDN sent lately, kept in memory while their file's size and modification time
 * stay what the request's own stat saw: a published file is never rewritten in place (a publish
 * writes new files and switches a link), so a match is the same content. It holds files as read
 * and the bodies the CDN encoded itself. Bounded by bytes; the oldest entries go first.
 */
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** Files larger than this are read from disk every time: they would push out many pages. */
const MAX_FILE_BYTES = 1024 * 1024;

/** What an entry is current for: its file's size and time. */
type Stamp = Pick<Stats, 'size' | 'mtimeMs'>;

export type FileCache = {
  /** The bytes of `path`, whose stat is `info`: from memory when unchanged since read. */
  read(path: string, info: Stamp): Promise<Buffer>;
  /**
   * The bytes kept under `key` for a file whose stat is `info`, else what `make` answers: made
   * once however many requests ask at the same time.
   */
  keep(key: string, info: Stamp, make: () => Promise<Buffer>): Promise<Buffer>;
  /** The bytes kept under `key` for `info`, or those being made: undefined when neither. */
  find(key: string, info: Stamp): Promise<Buffer> | undefined;
  /** Bytes held now. */
  size(): number;
};

/** A cache holding at most `maxBytes`. */
export function fileCache(maxBytes: number): FileCache {
  const entries = new Map<string, { size: number; mtimeMs: number; bytes: Buffer }>();
  const making = new Map<string, Promise<Buffer>>();
  let held = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    held -= entry.bytes.length;
  };
  const hold = (key: string, info: Stamp, bytes: Buffer) => {
    if (bytes.length > MAX_FILE_BYTES || bytes.length > maxBytes) return;
    forget(key);
    while (held + bytes.length > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      forget(oldest);
    }
    entries.set(key, { size: info.size, mtimeMs: info.mtimeMs, bytes });
    held += bytes.length;
  };
  const versionOf = (key: string, info: Stamp) =>
    `${key}\0${String(info.size)}\0${String(info.mtimeMs)}`;
  const find: FileCache['find'] = (key, info) => {
    const entry = entries.get(key);
    if (entry && entry.size === info.size && entry.mtimeMs === info.mtimeMs) {
      // Asked again: it moves to the young end of the map's order.
      entries.delete(key);
      entries.set(key, entry);
      return Promise.resolve(entry.bytes);
    }
    return making.get(versionOf(key, info));
  };
  const keep: FileCache['keep'] = (key, info, make) => {
    const found = find(key, info);
    if (found) return found;
    const version = versionOf(key, info);
    const made = make().then((bytes) => {
      hold(key, info, bytes);
      return bytes;
    });
    making.set(version, made);
    const done = () => making.delete(version);
    made.then(done, done);
    return made;
  };
  return {
    read: (path, info) => keep(path, info, () => readFile(path)),
    keep,
    find,
    size: () => held,
  };
}
