/**
 * A shard's record (docs/deploying.md "A sharded prerender"): its manifests and, written last,
 * shard.json in {out}/.shards/{build}/{i}-of-{n}; a folder without one is a shard that did not
 * finish.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { LocaleList } from '../../src/domain/entities';
import {
  BuildIdentity,
  buildIdentityOf,
  shardPath,
  shardsPath,
  trashPath,
} from '../../src/domain/entities/published-tree';
import { writeAtomic } from '../files';
import { LocaleBuild } from '../records/locale-build';
import { shardOf } from '../plan/plan';
import type { ShardMode } from '../config';
import type { Site } from '../read/site';

export const ShardRecord = BuildIdentity.extend({
  buildId: z.string(),
  index: z.number().int().min(1),
  count: z.number().int().min(1),
  locales: LocaleList.shape.locales,
  frameHash: z.string(),
  builds: z.array(LocaleBuild),
});
export type ShardRecord = z.infer<typeof ShardRecord>;

/** Why a merge publishes nothing: shards missing, unfinished or not of one build. */
export class MergeRefused extends Error {}

const RECORD = 'shard.json';

/** A shard run again starts afresh: a page that fails now is not served from the last try. */
export async function clearShard(site: Site, shard: ShardMode): Promise<void> {
  if (!existsSync(site.recordDir)) return;
  await rm(site.recordDir, { recursive: true, force: true });
  for (const { locale } of site.targets)
    for (const root of ['html', 'db']) {
      const dir = join(site.buildDir, locale, root);
      const names = await readdir(dir).catch(() => []);
      const mine = names.filter((name) => shardOf(name, shard.count) === shard.index - 1);
      await Promise.all(mine.map((name) => rm(join(dir, name), { recursive: true, force: true })));
    }
}

/** After the merge published: the shards' records go with the next deletion of the trash. */
export async function retireShards(outDir: string, buildId: string): Promise<void> {
  await mkdir(trashPath(outDir), { recursive: true });
  await rename(shardsPath(outDir, buildId), trashPath(outDir, `shards-${buildId}`));
}

/** Records what this shard built, last. */
export async function writeShardRecord(
  site: Site,
  shard: ShardMode,
  { builds, frameHash }: { builds: readonly LocaleBuild[]; frameHash: string },
): Promise<void> {
  const record: ShardRecord = {
    buildId: site.buildId,
    index: shard.index,
    count: shard.count,
    ...buildIdentityOf(site),
    locales: site.locales,
    frameHash,
    builds: [...builds],
  };
  await writeAtomic(join(site.recordDir, RECORD), JSON.stringify(record));
}

/** The record of shard `index`, or why it cannot be had. */
async function readRecord(dir: string, index: number, count: number) {
  const text = await readFile(join(dir, RECORD), 'utf8').catch(() => null);
  if (text === null)
    return `shard ${String(index)}/${String(count)} has not finished (no ${RECORD})`;
  try {
    return ShardRecord.parse(JSON.parse(text));
  } catch {
    return `shard ${String(index)}/${String(count)}'s ${RECORD} is unreadable`;
  }
}

/** All n records of a build, in shard order; refuses when any is missing or unreadable. */
export async function readShardRecords(
  outDir: string,
  buildId: string,
  count: number,
): Promise<ShardRecord[]> {
  const read = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      readRecord(shardPath(outDir, buildId, i + 1, count), i + 1, count),
    ),
  );
  const missing = read.filter((r): r is string => typeof r === 'string');
  if (missing.length > 0) {
    const found = await readdir(shardsPath(outDir, buildId)).catch(() => []);
    if (found.length === 0)
      throw new MergeRefused(`no shards of build ${buildId} here (none ran, or it was merged)`);
    throw new MergeRefused(
      `${missing.join('; ')} (build ${buildId}; shard folders found: ${found.sort().join(', ') || 'none'})`,
    );
  }
  return read as ShardRecord[];
}
