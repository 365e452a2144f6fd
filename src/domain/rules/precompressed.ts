/**
 * The published tree's compressed bodies: the CDN answers br or gzip, and sends `{file}.br` as it
 * is where the prerender's sibling stage (prerender/siblings) wrote one; otherwise it encodes the
 * file itself, with the same settings, so a body never changes when its sibling appears
 * (docs/published-tree.md). Node only (node:zlib): no browser code imports it.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

/** The codings the CDN answers, in its order of preference. */
export const PRECOMPRESSED = ['br', 'gzip'] as const;

/** A content coding of a compressed body. */
export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The codings the sibling stage writes ahead: br alone. Every browser takes br; a gzip sibling
 * would cost 60% more encoding for the few clients that take only gzip (BENCHMARKS.md).
 */
export const WRITTEN_AHEAD: readonly Precompressed[] = ['br'];

/** A file of this many bytes or fewer is sent as it is: compressing it would not pay. */
export const SMALLEST_COMPRESSED_BYTES = 512;

const SUFFIX: Readonly<Record<Precompressed, string>> = { br: '.br', gzip: '.gz' };

/** Files that compress: HTML, db.json, sitemaps, robots.txt, scripts, styles, SVG, manifest. */
const COMPRESSIBLE_FILE = /\.(html|json|xml|txt|js|mjs|css|svg|webmanifest)$/;

/** True for a published file the CDN may send compressed. */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE_FILE.test(path);
}

/** The sibling of `path` in `encoding`. */
export function siblingPath(path: string, encoding: Precompressed): string {
  return `${path}${SUFFIX[encoding]}`;
}

/**
 * A sibling belongs to the file's current version when it carries the file's modification time
 * (its writer sets it so; a rename keeps it): one left from an older version is never served.
 * Within a millisecond, as utimes takes seconds as a float.
 */
export function isSiblingOf(fileMtimeMs: number, siblingMtimeMs: number): boolean {
  return Math.abs(fileMtimeMs - siblingMtimeMs) < 1;
}

/** Brotli quality 5: 8% smaller than 4 and as small as 6 on our pages (BENCHMARKS.md). */
const BROTLI_QUALITY = 5;
/** gzip level 6: on a large sitemap 9 takes twice the time for 2% fewer bytes. */
const GZIP_LEVEL = 6;

const brotliOptions = (size: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
});

/** `bytes` in `encoding`, on this thread: a sibling worker's own time. */
export function encodeSync(bytes: Uint8Array, encoding: Precompressed): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, brotliOptions(bytes.length))
    : gzipSync(bytes, { level: GZIP_LEVEL });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `bytes` in `encoding` on zlib's thread pool (the CDN's, which keeps answering meanwhile). */
export function encode(bytes: Uint8Array, encoding: Precompressed): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(bytes, brotliOptions(bytes.length))
    : gzipAsync(bytes, { level: GZIP_LEVEL });
}
