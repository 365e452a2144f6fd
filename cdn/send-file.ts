/**
 * One file as the CDN sends it: type, caching, a weak ETag and Last-Modified with 304, one byte
 * range with 206, and the body in the coding the client takes best: the sibling stage's sibling
 * as it is, or until there is one, the file encoded here with the stage's own settings, once,
 * and kept (cdn/body.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { BASELINE_HEADERS } from '../src/config/csp';
import { isCompressible } from '../src/domain/rules/precompressed';
import { bodySelector, fileStat } from './body';
import { encoderSlots } from './encoder-slots';
import { fileCache } from './file-cache';
import { acceptedEncodings, byteRange, preconditions, rangeApplies } from './http-rules';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** The service worker: the browser asks again on every visit (README, object storage). */
export const NO_CACHE = 'no-cache';

/** Recently sent files and bodies, and the CDN's own encodings (cdn/body.ts). */
const selectBody = bodySelector(fileCache(64 * 1024 * 1024), encoderSlots());

/**
 * Sends one file as the CDN does. Answers false when there is no such file. Security headers the
 * caller set (the published ones) stay; the baseline fills in the rest.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: { status?: number; cache: string },
): Promise<boolean> {
  const info = fileStat(file);
  if (!info) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const lastModified = info.mtime.toUTCString();
  res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', options.cache);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified);
  if (isCompressible(file)) res.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(BASELINE_HEADERS))
    if (!res.hasHeader(name)) res.setHeader(name, value);
  const status = options.status ?? 200;
  // RFC 9110 §13.2.1: preconditions count on an answer that would be a 200 only.
  const decided = status === 200 ? preconditions(req.headers, etag, info.mtimeMs) : 'send';
  if (decided !== 'send') {
    res.writeHead(decided === 'failed' ? 412 : 304).end();
    return true;
  }
  // A range of the page a visitor was sent instead (404) would be a range of another file.
  const range =
    status === 200 && rangeApplies(req.headers['if-range']?.toString(), lastModified)
      ? req.headers.range
      : undefined;
  if (status === 200) res.setHeader('Accept-Ranges', 'bytes');
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const { bytes, encoding } = await selectBody(file, info, accepted, range !== undefined);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const part = byteRange(range, bytes.length);
  if (part.kind === 'unsatisfiable') {
    // The length is the coded body's, as a 206 ranges over it: its coding stays (RFC 9110 §14.4).
    res.writeHead(416, { 'Content-Range': `bytes */${String(bytes.length)}` }).end();
    return true;
  }
  const body = part.kind === 'part' ? bytes.subarray(part.start, part.end + 1) : bytes;
  if (part.kind === 'part')
    res.setHeader(
      'Content-Range',
      `bytes ${String(part.start)}-${String(part.end)}/${String(bytes.length)}`,
    );
  res.setHeader('Content-Length', body.length);
  res.writeHead(part.kind === 'part' ? 206 : status);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
