/**
 * Which bytes answer a request for a published file: the sibling stage's sibling as it is, or
 * until there is one, the file encoded here with the stage's own settings, once per file version,
 * and kept. The bytes of a coding never change when its sibling appears, so a range stays true
 * (docs/published-tree.md "Compressed bodies"). While every encoder slot is taken, a whole-file
 * request whose body is not encoded yet gets the file as it is rather than a place in a queue.
 */
import { statSync, type Stats } from 'node:fs';
import {
  SMALLEST_COMPRESSED_BYTES,
  encode,
  isCompressible,
  isSiblingOf,
  siblingPath,
  type Precompressed,
} from '../src/domain/rules/precompressed';
import type { EncoderSlots } from './encoder-slots';
import type { FileCache } from './file-cache';

/**
 * The file's stat, or null when there is no file. Synchronous on purpose: a published file's inode
 * is in the page cache, and its stat costs less than a trip through the thread pool
 * (BENCHMARKS.md "Local CDN").
 */
export function fileStat(path: string): Stats | null {
  try {
    const info = statSync(path, { throwIfNoEntry: false });
    return info?.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** A body and the coding it is in (null: as the file is). */
export type Body = { bytes: Buffer; encoding: Precompressed | null };

/** Chooses the body for `file` (stat `info`) in the coding the client takes best (`accepted`). */
export type SelectBody = (
  file: string,
  info: Stats,
  accepted: readonly Precompressed[],
  ranged: boolean,
) => Promise<Body>;

/**
 * Bodies from `files` (what the CDN keeps in memory) and `encoders`. A ranged request always waits
 * for its coding: a range continues bytes it was sent before.
 */
export function bodySelector(files: FileCache, encoders: EncoderSlots): SelectBody {
  return async (file, info, accepted, ranged) => {
    const [encoding] = accepted;
    const asItIs = async (): Promise<Body> => ({
      bytes: await files.read(file, info),
      encoding: null,
    });
    if (!isCompressible(file) || encoding === undefined) return asItIs();
    const sibling = siblingPath(file, encoding);
    const found = fileStat(sibling);
    if (found && isSiblingOf(info.mtimeMs, found.mtimeMs))
      return { bytes: await files.read(sibling, found), encoding };
    if (info.size <= SMALLEST_COMPRESSED_BYTES) return asItIs();
    const key = `${file}\0${encoding}`;
    const kept = files.find(key, info);
    if (kept) return { bytes: await kept, encoding };
    if (!ranged && !encoders.free()) return asItIs();
    const bytes = await files.keep(key, info, () =>
      encoders.run(async () => encode(await files.read(file, info), encoding)),
    );
    return { bytes, encoding };
  };
}
