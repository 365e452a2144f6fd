/**
 * Static server for the prerendered stock vike-react pages (bench:client): the files of
 * bench/results/whole-page/dist/client sent by the local CDN's own sendFile (cdn/send-file.ts:
 * the same types, compression and caching), so both variants are served alike. '/x' is
 * x/index.html (vike's prerender layout); client routing's '/x/index.pageContext.json' is served
 * as written.
 */
import { createServer, type Server } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { IMMUTABLE, REVALIDATE, sendFile } from '../../cdn/send-file';

/** Creates the server (not listening) for a vike `dist/client` folder. */
export function createWholePageServer(clientDir: string): Server {
  const root = resolve(clientDir);
  return createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const base = resolve(root, `.${pathname}`);
      if (base !== root && !base.startsWith(root + sep)) {
        res.writeHead(400).end();
        return;
      }
      const cache = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
      for (const file of [base, join(base, 'index.html'), `${base}.html`])
        if (await sendFile(req, res, file, { cache })) return;
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
}
