/**
 * The pipeline's HTTP client over node:http(s): JSON GETs from the content API (the cache clears
 * go pipelined: prerender/publish/pipelined-posts.ts). Not fetch: loading undici cost 70–90 MB of
 * peak RSS (BENCHMARKS.md).
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { CONTENT_KEYS_HEADER } from '../../src/domain/entities/content-keys';

/**
 * An answer: its status, its body parsed as JSON (undefined when it is not JSON) and the content
 * keys it names (docs/content-api.md "Content keys"; empty when it names none).
 */
export type JsonAnswer = { status: number; body: unknown; keys: string };

/** The whole exchange (connect, headers and body) took longer than its deadline. */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

type RawAnswer = { status: number; body: Buffer; encoding: string | undefined; keys: string };

/** Decodes a gzip, deflate or brotli body (zlib loads only for one). */
async function decoded({ body, encoding }: RawAnswer): Promise<Buffer> {
  const coding = encoding?.trim().toLowerCase();
  if (!coding || coding === 'identity') return body;
  const zlib = await import('node:zlib');
  if (coding === 'gzip' || coding === 'x-gzip') return zlib.gunzipSync(body);
  if (coding === 'deflate') return zlib.inflateSync(body);
  if (coding === 'br') return zlib.brotliDecompressSync(body);
  throw new Error(`unknown content-encoding ${coding}`);
}

/** One exchange on Node's kept-alive global agents; rejects on a network error, a cut or the deadline. */
async function exchange(
  url: string,
  options: RequestOptions,
  timeoutMs: number,
): Promise<RawAnswer> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? (await import('node:https')).request : httpRequest;
  return new Promise((resolveAnswer, reject) => {
    const timer = setTimeout(() => req.destroy(new TimeoutError(timeoutMs)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const req = request(target, options, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('close', () => {
        if (!res.complete) fail(new Error('the answer was cut off'));
      });
      res.on('end', () => {
        clearTimeout(timer);
        const encoding = res.headers['content-encoding'];
        const keys = res.headers[CONTENT_KEYS_HEADER.toLowerCase()];
        resolveAnswer({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding,
          keys: typeof keys === 'string' ? keys : '',
        });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** GETs `url`: its status and JSON body; rejects as {@link exchange} does or on a bad encoding. */
export async function getJson(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<JsonAnswer> {
  const accept = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const answer = await exchange(url, { headers: { ...accept, ...headers } }, timeoutMs);
  const text = (await decoded(answer)).toString();
  try {
    return { status: answer.status, body: JSON.parse(text) as unknown, keys: answer.keys };
  } catch {
    return { status: answer.status, body: undefined, keys: answer.keys };
  }
}
