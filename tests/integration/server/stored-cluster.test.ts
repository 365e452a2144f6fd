/**
 * An in-memory database starts from a stored cluster (server/db/stored-cluster.ts): the first
 * open stores it, later opens load it and are as empty, and a dump that does not load is replaced
 * by a good one without the open failing. A prepared cluster (the API's: migrated) is stored under
 * its preparation's name, made from the empty one; one that fails to prepare stores nothing. A
 * dump is named by the PGlite version installed, and replaces an older build's of its preparation.
 * A new data folder is filled from the stored cluster whole or not at all.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import {
  clusterDumpPath,
  fillDataFolder,
  openMemoryCluster,
} from '../../../server/db/stored-cluster';

const folder = mkdtempSync(join(tmpdir(), 'stored-cluster-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const tables = (lite: Awaited<ReturnType<typeof openMemoryCluster>>) =>
  lite.query<{ n: number }>(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
  );

describe('an in-memory database from the stored empty cluster', () => {
  it('the first open stores the cluster; the next loads it, empty of what the first wrote', async () => {
    const first = await openMemoryCluster(folder);
    const stored = readFileSync(clusterDumpPath(folder));
    expect(stored.length).toBeGreaterThan(1_000_000);
    await first.exec('create table left_behind (id int); insert into left_behind values (1);');
    const second = await openMemoryCluster(folder);
    expect((await tables(second)).rows).toEqual([{ n: 0 }]);
    await second.exec('create table own (id int)');
    expect((await tables(first)).rows).toEqual([{ n: 1 }]);
    expect(readFileSync(clusterDumpPath(folder)).equals(stored)).toBe(true);
    await Promise.all([first.close(), second.close()]);
  });

  it('a dump that does not load is replaced, and the open still answers', async () => {
    writeFileSync(clusterDumpPath(folder), 'not a tar file');
    const lite = await openMemoryCluster(folder);
    expect((await lite.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(readFileSync(clusterDumpPath(folder)).length).toBeGreaterThan(1_000_000);
    await lite.close();
  });

  it('a prepared cluster is stored by its name and loads as prepared, each name its own', async () => {
    let prepared = 0;
    const withTable = (name: string, table: string) => ({
      name,
      prepare: async (lite: Awaited<ReturnType<typeof openMemoryCluster>>) => {
        prepared += 1;
        await lite.exec(`create table ${table} (id int); insert into ${table} values (7);`);
      },
    });
    const first = await openMemoryCluster(folder, withTable('with-a', 'a'));
    const second = await openMemoryCluster(folder, withTable('with-a', 'a'));
    const other = await openMemoryCluster(folder, withTable('with-b', 'b'));
    expect(prepared).toBe(2);
    for (const [lite, table] of [
      [first, 'a'],
      [second, 'a'],
      [other, 'b'],
    ] as const)
      expect((await lite.query(`select id from ${table}`)).rows).toEqual([{ id: 7 }]);
    expect((await tables(other)).rows).toEqual([{ n: 1 }]);
    expect(existsSync(clusterDumpPath(folder, 'with-a'))).toBe(true);
    await Promise.all([first.close(), second.close(), other.close()]);
  });

  it('a preparation that fails fails the open and stores nothing', async () => {
    const failing = {
      name: 'failing',
      prepare: (lite: Awaited<ReturnType<typeof openMemoryCluster>>) =>
        lite.exec('create table broken (id no_such_type)'),
    };
    await expect(openMemoryCluster(folder, failing)).rejects.toThrow(/no_such_type/);
    expect(existsSync(clusterDumpPath(folder, 'failing'))).toBe(false);
  });

  it("is named by the PGlite version, and replaces an older build's dump of its preparation", async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const { version } = JSON.parse(
      readFileSync(join(dirname(entry), '../package.json'), 'utf8'),
    ) as {
      version: string;
    };
    const own = mkdtempSync(join(folder, 'builds-'));
    expect(clusterDumpPath(own)).toMatch(new RegExp(`pglite-empty-cluster-${version}-\\d+\\.tar$`));
    // This build's empty cluster is there already (stored by the file's first open, or made now):
    // the prepared one is made from it without an initdb of its own.
    await (await openMemoryCluster(folder)).close();
    copyFileSync(clusterDumpPath(folder), clusterDumpPath(own));
    writeFileSync(join(own, 'pglite-migrated-cluster-0.0.1-1.tar'), 'an older build');
    writeFileSync(join(own, 'pglite-empty-cluster-0.0.1-1.tar'), 'another preparation');
    writeFileSync(join(own, 'pglite-migrated-cluster-x-cluster-0.0.1-1.tar'), 'one named longer');
    const migrated = {
      name: 'migrated',
      prepare: (lite: Awaited<ReturnType<typeof openMemoryCluster>>) =>
        lite.exec('create table m (id int)'),
    };
    const lite = await openMemoryCluster(own, migrated);
    await lite.close();
    expect(readdirSync(own).sort()).toEqual(
      [
        clusterDumpPath(own).slice(own.length + 1),
        clusterDumpPath(own, 'migrated').slice(own.length + 1),
        'pglite-empty-cluster-0.0.1-1.tar',
        'pglite-migrated-cluster-x-cluster-0.0.1-1.tar',
      ].sort(),
    );
  });
});

describe('a new data folder from the stored cluster', () => {
  const withRow = {
    name: 'with-row',
    prepare: (lite: PGlite) => lite.exec('create table r (id int); insert into r values (5);'),
  };
  const rows = async (path: string) => {
    const lite = await PGlite.create(path);
    try {
      return (await lite.query('select id from r order by id')).rows;
    } finally {
      await lite.close();
    }
  };
  const disk = mkdtempSync(join(folder, 'disk-'));

  it('is filled with the prepared cluster, and nothing is left beside it', async () => {
    const path = join(disk, 'api');
    mkdirSync(path);
    expect(await fillDataFolder(path, folder, withRow)).toBe(true);
    expect(existsSync(join(path, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(disk)).toEqual(['api']);
    expect(await rows(path)).toEqual([{ id: 5 }]);
  });

  it('one another start filled first keeps what it holds', async () => {
    const path = join(disk, 'api');
    const lite = await PGlite.create(path);
    await lite.exec('insert into r values (6)');
    await lite.close();
    expect(await fillDataFolder(path, folder, withRow)).toBe(false);
    expect(readdirSync(disk)).toEqual(['api']);
    expect(await rows(path)).toEqual([{ id: 5 }, { id: 6 }]);
  });

  it('a dump that does not load leaves the folder empty for initdb', async () => {
    const path = join(disk, 'other');
    writeFileSync(clusterDumpPath(folder, 'broken'), 'not a tar file');
    const broken = { name: 'broken', prepare: () => Promise.resolve() };
    expect(await fillDataFolder(path, folder, broken)).toBe(false);
    expect(readdirSync(disk)).toEqual(['api']);
  });
});
