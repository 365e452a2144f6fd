/**
 * An in-memory database starts from the stored empty cluster (server/db/memory-cluster.ts): the
 * first open stores it, later opens load it and are as empty, and a dump that does not load is
 * replaced by a good one without the open failing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterDumpPath, openMemoryCluster } from '../../../server/db/memory-cluster';

const folder = mkdtempSync(join(tmpdir(), 'memory-cluster-'));
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
  }, 60_000);

  it('a dump that does not load is replaced, and the open still answers', async () => {
    writeFileSync(clusterDumpPath(folder), 'not a tar file');
    const lite = await openMemoryCluster(folder);
    expect((await lite.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(readFileSync(clusterDumpPath(folder)).length).toBeGreaterThan(1_000_000);
    await lite.close();
  }, 60_000);
});
