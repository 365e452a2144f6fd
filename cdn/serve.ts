/**
 * The local CDN: serves a published tree as the CDN would. Each locale's live version
 * at its directory, db.json and the versioned folders under /storage, hashed assets with
 * immutable caching, the prerendered SPA shell for /go/* and the account screens, the not-found
 * page with 404 for anything else; gzip and brotli; ETag revalidation for HTML and db.json.
 * It reads live.json per request (cached by mtime), so an atomic publish takes effect at once.
 * What answers a path is the route table of site-routes.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from '../src/config/server-timeouts';
import type { LiveRecord } from '../src/domain/entities/published-tree';
import { liveReader } from './live';
import { publishedHeaders } from './published-headers';
import { lookup, type CdnSite, type SiteRequest } from './route';
import { answerPlain, SITE_ROUTES } from './site-routes';

/** Options of {@link createCdnServer}: the published tree, and how long a request may take. */
export type CdnOptions = { outDir: string; timeouts?: ServerTimeouts };

/**
 * The decoded path and query of a request target; '' for a target that does not parse. An
 * encoded slash stays '%2F': it is data in its segment, not a separator (RFC 3986 §2.2), so it
 * names no page or file.
 */
function requestTarget(url: string): { pathname: string; search: string } {
  try {
    // The request target is a path: '//evil.example/' must not parse as another host.
    const parsed = new URL(`http://cdn${url}`);
    const pathname = parsed.pathname.split(/%2f/i).map(decodeURIComponent).join('%2F');
    return { pathname, search: parsed.search };
  } catch {
    return { pathname: '', search: '' };
  }
}

function siteRequest(site: CdnSite, req: IncomingMessage, res: ServerResponse): SiteRequest {
  let record: Promise<LiveRecord | null> | undefined;
  const target = requestTarget(req.url ?? '/');
  return { req, res, site, ...target, record: () => (record ??= site.live()) };
}

/** Creates the server (not listening). */
export function createCdnServer({
  outDir,
  timeouts = DEFAULT_SERVER_TIMEOUTS,
}: CdnOptions): Server {
  const out = resolve(outDir);
  const site: CdnSite = { out, client: join(out, 'client'), live: liveReader(out) };
  const siteHeaders = publishedHeaders(out);
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    // Every answer carries the published security headers (product §9 CSP, HSTS on https stages).
    for (const [name, value] of Object.entries((await siteHeaders()) ?? {}))
      res.setHeader(name, value);
    const ctx = siteRequest(site, req, res);
    if (!(await lookup(SITE_ROUTES, ctx.pathname, ctx))) answerPlain(res, 404, 'Not found');
  };
  return createServer(timeouts, (req, res) => {
    answer(req, res).catch((error: unknown) => {
      console.error('serve:', error instanceof Error ? error.message : error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Server error');
    });
  });
}
