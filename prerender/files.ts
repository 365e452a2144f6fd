/** File primitives of the main thread: atomic writes and moves, copies. */
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
} from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Hard-links `path` into `retire` if it is there: a rename over it then frees no blocks. */
export function retireLink(path: string, retire: string, name: string): void {
  try {
    linkSync(path, join(retire, name));
  } catch {
    // Nothing there to replace (a new page), or no link possible: a plain rename.
  }
}

/**
 * Writes a file whole or not at all, synced before and after the rename: a reader or a crash
 * sees the old file or the new one, never an empty one (live.json is what the site serves from).
 */
export async function writeAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
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
 * Moves each file `from` → `to` by one rename(2) (a visitor gets the old file or the new one);
 * with `retire`, a replaced file is linked there first, so freeing it waits for the trash.
 */
export function moveFiles(
  moves: readonly (readonly [from: string, to: string])[],
  retire?: string,
): number {
  if (retire) mkdirSync(retire, { recursive: true });
  let moved = 0;
  for (const [from, to] of moves) {
    if (retire) retireLink(to, retire, String(moved + 1));
    // The folder is made only when the rename says it is missing.
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

/** A text file of thousands of short pieces (a sitemap, a manifest), written in 64 K chunks. */
export class TextFile {
  private pieces: string[] = [];
  private length = 0;
  private readonly fd: number;

  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }

  write(text: string): void {
    this.pieces.push(text);
    this.length += text.length;
    if (this.length > 65_536) this.flush();
  }

  /** Writes what is held and closes the file. */
  close(): void {
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
  }

  private flush(): void {
    writeFileSync(this.fd, this.pieces.join(''));
    this.pieces = [];
    this.length = 0;
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
 * Copies the files under `from` that are new or changed (size or time) to `to`, each renamed
 * into place; names `skip` answers true for are left out. Answers how many were copied.
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
    // Within a millisecond: utimes takes seconds as a float.
    if (was && was.size === now.size && Math.abs(was.mtimeMs - now.mtimeMs) < 1) continue;
    const temp = `${target}.${process.pid}.tmp`;
    copyFileSync(source, temp);
    utimesSync(temp, now.atime, now.mtime); // the copy carries the source's time
    renameSync(temp, target);
    copied += 1;
  }
  return copied;
}
