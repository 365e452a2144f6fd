/**
 * Once for the CDN test files: one real prerender of the seeded content API, configured with the
 * address of the CDN that serves it (as the stack is). Every file reads the same site, and changes
 * files in it, so each serves a copy of its own (site.ts). The prerender runs while the other
 * projects' files do: its exit status lands in the `done` file the CDN files wait for.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createCdnServer } from '../../../cdn/serve';
import { startApi } from '../../../server/listen';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prerendered tree, the site address it was built for, the API it read and its status file. */
    publishedSite: { out: string; site: string; apiUrl: string; done: string };
  }
}

const root = join(import.meta.dirname, '../../..');

const closeServer = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/** Runs the prerender CLI into `out`; resolves to its exit code. */
function prerender(out: string, apiUrl: string, site: string): Promise<number | null> {
  // Asynchronous spawn: the API answers from this very process.
  return new Promise((done) => {
    const child = spawn(process.execPath, ['prerender/start.mjs', '--out', out], {
      cwd: root,
      env: {
        ...process.env,
        API_BASE_URL: apiUrl,
        SITEMANAGER_URL: `${apiUrl}/sitemanager`,
        SITE_URL: site,
        STORAGE_BASE_URL: `${site}/storage`,
      },
      stdio: 'ignore',
    });
    child.on('close', done);
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const out = join(folder, 'out');
  const done = join(folder, 'done.json');
  const cdn = createCdnServer({ outDir: out });
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
  const site = `http://127.0.0.1:${String((cdn.address() as AddressInfo).port)}`;
  const api = await startApi({
    PORT: '0',
    API_DATA_DIR: 'memory',
    API_TEST_ENDPOINTS: '1',
    DATABASE_URL: '',
    SITE_URL: site,
  });
  const started = performance.now();
  const finished = prerender(out, api.url, site).then((status) => {
    const ms = Math.round(performance.now() - started);
    console.log(`CDN tests: the site prerendered in ${String(ms)} ms, exit ${String(status)}`);
    writeFileSync(done, JSON.stringify({ status }));
  });
  project.provide('publishedSite', { out, site, apiUrl: api.url, done });
  return async () => {
    await finished;
    await closeServer(cdn);
    await api.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
