/**
 * A published site behind the local CDN for a test file: a real prerender of the seeded content
 * API, configured with the CDN's own address (as the stack is), served by createCdnServer on a
 * free port. The CDN listens first, so the build knows its address.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { createCdnServer } from '../../../cdn/serve';
import { readLive } from '../../../prerender/read/live';
import { startTestApi } from '../server/helpers';

const root = join(import.meta.dirname, '../../..');

/** What a test reads of the site once it is up (filled in by beforeAll). */
export type PublishedSite = {
  api: RunningApi;
  out: string;
  site: string;
  htmlRoot: string;
  dbRoot: string;
};

/** Publishes and serves the site for the calling test file; closed after it. */
export function publishSiteForFile(): PublishedSite {
  const ctx = {} as PublishedSite;
  let server: Server | undefined;
  beforeAll(async () => {
    ctx.out = mkdtempSync(join(tmpdir(), 'serve-test-'));
    const cdn = createCdnServer({ outDir: ctx.out });
    server = cdn;
    await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
    ctx.site = `http://127.0.0.1:${String((cdn.address() as AddressInfo).port)}`;
    ctx.api = await startTestApi({ SITE_URL: ctx.site });
    // Asynchronous spawn: the API answers from this very process.
    const status = await new Promise<number | null>((done) => {
      const child = spawn(process.execPath, ['prerender/start.mjs', '--out', ctx.out], {
        cwd: root,
        env: {
          ...process.env,
          API_BASE_URL: ctx.api.url,
          SITEMANAGER_URL: `${ctx.api.url}/sitemanager`,
          SITE_URL: ctx.site,
          STORAGE_BASE_URL: `${ctx.site}/storage`,
        },
        stdio: 'ignore',
      });
      child.on('close', done);
    });
    expect(status).toBe(0);
    const live = await readLive(ctx.out);
    if (!live) throw new Error('nothing published');
    ctx.htmlRoot = join(ctx.out, 'bg', live.prerenderFolder);
    ctx.dbRoot = join(ctx.out, 'bg', live.dbFolder);
  }, 240_000);
  afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    await ctx.api?.close();
    if (ctx.out) rmSync(ctx.out, { recursive: true, force: true });
  });
  return ctx;
}

/** An answer as it came over the wire: no decoding of its body. */
export type RawAnswer = {
  status: number;
  location: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

/** A request with the path sent exactly as written (fetch would normalise it first). */
export function rawGet(
  site: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { port } = new URL(site);
  return new Promise((resolveAnswer, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolveAnswer({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
