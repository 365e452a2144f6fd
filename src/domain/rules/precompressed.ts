/**
 * The published tree's precompressed siblings: the prerender writes `{file}.br` and `{file}.gz`
 * beside each text file it publishes, the CDN serves them as they are and the object-storage
 * upload sets their Content-Encoding (README "The published tree on object storage").
 */

/** The encodings written, in the CDN's order of preference. */
export const PRECOMPRESSED = ['br', 'gzip'] as const;

/** A content coding a sibling carries. */
export type Precompressed = (typeof PRECOMPRESSED)[number];

const SUFFIX: Readonly<Record<Precompressed, string>> = { br: '.br', gzip: '.gz' };

/** Files that compress: HTML, db.json, sitemaps, robots.txt, scripts, styles, SVG, manifest. */
const COMPRESSIBLE_FILE = /\.(html|json|xml|txt|js|mjs|css|svg|webmanifest)$/;

/** True for a published file that gets precompressed siblings. */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE_FILE.test(path);
}

/** The sibling of `path` in `encoding`. */
export function siblingPath(path: string, encoding: Precompressed): string {
  return `${path}${SUFFIX[encoding]}`;
}

/**
 * A sibling belongs to the file's current version when it carries the file's modification time
 * (the prerender sets it so; a rename keeps it): one left from an older version is never served.
 * Within a millisecond, as utimes takes seconds as a float.
 */
export function isSiblingOf(fileMtimeMs: number, siblingMtimeMs: number): boolean {
  return Math.abs(fileMtimeMs - siblingMtimeMs) < 1;
}
