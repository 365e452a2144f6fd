/**
 * What `npm run bench:live` runs on: the content API (its own process over PGlite, seeded with
 * a page count), a full build of its site, the local CDN on it, and the publisher
 * (`npm run prerender -- --watch`) following the API, each a process of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/free-port';
import { pgliteDatabase, startApiProcess } from './api-stack';
import { run, startCdn } from './cdn-site';

const root = resolve(import.meta.dirname, '..');

/** The running stack of one size. */
export type LiveStack = {
  apiUrl: string;
  siteUrl: string;
  /** The full build's seconds and peak RSS (its summary line). */
  fullBuild: { seconds: number; peakRssMb: number };
  /** The publisher's process id, for its peak RSS. */
  publisherPid: number;
  /** Output of the publisher since it started. */
  publisherOutput: () => string;
  stop: () => Promise<void>;
};

/** The publisher, once its first patch (the catch-up) is live. */
async function startPublisher(out: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['prerender/start.mjs', '--watch', '--out', out],
    {
      cwd: root,
      env: { ...process.env, ...env },
    },
  );
  let output = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the publisher did not catch up: ${output}`)),
      600_000,
    );
    const take = (d: Buffer) => {
      output += d.toString();
      if (!/live: /.test(output)) return;
      clearTimeout(timer);
      done();
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('exit', (code) =>
      fail(new Error(`the publisher exited ${String(code)}: ${output}`)),
    );
  });
  return { child, output: () => output };
}

/** The resident memory of process `pid` now (VmRSS) and at its peak (VmHWM), in MB. */
export function memoryMbOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

/** API seeded with `pages` (null: the default seed) → full build → CDN → publisher. */
export async function startLiveStack(pages: number | null): Promise<LiveStack> {
  const database = pgliteDatabase();
  const api = await startApiProcess(database, pages === null ? {} : { API_PAGES: String(pages) });
  const out = mkdtempSync(join(tmpdir(), 'bench-live-'));
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${String(sitePort)}`;
  const env = {
    API_BASE_URL: api.url,
    SITEMANAGER_URL: `${api.url}/sitemanager`,
    SITE_URL: siteUrl,
    STORAGE_BASE_URL: `${siteUrl}/storage`,
  };
  const summary = await run(['prerender/start.mjs', '--out', out, '--no-siblings'], env);
  const fullBuild = {
    seconds: Number(/in ([\d.]+) s \(/.exec(summary)?.[1] ?? 0),
    peakRssMb: Number(/peak RSS (\d+) MB/.exec(summary)?.[1] ?? 0),
  };
  const cdn = await startCdn(root, out, sitePort);
  const publisher = await startPublisher(out, env);
  return {
    apiUrl: api.url,
    siteUrl,
    fullBuild,
    publisherPid: publisher.child.pid ?? 0,
    publisherOutput: publisher.output,
    stop: async () => {
      publisher.child.kill('SIGTERM');
      await new Promise((done) => publisher.child.once('exit', done));
      if (cdn.pid !== undefined) process.kill(-cdn.pid, 'SIGTERM');
      await api.stop();
      await database.stop();
      rmSync(out, { recursive: true, force: true });
    },
  };
}
