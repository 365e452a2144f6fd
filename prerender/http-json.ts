/**
 * The pipeline's HTTP client, over node:http (node:https for an https URL): GETs of JSON from the
 * content API (prerender/source.ts) and the JSON POSTs of the sitemanager cache clears
 * (cache-clear.ts). Not fetch: Node loads fetch (its own copy of undici) on first use, about
 * 80 ms of the main thread at the start of every build on this machine against some 10 ms for
 * node:http, and an incremental build waits for those first lists (issue 4: rebuild time); nor
 * undici itself, whose HTTP/2, TLS and DNS modules a render worker would load at boot.
 * Connections are kept alive by Node's global agents; a compressed answer is decoded as fetch
 * would.
 */
import {
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';

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
) => ClientRequest;

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

/** An answer as it came: status, body bytes and their content coding. */
type RawAnswer = { status: number; body: Buffer; encoding: string | undefined };

/** One exchange: the answer as it came, or a rejection (see getJson). */
async function exchange(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body: string | null,
  timeoutMs: number,
): Promise<RawAnswer> {
  const target = new URL(url);
  const request = await requestFor(target);
  return new Promise((resolveAnswer, reject) => {
    let settled = false;
    const settle = (error: Error | null, answer?: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else if (answer) resolveAnswer(answer);
    };
    const req = request(target, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => settle(error));
      res.on('close', () => {
        if (!res.complete) settle(new Error('the answer was cut off'));
      });
      res.on('end', () =>
        settle(null, {
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'],
        }),
      );
    });
    const timer = setTimeout(() => {
      const error = new TimeoutError(timeoutMs);
      settle(error);
      req.destroy(error);
    }, timeoutMs);
    req.on('error', (error) => settle(error));
    req.end(body ?? undefined);
  });
}

/**
 * GETs `url` with `headers`; answers its status and JSON body. Rejects when the connection
 * fails, the answer is cut off or cannot be decoded, or it is not complete within `timeoutMs`.
 */
export async function getJson(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<JsonAnswer> {
  const answer = await exchange(
    url,
    'GET',
    { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...headers },
    null,
    timeoutMs,
  );
  const body = await decoded(answer.body, answer.encoding);
  return { status: answer.status, body: parsed(body.toString()) };
}

/**
 * POSTs the JSON text `body` to `url` with `headers`; answers the status (the answer's body is
 * read and dropped, so the connection is reused). Rejects as getJson does.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const answer = await exchange(
    url,
    'POST',
    {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
    timeoutMs,
  );
  return answer.status;
}
