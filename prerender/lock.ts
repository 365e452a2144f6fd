/**
 * The publish lock (README "Safety rails of a release"): one publishing run per output folder.
 * The lock file names its host, pid and start time; its modification time is the heartbeat,
 * touched through the holder's own open file while held. A lock whose process is gone (a zombie
 * included) or whose heartbeat is older than the stale age is taken over, with a line saying so.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, open, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { hostname } from 'node:os';
import { z } from 'zod';
import { publishLockPath } from '../src/domain/entities/published-tree';

/** What a lock file says of its holder. */
export const LockHolder = z.object({
  host: z.string().min(1),
  pid: z.number().int().positive(),
  /** When the holder took the lock (ISO time). */
  startedAt: z.string(),
});
export type LockHolder = z.infer<typeof LockHolder>;

/** A lock file as found: its holder (null when unreadable), heartbeat and identity. */
type Found = { holder: LockHolder | null; heartbeatMs: number; ino: number };

/** Heartbeats within one stale age: a beat or two may be late without the lock going stale. */
const BEATS_PER_STALE_AGE = 6;

/** The state of a process on this host: /proc tells a zombie apart, kill(0) is the fallback. */
function processState(pid: number): 'running' | 'zombie' | 'gone' {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The state follows the command name, which is in parentheses and may hold any character.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z'
      ? 'zombie'
      : 'running';
  } catch {
    try {
      process.kill(pid, 0);
      return 'running';
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? 'running' : 'gone';
    }
  }
}

/** Why `found` may be taken over, or null while its holder counts as alive. */
function staleness(found: Found, staleMs: number, now: number): string | null {
  const age = now - found.heartbeatMs;
  if (age > staleMs)
    return `its heartbeat is ${(age / 1000).toFixed(0)} s old (stale after ${String(staleMs / 1000)} s)`;
  const { holder } = found;
  // Another host's process cannot be seen from here: only its heartbeat counts.
  if (!holder || holder.host !== hostname()) return null;
  const state = processState(holder.pid);
  if (state === 'gone') return 'its process is gone';
  return state === 'zombie' ? 'its process is a zombie' : null;
}

/** The holder a lock file names, or null when it is half-written or not this format. */
function parseHolder(text: string): LockHolder | null {
  try {
    const parsed = LockHolder.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The lock file as found, read through one handle (its text and time are of one file). */
async function readFound(path: string): Promise<Found | null> {
  const handle = await open(path, 'r').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return null;
  try {
    const info = await handle.stat();
    const holder = parseHolder(await handle.readFile('utf8'));
    return { holder, heartbeatMs: info.mtimeMs, ino: info.ino };
  } finally {
    await handle.close();
  }
}

const holderText = (holder: LockHolder | null) =>
  holder
    ? `host ${holder.host}, pid ${String(holder.pid)}, started ${holder.startedAt}`
    : 'an unreadable lock';

/** Creates the lock whole (written aside, then linked in: no reader sees it half-written). */
async function create(path: string): Promise<FileHandle | null> {
  const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  const holder: LockHolder = {
    host: hostname(),
    pid: process.pid,
    startedAt: new Date().toISOString(),
  };
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(JSON.stringify(holder));
    await link(temp, path);
    return handle;
  } catch (error) {
    await handle.close();
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/**
 * Moves the stale lock aside; if another run replaced it meanwhile (another inode), that one is
 * put back and kept. Answers whether the stale one was removed.
 */
async function takeOver(path: string, stale: Found): Promise<boolean> {
  const aside = `${path}.${randomBytes(4).toString('hex')}.stale`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  const moved = await stat(aside);
  if (moved.ino !== stale.ino || moved.mtimeMs !== stale.heartbeatMs) {
    await link(aside, path).catch(() => undefined);
    await unlink(aside);
    return false;
  }
  await unlink(aside);
  return true;
}

/**
 * Who else holds the publish lock of `outDir`, or null when nobody does, its holder is gone, or
 * it is this process (the publisher's own sibling passes): what the sibling stage gives way to
 * (prerender/siblings/stage.ts).
 */
export async function lockHolder(outDir: string, staleSeconds: number): Promise<string | null> {
  const found = await readFound(publishLockPath(outDir));
  if (!found || staleness(found, staleSeconds * 1000, Date.now()) !== null) return null;
  const { holder } = found;
  if (holder?.pid === process.pid && holder.host === hostname()) return null;
  return holderText(holder);
}

/** The lock's settings: the output folder, the stale age, where lines go. */
export type LockOptions = {
  outDir: string;
  staleSeconds: number;
  log: (line: string) => void;
  /** How often the heartbeat is touched; a sixth of the stale age unless a test says. */
  heartbeatMs?: number;
};

/** A held lock: its release, and a check that no other run took it over meanwhile. */
export type PublishLock = {
  release: () => Promise<void>;
  /** Throws when the lock file is no longer ours, naming the run that holds it now. */
  assertHeld: () => Promise<void>;
};

/** Takes the output folder for one publishing run. */
export async function acquirePublishLock(options: LockOptions): Promise<PublishLock> {
  const { outDir, log } = options;
  const staleMs = options.staleSeconds * 1000;
  await mkdir(outDir, { recursive: true });
  const path = publishLockPath(outDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const handle = await create(path);
    if (handle) return hold(path, handle, options);
    const found = await readFound(path);
    if (!found) continue;
    const why = staleness(found, staleMs, Date.now());
    if (why === null) {
      throw new Error(
        `Another prerender (${holderText(found.holder)}) is publishing into ${outDir}; it is taken over once its process is gone or its heartbeat is ${String(options.staleSeconds)} s old`,
      );
    }
    if (await takeOver(path, found))
      log(`prerender: took over the publish lock of ${holderText(found.holder)}: ${why}`);
  }
  throw new Error(`Could not take the lock ${path}: other runs keep taking it`);
}

/** Beats the heartbeat on our own file until released; the release removes only our file. */
async function hold(path: string, handle: FileHandle, options: LockOptions): Promise<PublishLock> {
  const ino = (await handle.stat()).ino;
  const beat = () => {
    const now = new Date();
    handle.utimes(now, now).catch(() => undefined);
  };
  const timer = setInterval(
    beat,
    options.heartbeatMs ?? (options.staleSeconds * 1000) / BEATS_PER_STALE_AGE,
  );
  timer.unref();
  const ours = async () => (await stat(path).catch(() => null))?.ino === ino;
  return {
    release: async () => {
      clearInterval(timer);
      if (await ours()) await unlink(path).catch(() => undefined);
      await handle.close();
    },
    // A run stopped longer than the stale age (a suspended machine) may have lost the lock.
    assertHeld: async () => {
      if (await ours()) return;
      const found = await readFound(path);
      throw new Error(
        `The publish lock of ${options.outDir} was taken over while this run built (now ${found ? holderText(found.holder) : 'nobody'}): its heartbeat had stopped for ${String(options.staleSeconds)} s. Nothing of this run is published.`,
      );
    },
  };
}
