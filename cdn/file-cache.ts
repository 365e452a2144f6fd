/**
 * The bytes of files the CDN sent lately, kept in memory while their size and modification time
 * stay what the request's own stat saw: a published file is never rewritten in place (a publish
 * writes new files and switches a link), so a match is the same content. Bounded by bytes; the
 * oldest entries go first.
 */
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** Files larger than this are read from disk every time: they would push out many pages. */
const MAX_FILE_BYTES = 1024 * 1024;

export type FileCache = {
  /** The bytes of `path`, whose stat is `info`: from memory when unchanged since read. */
  read(path: string, info: Pick<Stats, 'size' | 'mtimeMs'>): Promise<Buffer>;
  /** Bytes held now. */
  size(): number;
};

/** A cache holding at most `maxBytes` of file contents. */
export function fileCache(maxBytes: number): FileCache {
  const entries = new Map<string, { size: number; mtimeMs: number; bytes: Buffer }>();
  let held = 0;
  const forget = (path: string) => {
    const entry = entries.get(path);
    if (!entry) return;
    entries.delete(path);
    held -= entry.bytes.length;
  };
  return {
    async read(path, info) {
      const entry = entries.get(path);
      if (entry && entry.size === info.size && entry.mtimeMs === info.mtimeMs) {
        // Read again: it moves to the young end of the map's order.
        entries.delete(path);
        entries.set(path, entry);
        return entry.bytes;
      }
      const bytes = await readFile(path);
      if (bytes.length > MAX_FILE_BYTES || bytes.length > maxBytes) return bytes;
      forget(path);
      while (held + bytes.length > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        forget(oldest);
      }
      entries.set(path, { size: info.size, mtimeMs: info.mtimeMs, bytes });
      held += bytes.length;
      return bytes;
    },
    size: () => held,
  };
}
