/**
 * Static server for the prerendered stock vike-react pages (bench:client): the files of
 * bench/results/whole-page/dist/client with the same compression and caching as the local CDN
 * (prerender/serve.ts: brotli q5 or gzip 6, immutable hashed assets), so both variants are served
 * alike. '/x' is x/index.html (vike's prerender layout), client routing's
 * '/x/index.pageContext.json' is served as written.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

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
      const candidates = [base, join(base, 'index.html'), `${base}.html`];
      let file: string | undefined;
      for (const c of candidates) if (await isFile(c)) file = file ?? c;
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      let body: Buffer = await readFile(file);
      const accept = String(req.headers['accept-encoding'] ?? '');
      res.setHeader('Content-Type', type);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
      res.setHeader('Vary', 'Accept-Encoding');
      if (!type.startsWith('image/png') && !type.startsWith('image/webp') && body.length > 512) {
        if (/\bbr\b/.test(accept)) {
          body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
          res.setHeader('Content-Encoding', 'br');
        } else if (/\bgzip\b/.test(accept)) {
          body = gzipSync(body, { level: 6 });
          res.setHeader('Content-Encoding', 'gzip');
        }
      }
      res.setHeader('Content-Length', body.length);
      res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
}
