/** File steps shared by the pipeline's main thread and its render workers (issue 4). */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Hard-links `path` as `name` in `retire` (which exists) when it is there: replacing it by a
 * rename then only drops a link, and freeing its blocks waits until `retire` is deleted.
 */
export function retireLink(path: string, retire: string, name: string): void {
  try {
    linkSync(path, join(retire, name));
  } catch {
    // Nothing there to replace (a new page), or no link possible: a plain rename.
  }
}

/**
 * Writes a file whole or not at all (a temporary name renamed into place): a reader, or another
 * run at the same time, sees the old file or the new one.
 */
export async function writeAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  // On disk before the rename, and the rename on disk after it: a crash leaves the old file or
  // the new one, never an empty one (live.json is what the whole site serves from).
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Takes the output folder for one prerender run: a second run on the same folder would retire
 * the first one's build or trash. A lock left by a process that is gone is taken over. Resolves
 * with the release function.
 */
export async function acquireOutputLock(outDir: string): Promise<() => Promise<void>> {
  await mkdir(outDir, { recursive: true });
  const path = join(outDir, '.prerender.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new Error(
          `Another prerender (pid ${String(pid)}) is publishing into ${outDir}; wait for it, or remove ${path} if that process is gone`,
          { cause: error },
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}

/** True while a process with `pid` exists. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The home page's slug (issue 4: "The home slug is 'home'"). */
export const HOME_SLUG = 'home';

/**
 * The folder of a locale's SPA shell (/go/* and the account screens, SPEC §2), next to its
 * slugs: a slug never starts with '_'.
 */
export const SPA_FOLDER = '__spa';

/**
 * Writes a file of this build (its own folder or a patch's staging folder, never a live one).
 * Synchronous on purpose, and from one thread only: creating folders and files does not run in
 * parallel on this file system (two threads took as long as one, at twice the kernel time, see
 * BENCHMARKS.md), and one syscall each beats a thread-pool round trip per step.
 */
export function writeNew(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/**
 * Moves each file `from` → `to`, replacing what is there, and answers how many moved. Each file
 * switches by one rename(2), so a visitor gets the old file or the new one, never a part
 * (issue 4: an incremental rebuild patches the live build this way once it succeeded, as
 * `rsync --delay-updates` does). The caller names the files (it wrote them): no folder is read,
 * one system call fewer per page folder, each dear here.
 *
 * With `retire` (a folder), each file about to be replaced is first hard-linked there: the
 * rename then only drops a link, and freeing the old file's blocks is left to whoever deletes
 * `retire` later. On this machine's ext4, 200 replacing renames took 22 ms alone and 4.6 ms
 * with the links in a micro-benchmark; in an incremental build's publish, 60–75 ms became
 * about 45 ms.
 */
export function moveFiles(
  moves: readonly (readonly [from: string, to: string])[],
  retire?: string,
): number {
  if (retire) mkdirSync(retire, { recursive: true });
  let moved = 0;
  for (const [from, to] of moves) {
    if (retire) retireLink(to, retire, String(moved + 1));
    // Most targets replace a file in a folder that is there: the folder is made only when the
    // rename says it is missing (two system calls fewer per file).
    try {
      renameSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(dirname(to), { recursive: true });
      renameSync(from, to);
    }
    moved += 1;
  }
  return moved;
}

/** Bytes a {@link TextFile} collects before it writes them. */
const TEXT_CHUNK_BYTES = 256 * 1024;

/**
 * A text file written piece by piece through one buffer (a sitemap, a manifest: thousands of
 * short pieces). Each piece is encoded into the buffer as it comes and the buffer is written when
 * full: against pieces joined into a string and written as it grew, the main thread no longer
 * flattens a string of thousands of parts per write (a 10,000-URL sitemap: 60 -> 45 ms cold).
 */
export class TextFile {
  private readonly buffer = Buffer.allocUnsafe(TEXT_CHUNK_BYTES);
  private used = 0;
  private readonly fd: number;

  /** Opens (creates or truncates) `path`. */
  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }

  write(text: string): void {
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    if (this.used + text.length * 3 > this.buffer.length) {
      this.flush();
      if (text.length * 3 > this.buffer.length) {
        writeSync(this.fd, text);
        return;
      }
    }
    this.used += this.buffer.write(text, this.used);
  }

  /** Writes what is buffered and closes the file. */
  close(): void {
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
  }

  private flush(): void {
    let done = 0;
    while (done < this.used) done += writeSync(this.fd, this.buffer, done, this.used - done);
    this.used = 0;
  }
}

/** Folders {@link prefetchFolders} reads at most (the first ones: a small change is the point). */
export const PREFETCH_MAX_FOLDERS = 2_000;

/**
 * Reads each folder once on the thread pool, `concurrency` at a time, so that its directory
 * block is in the page cache when a patch later renames files into it on the main thread. After a
 * page-cache drop, 200 renames into live page folders took 60-90 ms on this machine, each waiting
 * on a disk read; read ahead while the pages render, they take about 20 ms (BENCHMARKS.md). Only
 * a cache prefetch: a folder that is missing or unreadable is passed over (the move makes or
 * reports it). Many reads are queued at once because the next one is only asked for when the main
 * thread has a turn, and it has long synchronous stretches while pages render; the pool's four
 * threads take them in order, so other work on the pool (a DNS lookup) waits at most for a
 * queue of short reads.
 */
export async function prefetchFolders(
  folders: readonly string[],
  concurrency = 64,
  read: (folder: string) => Promise<unknown> = readdir,
): Promise<void> {
  const queue = folders.slice(0, PREFETCH_MAX_FOLDERS);
  let next = 0;
  const reader = async () => {
    while (next < queue.length) {
      const folder = queue[next] ?? '';
      next += 1;
      await read(folder).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, reader));
}

/** Names of the entries of a folder, or an empty set when it is missing. */
export function entriesOf(dir: string): Set<string> {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return new Set();
  }
}

/** Removes a page's folder under a build root (a page the CMS no longer lists). */
export function removePage(root: string, slug: string): void {
  const path = resolve(root, slug);
  // A slug is a path segment; anything that would leave the root is not ours to delete.
  if (!slug || dirname(path) !== resolve(root)) return;
  rmSync(path, { recursive: true, force: true });
}

/**
 * Copies the files under `from` that are new or changed (another size or time) to the same
 * place under `to`, each written aside and renamed into place, so a visitor never gets part of
 * one; names for which `skip` answers true are left out. Answers how many were copied. The
 * client assets are published this way on every run: unchanged, they cost two stats each.
 */
export function copyChanged(from: string, to: string, skip: (name: string) => boolean): number {
  let copied = 0;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      copied += copyChanged(source, target, skip);
      continue;
    }
    const was = statSync(target, { throwIfNoEntry: false });
    const now = statSync(source);
    // Within a millisecond: utimes takes seconds as a float, so the copy's time can come back a
    // few nanoseconds off the source's.
    if (was && was.size === now.size && Math.abs(was.mtimeMs - now.mtimeMs) < 1) continue;
    const temp = `${target}.${process.pid}.tmp`;
    copyFileSync(source, temp);
    utimesSync(temp, now.atime, now.mtime); // the copy carries the source's time
    renameSync(temp, target);
    copied += 1;
  }
  return copied;
}
