/**
 * How a precompressed sibling is encoded (README "The published tree on object storage"): one
 * setting for the render workers, which encode each page as they render it, and for the compress
 * stage, which encodes what they did not write (sitemaps, robots.txt, client files).
 */
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlib,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { Precompressed } from '../../src/domain/rules/precompressed';

/** Brotli quality 5: nearly quality 9's size at a fraction of its time (BENCHMARKS.md). */
const BROTLI_QUALITY = 5;
/** Level 9 for pages: no slower than 6 on them, and smaller (BENCHMARKS.md). */
const GZIP_PAGE: ZlibOptions = { level: 9 };
/** Level 6 for the compress stage's files: on a 2.9 MB sitemap 9 takes twice the time for 2% less. */
const GZIP_FILE: ZlibOptions = { level: 6 };

const brotliOptions = (size: number): BrotliOptions => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
});

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `bytes` in `encoding`, on this thread (a render worker's own time). */
export function encodeSync(bytes: Uint8Array, encoding: Precompressed): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, brotliOptions(bytes.length))
    : gzipSync(bytes, GZIP_PAGE);
}

/** `bytes` in `encoding`, on zlib's thread pool (the main thread's files). */
export function encode(bytes: Uint8Array, encoding: Precompressed): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(bytes, brotliOptions(bytes.length))
    : gzipAsync(bytes, GZIP_FILE);
}
