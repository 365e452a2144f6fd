/**
 * The merge of a sharded build (docs/deploying.md "A sharded prerender"): refuses unless all n
 * records are there and belong to one build, checked before anything is written, then joins their
 * manifests and builds (the pages are in the build's folder already) for a one-machine publish.
 */
import { serverEnv } from '../../src/config/server-env';
import type { MergeMode, PrerenderConfig } from '../config';
import {
  buildIdentityOf,
  buildPath,
  manifestPath,
  shardPath,
} from '../../src/domain/entities/published-tree';
import { joinReports } from '../check/compliance/judge';
import { readLive } from '../read/live';
import { joinIndexes } from '../check/links';
import { liveBuildIdOf, type LocaleBuild } from '../records/locale-build';
import { openManifest, readManifest, type Manifest } from '../records/manifest';
import { MergeRefused, readShardRecords, type ShardRecord } from './record';
import { guardShrink } from '../plan/shrink-guard';
import type { Site } from '../read/site';

/** The facts every shard of a build must share. */
const shared = (r: ShardRecord) =>
  JSON.stringify([r.buildId, r.count, buildIdentityOf(r), r.frameHash, r.locales]);

/** What every shard's build of one locale must share. */
const sharedOfLocale = (b: LocaleBuild) =>
  JSON.stringify([
    b.locale,
    b.salt,
    b.listHash,
    b.target.kind,
    b.target.kind === 'patch' ? b.target.buildId : null,
  ]);

/** Why these records cannot be merged into one build, or null. */
function disagreement(records: readonly ShardRecord[], live: Site['live']): string | null {
  const [first] = records;
  if (!first) return 'no shards';
  const bad = records.find((r, i) => r.index !== i + 1 || shared(r) !== shared(first));
  if (bad) return `shard ${String(bad.index)} was built from another app, API or locale list`;
  if (first.appVersion !== serverEnv().appVersion)
    return `the shards rendered app ${first.appVersion}, this merge has ${serverEnv().appVersion}`;
  for (const build of first.builds) {
    const code = build.locale.locale;
    const parts = records.map((r) => r.builds.find((b) => b.locale.locale === code));
    if (parts.some((p) => !p || sharedOfLocale(p) !== sharedOfLocale(build)))
      return `the shards read different page lists or plans of ${code}; run them again`;
    if (build.target.kind === 'patch' && live?.locales[code]?.buildId !== build.target.buildId)
      return `${code}'s live build changed after the shards planned their patch; run them again`;
  }
  if (records.some((r) => r.builds.length !== first.builds.length))
    return 'the shards built different locales';
  return null;
}

/** One locale's builds of all shards as one. */
function joinParts(parts: readonly LocaleBuild[]): LocaleBuild {
  const [first] = parts as [LocaleBuild];
  const remove = parts.flatMap((p) => (p.target.kind === 'patch' ? p.target.remove : []));
  const ordered = parts
    .flatMap((p) => p.entries.map((entry, i) => ({ entry, position: p.positions[i] ?? 0 })))
    .sort((a, b) => a.position - b.position);
  return {
    ...first,
    target: first.target.kind === 'patch' ? { ...first.target, remove } : first.target,
    entries: ordered.map((o) => o.entry),
    positions: ordered.map((o) => o.position),
    failedSlugs: parts.flatMap((p) => p.failedSlugs).sort(),
    rendered: parts.flatMap((p) => p.rendered),
    renderedKeys: Object.assign({}, ...parts.map((p) => p.renderedKeys)) as Record<string, string>,
    carried: parts.reduce((n, p) => n + p.carried, 0),
    staged: parts.flatMap((p) => p.staged),
    scriptHashes: [...new Set(parts.flatMap((p) => p.scriptHashes))].sort(),
    links: joinIndexes(parts.map((p) => p.links)),
    compliance: joinReports(parts.map((p) => p.compliance)),
  };
}

/** A shard's manifests by locale; refuses when one is missing. */
async function readShardManifests(dir: string, record: ShardRecord) {
  const read = new Map<string, Manifest>();
  for (const { locale } of record.builds) {
    const manifest = await readManifest(dir, locale.locale);
    if (!manifest)
      throw new MergeRefused(
        `shard ${String(record.index)}/${String(record.count)} lacks a manifest`,
      );
    read.set(locale.locale, manifest);
  }
  return read;
}

/** Reads and checks the shards of `buildId`, then assembles them; throws {@link MergeRefused}. */
export async function mergeShards(
  config: PrerenderConfig,
  outDir: string,
  { buildId, count }: MergeMode,
): Promise<{ site: Site; builds: LocaleBuild[] }> {
  const records = await readShardRecords(outDir, buildId, count);
  const [first] = records as [ShardRecord];
  const record = await readLive(outDir);
  const live =
    record?.prerenderFolder === first.prerenderFolder && record.dbFolder === first.dbFolder
      ? record
      : null;
  const why = disagreement(records, live);
  if (why) throw new MergeRefused(why);
  // The rule of a one-machine run, on the list every shard read (README "Safety rails of a release").
  await guardShrink(
    outDir,
    config.allowShrinkPct,
    first.builds.map((b) => ({ locale: b.locale.locale, listed: b.listed })),
  );
  const buildDir = buildPath(outDir, buildId);
  if (Object.values(live?.locales ?? {}).some((l) => l.buildId === buildId))
    throw new MergeRefused(`build ${buildId} is live already`);
  // Every manifest is read before anything is written.
  const manifests = await Promise.all(
    records.map((r) => readShardManifests(shardPath(outDir, buildId, r.index, count), r)),
  );
  const builds = first.builds.map((build) => {
    const code = build.locale.locale;
    const manifest = openManifest(manifestPath(buildDir, code), {
      locale: code,
      buildId: liveBuildIdOf(build, buildId),
    });
    for (const shard of manifests)
      for (const page of shard.get(code)?.pages ?? []) manifest.carry(page);
    const frameLinks = new Set(manifests.flatMap((m) => m.get(code)?.frameLinks ?? []));
    manifest.close({
      salt: build.salt,
      frameHash: first.frameHash,
      frameLinks: [...frameLinks].sort(),
    });
    return joinParts(records.map((r) => r.builds.find((b) => b.locale.locale === code) ?? build));
  });
  const site: Site = {
    config,
    outDir,
    buildId,
    buildDir,
    recordDir: buildDir,
    locales: first.locales,
    targets: first.locales.filter((l) => builds.some((b) => b.locale.locale === l.locale)),
    ...buildIdentityOf(first),
    live,
    mode: config.mode,
  };
  return { site, builds };
}
