/** What is live in an output folder: the live record and, per locale, its build's manifest. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPath, LiveRecord, liveRecordPath } from '../../src/domain/entities/published-tree';
import { readManifest, type Manifest } from '../records/manifest';

/** A locale's live build: its manifest and the page folders of its roots. */
export type LiveBuild = {
  buildId: string;
  manifest: Manifest;
  html: ReadonlySet<string>;
  db: ReadonlySet<string>;
};

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
