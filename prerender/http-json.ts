/**
 * One GET of a JSON answer over node:http (node:https for an https base), for the pipeline's
 * reads from the content API (prerender/source.ts). Not fetch: Node loads fetch (its own copy of
 * undici) on first use, about 80 ms of the main thread at the start of every build on this
 * machine against some 10 ms for node:http, and an incremental build waits for those first
 * lists (issue 4: rebuild time). Connections are kept alive by Node's global agents; a
 * compressed answer is decoded as fetch would.
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';

/** An answer: its status and its body parsed as JSON (undefined when the body is not JSON). */
export type JsonAnswer = { status: number; body: unknown };

/** The whole exchange (connect, headers and body) took longer than its deadline. */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

type Request = (
  url: URL,
  options: RequestOptions,
  done: (res: IncomingMessage) => void,
) => {
  on(event: 'error', listener: (error: Error) => void): unknown;
  destroy(error: Error): unknown;
  end(): unknown;
};

const requestFor = async (url: URL): Promise<Request> =>
  url.protocol === 'https:' ? (await import('node:https')).request : httpRequest;

/** Decodes a gzip, deflate or brotli body (zlib loads only for one). */
async function decoded(body: Buffer, encoding: string | undefined): Promise<Buffer> {
  const coding = encoding?.trim().toLowerCase();
  if (!coding || coding === 'identity') return body;
  const zlib = await import('node:zlib');
  if (coding === 'gzip' || coding === 'x-gzip') return zlib.gunzipSync(body);
  if (coding === 'deflate') return zlib.inflateSync(body);
  if (coding === 'br') return zlib.brotliDecompressSync(body);
  throw new Error(`unknown content-encoding ${coding}`);
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * GETs `url` with `headers`; answers its status and JSON body. Rejects when the connection
 * fails, the answer is cut off or cannot be decoded, or it is not complete within `timeoutMs`.
 */
export async function getJson(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<JsonAnswer> {
  const target = new URL(url);
  const request = await requestFor(target);
  return new Promise<JsonAnswer>((resolveAnswer, reject) => {
    let settled = false;
    const settle = (error: Error | null, answer?: JsonAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else if (answer) resolveAnswer(answer);
    };
    const req = request(
      target,
      {
        method: 'GET',
        headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => settle(error));
        res.on('close', () => {
          if (!res.complete) settle(new Error('the answer was cut off'));
        });
        res.on('end', () => {
          decoded(Buffer.concat(chunks), res.headers['content-encoding']).then(
            (body) => settle(null, { status: res.statusCode ?? 0, body: parsed(body.toString()) }),
            (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))),
          );
        });
      },
    );
    const timer = setTimeout(() => {
      const error = new TimeoutError(timeoutMs);
      settle(error);
      req.destroy(error);
    }, timeoutMs);
    req.on('error', (error) => settle(error));
    req.end();
  });
}
