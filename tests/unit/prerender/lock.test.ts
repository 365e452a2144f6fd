import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquirePublishLock, LockHolder, lockHolder } from '../../../prerender/lock';
import { publishLockPath } from '../../../src/domain/entities/published-tree';

let out: string;
let lines: string[];
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'publish-lock-'));
  lines = [];
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

const acquire = (heartbeatMs?: number) =>
  acquirePublishLock({
    outDir: out,
    staleSeconds: 300,
    log: (line) => lines.push(line),
    ...(heartbeatMs === undefined ? {} : { heartbeatMs }),
  });

/** A lock file of another run, its heartbeat `ageSeconds` old. */
function foreignLock(text: string, ageSeconds: number) {
  writeFileSync(publishLockPath(out), text);
  const at = new Date(Date.now() - ageSeconds * 1000);
  utimesSync(publishLockPath(out), at, at);
}

const otherHost = (pid: number) =>
  JSON.stringify({ host: 'build-7.example', pid, startedAt: '2026-11-25T03:00:00.000Z' });

describe('the publish lock (README "Safety rails of a release")', () => {
  it('names its host, pid and start time; a second run is refused until it is released', async () => {
    const { release } = await acquire();
    const holder = LockHolder.parse(JSON.parse(readFileSync(publishLockPath(out), 'utf8')));
    expect(holder).toMatchObject({ host: hostname(), pid: process.pid });
    expect(Date.parse(holder.startedAt)).not.toBeNaN();
    await expect(acquire()).rejects.toThrow(
      new RegExp(`Another prerender \\(host ${hostname()}, pid ${String(process.pid)}, started `),
    );
    await release();
    expect(existsSync(publishLockPath(out))).toBe(false);
    const again = await acquire();
    await again.release();
    // Nothing left beside it: no temporary or set-aside file.
    expect(readdirSync(out)).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('refreshes its heartbeat while held', async () => {
    const { release } = await acquire(10);
    const epoch = new Date(0);
    utimesSync(publishLockPath(out), epoch, epoch);
    await vi.waitFor(() => expect(statSync(publishLockPath(out)).mtimeMs).toBeGreaterThan(0));
    await release();
  });

  it('respects a lock of another host whose heartbeat is fresh, even if that pid is free here', async () => {
    // A pid above the kernel's maximum belongs to nobody on this host.
    foreignLock(otherHost(4194305), 30);
    await expect(acquire()).rejects.toThrow(
      /Another prerender \(host build-7\.example, pid 4194305, started 2026-11-25T03:00:00\.000Z\)/,
    );
    expect(readFileSync(publishLockPath(out), 'utf8')).toBe(otherHost(4194305));
  });

  it('takes over a lock of another host whose heartbeat is stale, with a line saying so', async () => {
    foreignLock(otherHost(12), 3600);
    const { release } = await acquire();
    expect(lines).toEqual([
      expect.stringMatching(
        /^prerender: took over the publish lock of host build-7\.example, pid 12, started 2026-11-25T03:00:00\.000Z: its heartbeat is 3600 s old \(stale after 300 s\)$/,
      ),
    ]);
    expect(LockHolder.parse(JSON.parse(readFileSync(publishLockPath(out), 'utf8'))).pid).toBe(
      process.pid,
    );
    await release();
  });

  it('takes over a lock of this host whose process is gone', async () => {
    foreignLock(JSON.stringify({ host: hostname(), pid: 4194305, startedAt: 'x' }), 1);
    const { release } = await acquire();
    expect(lines).toEqual([expect.stringMatching(/pid 4194305, started x: its process is gone$/)]);
    await release();
  });

  it.each([
    ['an older prerender (a bare pid)', '4194305'],
    ['a half-written one', '{"host":'],
    ['an empty one', ''],
  ])('judges %s by its heartbeat alone', async (_, text) => {
    foreignLock(text, 30);
    await expect(acquire()).rejects.toThrow(/Another prerender \(an unreadable lock\)/);
    foreignLock(text, 3600);
    const { release } = await acquire();
    expect(lines).toEqual([expect.stringMatching(/of an unreadable lock: its heartbeat is/)]);
    await release();
  });

  it('a release leaves alone a lock that another run took over meanwhile', async () => {
    const { release } = await acquire();
    writeFileSync(join(out, 'theirs'), otherHost(12));
    renameSync(join(out, 'theirs'), publishLockPath(out));
    await release();
    expect(readFileSync(publishLockPath(out), 'utf8')).toBe(otherHost(12));
  });

  it('tells a run whose lock went stale and was taken over before it publishes', async () => {
    // A heartbeat that never beats within the test: the run as a suspended machine leaves it.
    const ours = await acquire(3_600_000);
    await ours.assertHeld();
    const old = new Date(Date.now() - 3600 * 1000);
    utimesSync(publishLockPath(out), old, old);
    const next = await acquire();
    expect(lines).toEqual([
      expect.stringMatching(/took over the publish lock .*heartbeat is 3600 s/),
    ]);
    await expect(ours.assertHeld()).rejects.toThrow(
      new RegExp(
        `taken over while this run built \\(now host ${hostname()}, pid ${String(process.pid)}.*Nothing of this run is published`,
      ),
    );
    await ours.release();
    await next.assertHeld();
    await next.release();
  });

  it('is what the sibling stage gives way to, unless this process holds it (the publisher)', async () => {
    expect(await lockHolder(out, 300)).toBeNull();
    const ours = await acquire();
    expect(await lockHolder(out, 300)).toBeNull();
    await ours.release();
    // Another live process of this host: pid 1 runs as long as the machine does.
    foreignLock(JSON.stringify({ host: hostname(), pid: 1, startedAt: '2026-11-25T03:00:00Z' }), 0);
    expect(await lockHolder(out, 300)).toMatch(/pid 1, started/);
    foreignLock(otherHost(process.pid), 0);
    expect(await lockHolder(out, 300)).toMatch(/host build-7\.example/);
  });
});
