/** What is live in an output folder: the live record and, per locale, its build's manifest. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPath, LiveRecord, liveRecordPath } from '../../src/domain/entities/published-tree';
import type { LocaleBuild } from '../records/locale-build';
import { readManifest, type Manifest } from '../records/manifest';

/** A locale's live build: its manifest and the page folders of its roots. */
export type LiveBuild = {
  buildId: string;
  manifest: Manifest;
  html: ReadonlySet<string>;
  db: ReadonlySet<string>;
};

/**
 * A locale's live build as the publisher holds it between patches, with the live record's
 * `publishedAt` it was published under: another publish (a full build run meanwhile) changes it.
 */
export type HeldBuild = { build: LiveBuild; publishedAt: string };

/** Reads the live record, or null before the first publish. */
export async function readLive(outDir: string): Promise<LiveRecord | null> {
  try {
    return LiveRecord.parse(JSON.parse(await readFile(liveRecordPath(outDir), 'utf8')));
  } catch {
    return null;
  }
}

const namesIn = (dir: string) =>
  readdir(dir).then(
    (names) => new Set(names),
    () => new Set<string>(),
  );

/** A locale's live build: its manifest and page folders (one read per root, not a stat a page). */
export async function readLiveBuild(
  outDir: string,
  buildId: string,
  locale: string,
): Promise<LiveBuild | null> {
  const dir = buildPath(outDir, buildId);
  const [manifest, html, db] = await Promise.all([
    readManifest(dir, locale),
    namesIn(join(dir, locale, 'html')),
    namesIn(join(dir, locale, 'db')),
  ]);
  return manifest && { buildId, manifest, html, db };
}

/**
 * The live build a patch rests on: the one held when the live record still names it (same build,
 * same publish), else the one on disk, or null when the locale is not live.
 */
export async function patchBaseOf(
  outDir: string,
  live: LiveRecord | null,
  { locale, held }: { locale: string; held: HeldBuild | undefined },
): Promise<LiveBuild | null> {
  const record = live?.locales[locale];
  if (!record) return null;
  const { buildId, publishedAt } = record;
  if (held?.build.buildId === buildId && held.publishedAt === publishedAt) return held.build;
  return readLiveBuild(outDir, buildId, locale);
}

/**
 * A locale's live build once `build` is published with `manifest`: patched into `base`, its page
 * folders are the base's with the staged ones in and the removed ones out; built whole, its
 * folders are read. `staged` is relative to the build folder (`{locale}/html/{slug}/…`).
 */
export async function publishedBuild(
  outDir: string,
  manifest: Manifest,
  base: LiveBuild | null,
  { target, staged }: Pick<LocaleBuild, 'target' | 'staged'>,
): Promise<LiveBuild> {
  const { buildId, locale } = manifest;
  if (!base || target.kind === 'full' || base.buildId !== buildId) {
    const dir = join(buildPath(outDir, buildId), locale);
    const [html, db] = await Promise.all([namesIn(join(dir, 'html')), namesIn(join(dir, 'db'))]);
    return { buildId, manifest, html, db };
  }
  const folders = { html: new Set(base.html), db: new Set(base.db) };
  for (const file of staged) {
    const [, root, folder, ...rest] = file.split('/');
    if (rest.length > 0 && (root === 'html' || root === 'db') && folder) folders[root].add(folder);
  }
  for (const slug of target.remove) {
    folders.html.delete(slug);
    folders.db.delete(slug);
  }
  return { buildId, manifest, ...folders };
}

/** The builds `next` of the locales `published`, held under the live record `live` names them in. */
export function heldOf(
  live: LiveRecord,
  next: ReadonlyMap<string, LiveBuild>,
  published: readonly string[],
): Map<string, HeldBuild> {
  const held = new Map<string, HeldBuild>();
  for (const code of published) {
    const build = next.get(code);
    const publishedAt = live.locales[code]?.publishedAt;
    if (build && publishedAt) held.set(code, { build, publishedAt });
  }
  return held;
}

/** The slugs a build's manifest publishes: its pages that did not fail. */
export const publishedOf = (manifest: Manifest): Set<string> =>
  new Set(manifest.pages.filter((p) => p.outcome !== 'failed').map((p) => p.slug));

/** The slugs a locale's live build publishes, or null. */
export async function publishedSlugs(
  outDir: string,
  buildId: string,
  locale: string,
): Promise<Set<string> | null> {
  const manifest = await readManifest(buildPath(outDir, buildId), locale);
  return manifest && publishedOf(manifest);
}
