/**
 * An in-memory PGlite that starts from a stored cluster: creating one runs initdb inside the WASM
 * Postgres, most of an in-memory open, and migrating it is most of the rest, while loading a
 * dumped cluster skips both. Each dump is kept in the system temp folder per PGlite build and per
 * what was done to it after initdb, written atomically, so tests and local stacks that each open
 * a throwaway database pay initdb and the migrations once per machine. Any trouble with a stored
 * dump falls back to making it again: a dump only ever saves time.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** What a stored cluster holds beyond initdb: a name that changes with it, and how to make it. */
export type ClusterPreparation = {
  /** Part of the dump's file name: letters, digits and dashes. */
  name: string;
  /** Brings a cluster fresh from initdb to what the dump holds. */
  prepare: (lite: PGlite) => Promise<unknown>;
};

/**
 * The dump's file: named by the installed PGlite's size and time, so an upgrade makes a new one,
 * and by its preparation ('empty' without one).
 */
export function clusterDumpPath(folder = tmpdir(), preparation = 'empty'): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { size, mtimeMs } = statSync(entry);
  const build = `${String(size)}-${String(Math.round(mtimeMs))}`;
  return join(folder, `pglite-${preparation}-cluster-${build}.tar`);
}

/** Writes `dump` to `path` whole or not at all (another process may be writing it too). */
function storeDump(path: string, dump: Blob): Promise<void> {
  return dump.arrayBuffer().then((bytes) => {
    const part = `${path}.${randomUUID()}.part`;
    writeFileSync(part, Buffer.from(bytes));
    renameSync(part, path);
  });
}

/** The cluster stored at `path`, or null when there is none or it does not load. */
async function loadDump(path: string): Promise<PGlite | null> {
  try {
    return await PGlite.create({ loadDataDir: new Blob([readFileSync(path)]) });
  } catch {
    return null;
  }
}

/** Stores `lite`'s cluster at `path`, quietly: a dump that is not written is made next time. */
const keep = (lite: PGlite, path: string): Promise<void> =>
  lite
    .dumpDataDir('none')
    .then((dump) => storeDump(path, dump))
    .catch(() => undefined);

/**
 * Opens PGlite in memory from the stored cluster of `preparation` (the empty cluster without
 * one), making and storing it first when there is none.
 */
export async function openMemoryCluster(
  folder?: string,
  preparation?: ClusterPreparation,
): Promise<PGlite> {
  const path = clusterDumpPath(folder, preparation?.name);
  const stored = await loadDump(path);
  if (stored) return stored;
  const lite = preparation ? await openMemoryCluster(folder) : await PGlite.create();
  try {
    await preparation?.prepare(lite);
  } catch (error) {
    await lite.close();
    throw error;
  }
  await keep(lite, path);
  return lite;
}
