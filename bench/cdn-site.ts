/**
 * The site the CDN benches serve: the content API's default seed prerendered as the local stack
 * does, and the local CDN (`npm run serve`) on it in a process of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startApi } from '../server/listen';

const root = resolve(import.meta.dirname, '..');

/** What Chromium sends: it takes both precompressed codings. */
export const BROWSER = 'gzip, deflate, br, zstd';

/** Runs a Node script of the repository with `env` added: its output, or a rejection with its tail. */
export function run(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('close', (code) =>
      code === 0
        ? done(log)
        : reject(new Error(`${args.join(' ')} exited ${code}: ${log.slice(-2000)}`)),
    );
  });
}

/** The default seed, prerendered into `out` as the local stack does, for the CDN on `site`. */
export async function publishSite(out: string, site: string): Promise<void> {
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const api = await startApi({ PORT: '0', API_DATA_DIR: 'memory', SITE_URL: site });
  try {
    await run(['prerender/start.mjs', '--out', out, '--no-siblings'], {
      API_BASE_URL: api.url,
      SITEMANAGER_URL: `${api.url}/sitemanager`,
      SITE_URL: site,
      STORAGE_BASE_URL: `${site}/storage`,
    });
  } finally {
    await api.close();
  }
}

/** `cdnRoot`'s local CDN serving `out` on `port`, once it answers (a process group of its own). */
export async function startCdn(cdnRoot: string, out: string, port: number): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', join(cdnRoot, 'cdn/serve-cli.ts'), '--out', out], {
    cwd: cdnRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the local CDN did not answer within 60 s');
}
