/** The live record as the CDN reads it: per request, parsed again only when the file changed. */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { LiveRecord, liveRecordPath } from '../src/domain/entities/published-tree';

/**
 * A reader of `out`'s live record, so an atomic publish takes effect at once. A missing or
 * unreadable record keeps the last good one serving; null until one was read.
 */
export function liveReader(out: string): () => Promise<LiveRecord | null> {
  let live: { mtimeMs: number; record: LiveRecord } | null = null;
  const path = liveRecordPath(out);
  return async () => {
    try {
      // Asked by every request: synchronous, as send-file.ts stats its files.
      const info = statSync(path);
      if (!live || live.mtimeMs !== info.mtimeMs) {
        live = {
          mtimeMs: info.mtimeMs,
          record: LiveRecord.parse(JSON.parse(await readFile(path, 'utf8'))),
        };
      }
      return live.record;
    } catch {
      return live?.record ?? null;
    }
  };
}
