/**
 * A new PGlite cluster, in memory or in a fresh data folder, starts from a stored cluster:
 * creating one runs initdb inside the WASM Postgres, most of an open, and migrating it is most of
 * the rest, while loading a dumped cluster skips both. Each dump is kept in the system temp
 * folder per PGlite build and per what was done to it after initdb, written atomically, so tests
 * and local stacks that each open a throwaway database pay initdb and the migrations once per
 * machine. Any trouble with a stored dump falls back to making it again: a dump only ever saves
 * time. A stored dump replaces the ones an older PGlite build made of the same preparation, so
 * the folder holds one of each.
 */
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** What a stored cluster holds beyond initdb: a name that changes with it, and how to make it. */
export type ClusterPreparation = {
  /** Part of the dump's file name: letters, digits and dashes. */
  name: string;
  /** Brings a cluster fresh from initdb to what the dump holds. */
  prepare: (lite: PGlite) => Promise<unknown>;
};

/**
 * The dump's file: named by its preparation ('empty' without one) and by the installed PGlite's
 * version and size, so an upgrade makes a new one and a fresh `npm ci` of the same one does not.
 */
export function clusterDumpPath(folder = tmpdir(), preparation = 'empty'): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const build = `${installedVersion(entry)}-${String(statSync(entry).size)}`;
  return join(folder, `${dumpPrefix(preparation)}${build}.tar`);
}

/** The version in the package.json nearest above `entry` (PGlite exports no package.json). */
function installedVersion(entry: string): string {
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const version = readPackageVersion(join(dir, 'package.json'));
    if (version !== null) return version;
  }
  return 'unknown';
}

/** The `version` of the package.json at `path`, or null when there is none. */
function readPackageVersion(path: string): string | null {
  try {
    const { version } = JSON.parse(readFileSync(path, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/** What every dump of one preparation is named with first, whatever the PGlite build. */
const dumpPrefix = (preparation: string) => `pglite-${preparation}-cluster-`;

/** Whether `name` is a dump of the preparation `prefix` names (not of one named longer). */
const isBuildOf = (name: string, prefix: string) =>
  name.startsWith(prefix) &&
  name.endsWith('.tar') &&
  !name.slice(prefix.length).includes('-cluster-');

/** Removes the dumps of `preparation` other than `path` (older PGlite builds'), quietly. */
function removeOtherBuilds(path: string, preparation: string): void {
  const prefix = dumpPrefix(preparation);
  try {
    for (const name of readdirSync(dirname(path)))
      if (isBuildOf(name, prefix) && name !== basename(path))
        rmSync(join(dirname(path), name), { force: true });
  } catch {
    // A dump left behind only takes room; the next store tries again.
  }
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
const keep = (lite: PGlite, path: string, preparation: string): Promise<void> =>
  lite
    .dumpDataDir('none')
    .then((dump) => storeDump(path, dump))
    .then(() => removeOtherBuilds(path, preparation))
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
  await keep(lite, path, preparation?.name ?? 'empty');
  return lite;
}

/**
 * Fills the new data folder `path` (absent or empty) with the stored cluster of `preparation`,
 * making and storing that first when there is none. The cluster is loaded beside the folder and
 * renamed into place, so a start stopped halfway leaves no half cluster behind. Resolves to
 * whether it did: on any trouble (or another process filling the folder first) the folder is as
 * it was, and opening it runs initdb or finds the other's cluster.
 */
export async function fillDataFolder(
  path: string,
  folder?: string,
  preparation?: ClusterPreparation,
): Promise<boolean> {
  const dump = clusterDumpPath(folder, preparation?.name);
  const part = `${path}.${randomUUID()}.part`;
  try {
    if (!existsSync(dump)) await (await openMemoryCluster(folder, preparation)).close();
    mkdirSync(part);
    const lite = await PGlite.create(part, { loadDataDir: new Blob([readFileSync(dump)]) });
    await lite.close();
    renameSync(part, path);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(part, { recursive: true, force: true });
  }
}
