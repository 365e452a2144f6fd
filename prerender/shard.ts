/**
 * A shard's record (README "A sharded prerender"): what one of n processes built into its folder
 * {out}/.shards/{build}/{i}-of-{n}, written there last as shard.json, so a folder without one is
 * a shard that did not finish. The merge reads all n and checks they belong together.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { LocaleList } from '../src/domain/entities';
import { writeAtomic } from './files';
import { shardDirOf, shardsDirOf } from './live';
import { LocaleBuild } from './locale-build';
import type { Site } from './site';

/** What one shard built. */
export const ShardRecord = z.object({
  buildId: z.string(),
  index: z.number().int().min(1),
  count: z.number().int().min(1),
  appVersion: z.string(),
  apiVersion: z.string(),
  prerenderFolder: z.string(),
  dbFolder: z.string(),
  rootLocale: z.string(),
  locales: LocaleList.shape.locales,
  /** Hash of vike's document frame the pages were rendered into. */
  frameHash: z.string(),
  builds: z.array(LocaleBuild),
});
export type ShardRecord = z.infer<typeof ShardRecord>;

/** Why a merge publishes nothing: shards missing, unfinished or not of one build. */
export class MergeRefused extends Error {}

const RECORD = 'shard.json';

/** Records what this shard built; the last file it writes. */
export async function writeShardRecord(
  site: Site,
  builds: readonly LocaleBuild[],
  frameHash: string,
): Promise<void> {
  if (!site.shard) throw new Error('not a shard');
  const record: ShardRecord = {
    buildId: site.buildId,
    index: site.shard.index,
    count: site.shard.count,
    appVersion: site.appVersion,
    apiVersion: site.apiVersion,
    prerenderFolder: site.prerenderFolder,
    dbFolder: site.dbFolder,
    rootLocale: site.rootLocale,
    locales: site.locales,
    frameHash,
    builds: [...builds],
  };
  await writeAtomic(join(site.buildDir, RECORD), JSON.stringify(record));
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
      readRecord(shardDirOf(outDir, buildId, i + 1, count), i + 1, count),
    ),
  );
  const missing = read.filter((r): r is string => typeof r === 'string');
  if (missing.length > 0) {
    const found = await readdir(shardsDirOf(outDir, buildId)).catch(() => []);
    throw new MergeRefused(
      `${missing.join('; ')} (build ${buildId}; shard folders found: ${found.sort().join(', ') || 'none'})`,
    );
  }
  return read as ShardRecord[];
}
