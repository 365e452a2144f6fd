/**
 * What `npm run bench:api` runs the content API on: an API process of its own (`npm run api`)
 * over PGlite in a temporary folder or over a throwaway PostgreSQL server it starts itself
 * (scripts/postgres.ts, as `npm test` does), seeded with the bench's page count.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { freePort } from '../scripts/free-port';
import { startPostgres, type PostgresServer } from '../scripts/postgres';

const root = resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 300_000;

/** A database the API processes of one bench run share. */
export type BenchDatabase = {
  name: 'PGlite' | 'PostgreSQL';
  /** The API's environment that points at it. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** PGlite in a temporary folder (one API process at a time opens it). */
export function pgliteDatabase(): BenchDatabase {
  const folder = mkdtempSync(join(tmpdir(), 'bench-api-'));
  return {
    name: 'PGlite',
    env: { API_DATA_DIR: join(folder, 'api') },
    stop: () => {
      rmSync(folder, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/** A database on a throwaway PostgreSQL server, removed with it. */
export async function postgresDatabase(): Promise<BenchDatabase> {
  const server: PostgresServer = await startPostgres();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  return { name: 'PostgreSQL', env: { DATABASE_URL: server.urlOf('bench') }, stop: server.stop };
}

/** A running API process. */
export type BenchApi = { url: string; pid: number; stop: () => Promise<void> };

/** Starts `npm run api` on `database` with `env`; resolves once it serves (seeded). */
export async function startApiProcess(
  database: BenchDatabase,
  env: Record<string, string>,
): Promise<BenchApi> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...database.env, ...env, PORT: String(port), STAGE: 'local' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error('the API did not start in time')),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code) => fail(new Error(`the API exited ${String(code)}: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('Content API database:')) return;
      clearTimeout(timer);
      done();
    });
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${String(port)}`, pid: child.pid ?? 0, stop };
}
