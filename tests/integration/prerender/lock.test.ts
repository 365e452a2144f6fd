import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquirePublishLock, LockHolder } from '../../../prerender/lock';
import { publishLockPath } from '../../../src/domain/entities/published-tree';

const root = join(import.meta.dirname, '../../..');

// A content API that never answers: a run holds the publish lock, waiting for its lists.
let stuck: Server;
let apiUrl: string;
let out: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  stuck = createServer(() => undefined);
  await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${String((stuck.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  stuck.closeAllConnections();
  await new Promise((resolve) => stuck.close(resolve));
});
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'lock-run-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(out, { recursive: true, force: true });
});

/** The real prerender CLI, started by `command` (a shell line) with `$RUN` in it. */
function startRun(command: string): ChildProcess {
  const run = `"${process.execPath}" prerender/start.mjs --out "${out}"`;
  const child = spawn('sh', ['-c', command.replace('$RUN', run)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, API_BASE_URL: apiUrl, SITEMANAGER_URL: `${apiUrl}/sitemanager` },
  });
  children.push(child);
  return child;
}

/** Waits until a run holds the lock; answers what the lock says. */
async function heldLock(): Promise<LockHolder> {
  return vi.waitFor(
    () => LockHolder.parse(JSON.parse(readFileSync(publishLockPath(out), 'utf8'))),
    {
      timeout: 30_000,
      interval: 100,
    },
  );
}

/** The state letter of a process in /proc (Z: a zombie). */
const stateOf = (pid: number) => {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
};

/** Takes the lock as the next run would; answers the lines it printed. */
async function takeLock(): Promise<string[]> {
  const lines: string[] = [];
  const { release } = await acquirePublishLock({
    outDir: out,
    staleSeconds: 300,
    log: (line) => lines.push(line),
  });
  expect(LockHolder.parse(JSON.parse(readFileSync(publishLockPath(out), 'utf8'))).pid).toBe(
    process.pid,
  );
  await release();
  return lines;
}

describe('a stale publish lock is taken over (README "Safety rails of a release")', () => {
  it('a run killed with SIGKILL leaves its lock behind; the next run takes it over', async () => {
    // `exec`: the shell becomes the run, so the child is the run itself.
    const child = startRun('exec $RUN');
    const holder = await heldLock();
    expect(holder.pid).toBe(child.pid);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(existsSync(publishLockPath(out))).toBe(true);
    // Its heartbeat is fresh: only the process being gone lets the lock go.
    expect(await takeLock()).toEqual([
      `prerender: took over the publish lock of host ${holder.host}, pid ${String(holder.pid)}, started ${holder.startedAt}: its process is gone`,
    ]);
  });

  it('a killed run that nobody reaped (a zombie) is taken over too', async () => {
    // The run's parent becomes `sleep`, which never waits for it: killed, it stays a zombie.
    startRun('$RUN & exec sleep 600');
    const holder = await heldLock();
    process.kill(holder.pid, 'SIGKILL');
    await vi.waitFor(() => expect(stateOf(holder.pid)).toBe('Z'), { timeout: 10_000 });
    expect(await takeLock()).toEqual([expect.stringMatching(/: its process is a zombie$/)]);
  });

  it('a live run keeps its lock', async () => {
    startRun('exec $RUN');
    const holder = await heldLock();
    await expect(takeLock()).rejects.toThrow(
      `Another prerender (host ${holder.host}, pid ${String(holder.pid)}, started ${holder.startedAt})`,
    );
  });
});
