/**
 * The request headers the local CDN negotiates on, read as RFC 9110 reads them: Accept-Encoding
 * (with q-values), the preconditions (If-Match, If-Unmodified-Since, If-None-Match,
 * If-Modified-Since) and Range (one byte range, with If-Range). Pure.
 */
import { PRECOMPRESSED, type Precompressed } from '../src/domain/rules/precompressed';

/** The codings of {@link PRECOMPRESSED} the client takes, its best first (RFC 9110 §12.5.3). */
export function acceptedEncodings(header: string | undefined): Precompressed[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get('*');
  // 'br;q=0' refuses br even when '*' is taken; an unnamed coding takes the weight of '*'.
  const weightOf = (coding: Precompressed) => weights.get(coding) ?? star ?? 0;
  // The client's weights rank the codings; a tie keeps the CDN's order (the smaller first).
  return PRECOMPRESSED.filter((coding) => weightOf(coding) > 0).sort(
    (a, b) => weightOf(b) - weightOf(a),
  );
}

/** Weak comparison (RFC 9110 §13.1.2): the opaque tags match, W/ or not. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when If-None-Match names the current ETag, or is '*' (the file exists). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const current = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === current);
}

/** The file's time in whole seconds, as Last-Modified says it. */
const wholeSeconds = (mtimeMs: number) => Math.floor(mtimeMs / 1000) * 1000;

/** The precondition headers of a request. */
export type Preconditions = {
  'if-match'?: string | undefined;
  'if-unmodified-since'?: string | undefined;
  'if-none-match'?: string | undefined;
  'if-modified-since'?: string | undefined;
};

/**
 * True when If-Match holds (RFC 9110 §13.1.1): '*', or a tag equal to `etag` by the strong
 * comparison, where a weak tag (every one this CDN sends) matches nothing.
 */
export function ifMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  if (etag.startsWith('W/')) return false;
  return header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * True when the client's copy is current (RFC 9110 §13.2.2): If-None-Match decides when it is
 * sent, else If-Modified-Since against the file's time in whole seconds, as Last-Modified says it.
 */
export function notModified(headers: Preconditions, etag: string, mtimeMs: number): boolean {
  if (headers['if-none-match'] !== undefined) return noneMatch(headers['if-none-match'], etag);
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && wholeSeconds(mtimeMs) <= since;
}

/**
 * What the preconditions of a GET or HEAD of an existing file decide, in RFC 9110 §13.2.2's
 * order: If-Match, else If-Unmodified-Since (a date that does not parse is ignored), failing is
 * 412 ('failed'); then If-None-Match, else If-Modified-Since, a current copy is 304.
 */
export function preconditions(
  headers: Preconditions,
  etag: string,
  mtimeMs: number,
): 'failed' | 'not-modified' | 'send' {
  const unmodifiedSince = Date.parse(headers['if-unmodified-since'] ?? '');
  const failed =
    headers['if-match'] === undefined
      ? Number.isFinite(unmodifiedSince) && wholeSeconds(mtimeMs) > unmodifiedSince
      : !ifMatch(headers['if-match'], etag);
  if (failed) return 'failed';
  return notModified(headers, etag, mtimeMs) ? 'not-modified' : 'send';
}

/** What a Range header asks of a body of `size` bytes. */
export type ByteRange =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: ByteRange = { kind: 'whole' };

/**
 * The one byte range asked (RFC 9110 §14.1.2). Anything else (several ranges, another unit, a
 * malformed or inverted range) gets the whole body, as a server may answer; a range that starts
 * past the end is unsatisfiable (416).
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * True when a Range is to be honoured: no If-Range, or one equal to the Last-Modified sent. An
 * entity tag never matches there: If-Range compares strongly, and this CDN's tags are weak.
 */
export function rangeApplies(ifRange: string | undefined, lastModified: string): boolean {
  return ifRange === undefined || ifRange.trim() === lastModified;
}
