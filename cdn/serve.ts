/**
 * The local CDN: serves a published tree as the CDN would. Each locale's live version
 * at its directory, db.json and the versioned folders under /storage, hashed assets with
 * immutable caching, the prerendered SPA shell for /go/* and the account screens, the not-found
 * page with 404 for anything else; gzip and brotli; ETag revalidation for HTML and db.json.
 * It reads live.json per request (cached by mtime), so an atomic publish takes effect at once.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { DB_FILES_FOLDER, SITE_LANG } from '../src/config/constants';
import {
  LiveRecord,
  clientPath,
  liveRecordPath,
  publishedLocalePath,
  NOT_FOUND_SLUG,
  SPA_FOLDER,
} from '../src/domain/entities/published-tree';
import { servesSpaShell } from '../src/domain/rules/spa-route';
import { publishedHeaders } from './published-headers';
import { IMMUTABLE, NO_CACHE, REVALIDATE, sendFile } from './send-file';

/**
 * A redirect target that stays on the site: the decoded path's segments, re-encoded, under
 * exactly one '/'. Slashes and backslashes in any number collapse, so '//evil.example' or
 * '/\\evil.example' become '/evil.example', and non-ASCII text is a valid header value.
 */
export function sameSitePath(decodedPath: string): string {
  const segments = decodedPath.split(/[/\\]+/).filter(Boolean);
  return `/${segments.map((s) => encodeURIComponent(s)).join('/')}`;
}

/** The only files /storage serves: a page's db.json of a db-files folder (SPEC §7). */
const STORAGE_FILE = new RegExp(
  `^/storage/${SITE_LANG}/${DB_FILES_FOLDER}-v\\d+\\.\\d+\\.\\d+-[a-z0-9]+/[a-z]{2}-[A-Z]{2}/[a-z0-9]+(?:-[a-z0-9]+)*/db\\.json$`,
);

/** Options of {@link createCdnServer}. */
export type CdnOptions = { outDir: string };

/** Creates the server (not listening). */
export function createCdnServer({ outDir }: CdnOptions): Server {
  const out = resolve(outDir);
  let live: { mtimeMs: number; record: LiveRecord } | null = null;

  const readLive = async (): Promise<LiveRecord | null> => {
    const path = liveRecordPath(out);
    try {
      const info = await stat(path);
      if (!live || live.mtimeMs !== info.mtimeMs) {
        live = {
          mtimeMs: info.mtimeMs,
          record: LiveRecord.parse(JSON.parse(await readFile(path, 'utf8'))),
        };
      }
      return live.record;
    } catch {
      // A missing or unreadable record: the last good one keeps the site serving.
      return live?.record ?? null;
    }
  };

  const inside = (base: string, path: string) => {
    const full = resolve(base, path);
    return full === base || full.startsWith(base + sep) ? full : null;
  };
  /** Like `inside`, after following links: a link that leaves the output root is not served. */
  const insideReal = async (base: string, path: string): Promise<string | null> => {
    const full = inside(base, path);
    if (!full) return null;
    try {
      const real = await realpath(full);
      const realBase = await realpath(base);
      return real.startsWith(realBase + sep) ? real : null;
    } catch {
      return null;
    }
  };

  const siteHeaders = publishedHeaders(out);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Every answer carries the published security headers (SPEC §9 CSP, HSTS on https stages).
    for (const [name, value] of Object.entries((await siteHeaders()) ?? {}))
      res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    let search: string;
    try {
      // The request target is a path: '//evil.example/' must not parse as another host.
      const url = new URL(`http://cdn${req.url ?? '/'}`);
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    // No NUL, no parent or hidden segment (.builds, .trash) in any spelling of a separator.
    if (pathname.includes('\0') || pathname.split(/[/\\]/).some((s) => s.startsWith('.'))) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const client = clientPath(out);
    if (pathname.startsWith('/assets/')) {
      const file = inside(client, `.${pathname}`);
      if (file && (await sendFile(req, res, file, { cache: IMMUTABLE }))) return;
      res.writeHead(404).end();
      return;
    }
    const record = await readLive();
    if (!record) {
      res
        .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Nothing is published yet: run the prerender.');
      return;
    }
    if (pathname.startsWith('/storage/')) {
      const file = STORAGE_FILE.test(pathname)
        ? await insideReal(out, `.${pathname.slice('/storage'.length)}`)
        : null;
      if (file && (await sendFile(req, res, file, { cache: REVALIDATE }))) return;
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: 'not_found' }));
      return;
    }
    // Files of the client build's root (logo, manifest, service worker).
    if (
      /^\/[A-Za-z0-9_.-]+\.(png|webp|ico|svg|js|webmanifest|txt)$/.test(pathname) &&
      pathname !== '/robots.txt'
    ) {
      const file = inside(client, `.${pathname}`);
      const cache = pathname === '/sw.js' ? NO_CACHE : REVALIDATE;
      if (file && (await sendFile(req, res, file, { cache }))) return;
    }
    if (pathname.length > 1 && /[/\\]$/.test(pathname)) {
      // The query goes along: a /go/ page's bonusId, locale and row (SPEC §2 Query parameters).
      res.writeHead(301, { Location: `${sameSitePath(pathname)}${search}` }).end();
      return;
    }
    const segments = pathname.split('/').filter(Boolean);
    const entries = Object.entries(record.locales);
    const byDirectory = entries.find(([, l]) => l.directory !== '' && l.directory === segments[0]);
    const [localeCode] = byDirectory ??
      entries.find(([, l]) => l.directory === '') ??
      entries[0] ?? [record.rootLocale];
    const rest = byDirectory ? segments.slice(1) : segments;
    const htmlRoot = publishedLocalePath(out, record.prerenderFolder, localeCode);
    const restPath = `/${rest.join('/')}`;
    if (/^\/(sitemap(-\d{1,4})?\.xml|robots\.txt)$/.test(restPath)) {
      if (await sendFile(req, res, join(htmlRoot, restPath), { cache: REVALIDATE })) return;
    }
    if (servesSpaShell(restPath)) {
      if (await sendFile(req, res, join(htmlRoot, SPA_FOLDER, 'index.html'), { cache: REVALIDATE }))
        return;
    }
    if (rest.length <= 1) {
      const slug = rest[0] ?? 'home';
      if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug !== NOT_FOUND_SLUG) {
        const file = inside(htmlRoot, `${slug}/index.html`);
        if (file && (await sendFile(req, res, file, { cache: REVALIDATE }))) return;
      }
    }
    if (
      await sendFile(req, res, join(htmlRoot, NOT_FOUND_SLUG, 'index.html'), {
        status: 404,
        cache: REVALIDATE,
      })
    )
      return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('serve:', error instanceof Error ? error.message : error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Server error');
    });
  });
}
