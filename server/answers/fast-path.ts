/**
 * The warm read at the HTTP server (docs/content-api.md "Reads from memory"): a GET whose answer
 * the store keeps is written from it before the app builds a request, with the headers the app
 * would send; anything else goes on to the app. Only where no middleware must see every request:
 * the test request log and fault injection are off.
 */
import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import type { AnswerStore, KeptAnswer } from './store';
import { matchesEtag, variantOf } from './middleware';

/** One header of a node request as one text. */
const headerOf = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

/** Writes `answer` (or its 304) to `res`. */
function writeKept(
  res: Parameters<RequestListener>[1],
  answer: KeptAnswer,
  request: { method: string; ifNoneMatch: string | undefined },
): void {
  if (matchesEtag(request.ifNoneMatch, answer.etag)) {
    res.writeHead(304, answer.notModified);
    res.end();
    return;
  }
  res.writeHead(200, answer.wire);
  res.end(request.method === 'HEAD' ? undefined : answer.body);
}

/**
 * A `createServer` for @hono/node-server's `serve` whose server answers kept reads itself while
 * `store()` gives a store, and hands every other request to the app's listener.
 */
export function withKeptReads(store: () => AnswerStore | null): typeof createServer {
  const make = (options: ServerOptions, app: RequestListener) =>
    createServer(options, (req, res) => {
      const answers = store();
      const method = req.method ?? '';
      if (answers && (method === 'GET' || method === 'HEAD')) {
        const variant = variantOf(req.url ?? '/', (name) => headerOf(req.headers[name]));
        const kept = answers.get(variant);
        if (kept) {
          writeKept(res, kept, { method, ifNoneMatch: headerOf(req.headers['if-none-match']) });
          return;
        }
      }
      void app(req, res);
    });
  // `serve` calls it as (options, listener), one of createServer's own forms.
  return make as typeof createServer;
}
