/**
 * An in-memory PGlite that starts from a stored empty cluster: creating one runs initdb inside
 * the WASM Postgres, most of an in-memory open, while loading a dumped empty cluster skips it.
 * The dump is kept in the system temp folder per PGlite build, written atomically, so tests and
 * local stacks that each open a throwaway database pay initdb once per machine. Any trouble with
 * the stored dump falls back to a plain start: the dump only ever saves time.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** The dump's file: named by the installed PGlite's size and time, so an upgrade makes a new one. */
export function clusterDumpPath(folder = tmpdir()): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { size, mtimeMs } = statSync(entry);
  return join(folder, `pglite-empty-cluster-${String(size)}-${String(Math.round(mtimeMs))}.tar`);
}

/** Writes `dump` to `path` whole or not at all (another process may be writing it too). */
function storeDump(path: string, dump: Blob): Promise<void> {
  return dump.arrayBuffer().then((bytes) => {
    const part = `${path}.${randomUUID()}.part`;
    writeFileSync(part, Buffer.from(bytes));
    renameSync(part, path);
  });
}

/** Opens PGlite in memory from the stored empty cluster, storing one first when there is none. */
export async function openMemoryCluster(folder?: string): Promise<PGlite> {
  let path: string | null = null;
  try {
    path = clusterDumpPath(folder);
    const dump = new Blob([readFileSync(path)]);
    return await PGlite.create({ loadDataDir: dump });
  } catch {
    // No dump yet, or one that does not load: a plain start, whose empty cluster is stored.
  }
  const lite = await PGlite.create();
  if (path)
    await lite
      .dumpDataDir('none')
      .then((dump) => storeDump(path, dump))
      .catch(() => undefined);
  return lite;
}
