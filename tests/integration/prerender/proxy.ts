/** A proxy in front of the test API that can rewrite its JSON answers, as a faulty CMS would. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A GET the proxy forwarded: its path (with query) and x-locale header. */
export type Seen = { path: string; locale: string };
/** Rewrites one answer's JSON body; answers the body to send. */
export type Rewrite = (seen: Seen, body: unknown) => unknown;

const bodyOf = (req: IncomingMessage) =>
  new Promise<Buffer>((done) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks)));
  });

/** Starts the proxy to `apiUrl`; `rewrite` may be changed between runs. */
export async function startProxy(apiUrl: string) {
  const seen: Seen[] = [];
  const state: { rewrite: Rewrite } = { rewrite: (_, body) => body };
  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding')
          headers[name] = value;
      const body = req.method === 'GET' ? null : (await bodyOf(req)).toString();
      const answer = await fetch(`${apiUrl}${path}`, {
        method: req.method ?? 'GET',
        headers,
        body,
      });
      const text = await answer.text();
      const entry = { path, locale: headers['x-locale'] ?? '' };
      if (req.method === 'GET') seen.push(entry);
      let out = text;
      try {
        out = JSON.stringify(state.rewrite(entry, JSON.parse(text)));
      } catch {
        // Not JSON: sent as it came.
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(out);
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    seen,
    state,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
