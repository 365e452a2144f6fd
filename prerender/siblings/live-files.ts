/**
 * The files the sibling stage passes over: every compressible file of what is live (each
 * locale's live build: its pages, SPA shell, sitemaps and robots.txt, and its db.json files) and
 * of the published client folder. A page folder holds one known file, so a build's hundred
 * thousand page folders are named from one listing of its root, never listed themselves.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isCompressible } from '../../src/domain/rules/precompressed';
import { buildPath, clientPath, type LiveRecord } from '../../src/domain/entities/published-tree';

/** The entries of `dir`, none when it is not there. */
async function entriesOf(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A build root's files: those in it, and `page` in each of its folders. */
async function rootFiles(root: string, page: string): Promise<string[]> {
  return (await entriesOf(root)).flatMap((entry) =>
    entry.isDirectory()
      ? [join(root, entry.name, page)]
      : entry.isFile() && isCompressible(entry.name)
        ? [join(root, entry.name)]
        : [],
  );
}

/** Every compressible file under `dir` (the client folder: a few hundred files). */
async function treeFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  return names.filter(isCompressible).map((name) => join(dir, name));
}

/** A locale's build folder's files: its pages and root files, and its db.json files. */
async function localeFiles(dir: string) {
  const [html, db] = await Promise.all([
    rootFiles(join(dir, 'html'), 'index.html'),
    rootFiles(join(dir, 'db'), 'db.json'),
  ]);
  return { html, db };
}

/** The compressible files of what `live` publishes in `outDir`, HTML first. */
export async function liveFiles(outDir: string, live: LiveRecord): Promise<string[]> {
  const locales = await Promise.all(
    Object.entries(live.locales).map(([code, { buildId }]) =>
      localeFiles(join(buildPath(outDir, buildId), code)),
    ),
  );
  const html = locales.flatMap((l) => l.html);
  const db = locales.flatMap((l) => l.db);
  return [...html, ...db, ...(await treeFiles(clientPath(outDir)))];
}

/** What a patch or a whole locale build put live (records/locale-build.ts `LocaleBuild`). */
export type PutLive = {
  locale: { locale: string };
  target: { kind: 'full' | 'patch' };
  /** A patch's files, relative to the build folder. */
  staged: readonly string[];
};

/**
 * The compressible files `builds` put live (the publisher's): a patch's staged pages and its
 * locale's root files (sitemaps, SPA shells, robots.txt); a locale built whole, all of its files.
 */
export async function filesPutLive(
  outDir: string,
  live: LiveRecord,
  builds: readonly PutLive[],
): Promise<string[]> {
  const files = await Promise.all(
    builds.map(async ({ locale, target, staged }) => {
      const buildId = live.locales[locale.locale]?.buildId;
      if (!buildId) return [];
      const build = buildPath(outDir, buildId);
      const html = join(build, locale.locale, 'html');
      if (target.kind === 'full') {
        const whole = await localeFiles(join(build, locale.locale));
        return [...whole.html, ...whole.db];
      }
      const roots = (await entriesOf(html)).filter((e) => e.isFile() && isCompressible(e.name));
      return [
        ...staged.filter(isCompressible).map((file) => join(build, file)),
        ...roots.map((entry) => join(html, entry.name)),
      ];
    }),
  );
  return files.flat();
}
