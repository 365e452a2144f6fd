/** scripts/postgres.ts: the throwaway server is gone at the end, even when its owner is killed. */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startPostgres } from '../../../scripts/postgres';

const ROOT = join(import.meta.dirname, '../../..');
const GONE_TIMEOUT_MS = 15_000;

/** True once nothing accepts connections on the port. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function waitRefused(port: number): Promise<boolean> {
  const until = Date.now() + GONE_TIMEOUT_MS;
  while (Date.now() < until) {
    if (await refused(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('the throwaway PostgreSQL server', () => {
  it('serves as a non-root user, then stop() shuts it down and removes its folder', async () => {
    const server = await startPostgres();
    const client = new pg.Client({ connectionString: server.adminUrl });
    await client.connect();
    try {
      const [row] = (await client.query('select current_user as who')).rows as { who: string }[];
      expect(row?.who).toBe('postgres');
    } finally {
      await client.end();
    }
    expect(existsSync(join(server.folder, 'data', 'PG_VERSION'))).toBe(true);
    await server.stop();
    expect(existsSync(server.folder)).toBe(false);
    expect(await refused(server.port)).toBe(true);
  });

  it('stops when the process that started it is killed', async () => {
    const owner = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { startPostgres } = await import('./scripts/postgres.ts');
         const s = await startPostgres();
         console.log(JSON.stringify({ port: s.port, folder: s.folder }));
         setInterval(() => {}, 1000);`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const started = await new Promise<string>((resolve) =>
      createInterface({ input: owner.stdout }).once('line', resolve),
    );
    const { port, folder } = z
      .object({ port: z.number(), folder: z.string() })
      .parse(JSON.parse(started));
    try {
      expect(await refused(port)).toBe(false);
      owner.kill('SIGKILL');
      expect(await waitRefused(port)).toBe(true);
    } finally {
      owner.kill('SIGKILL');
      // A killed owner cannot remove the folder; the server is what must not outlive it.
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
