/**
 * The published site for a test file: the tree the CDN tests' global setup prerendered once
 * (published-setup.ts), copied for the file, which changes files in it, and served from the copy
 * by createCdnServer on a free port.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { createCdnServer } from '../../../cdn/serve';
import { readLive } from '../../../prerender/read/live';

/** What a test reads of the site once it is up (filled in by beforeAll). */
export type PublishedSite = {
  /** The content API the site was prerendered from. */
  api: { url: string };
  /** This file's copy of the published tree. */
  out: string;
  /** Where this file's copy is served. */
  site: string;
  /** The site address the prerender was configured with (SITE_URL). */
  builtFor: string;
  htmlRoot: string;
  dbRoot: string;
};

/** The prerender's exit status once the global setup wrote it (its `done` file). */
async function prerenderStatus(done: string): Promise<unknown> {
  for (;;) {
    try {
      return (JSON.parse(readFileSync(done, 'utf8')) as { status: unknown }).status;
    } catch {
      await sleep(100);
    }
  }
}

/** Serves a copy of the published site for the calling test file; closed after it. */
export function publishSiteForFile(): PublishedSite {
  const ctx = {} as PublishedSite;
  let server: Server | undefined;
  beforeAll(async () => {
    const published = inject('publishedSite');
    expect(await prerenderStatus(published.done)).toBe(0);
    ctx.api = { url: published.apiUrl };
    ctx.builtFor = published.site;
    ctx.out = mkdtempSync(join(tmpdir(), 'serve-test-'));
    cpSync(published.out, ctx.out, { recursive: true, verbatimSymlinks: true });
    const cdn = createCdnServer({ outDir: ctx.out });
    server = cdn;
    await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
    ctx.site = `http://127.0.0.1:${String((cdn.address() as AddressInfo).port)}`;
    const live = await readLive(ctx.out);
    if (!live) throw new Error('nothing published');
    ctx.htmlRoot = join(ctx.out, 'bg', live.prerenderFolder);
    ctx.dbRoot = join(ctx.out, 'bg', live.dbFolder);
  }, 240_000);
  afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
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
