/**
 * The compress stage, after sitemaps and before publish: a brotli and a gzip sibling
 * (`{file}.br`, `{file}.gz`) of every text file this run wrote without them (sitemaps,
 * robots.txt; the render workers write each page's own) and of every client file whose sibling
 * is missing or stale, so the CDN sends them as they are (README "The published tree on object
 * storage"). A sibling carries its file's modification time, which is how the CDN knows it
 * belongs to that version. Files compress on zlib's thread pool, a few at once.
 */
import { availableParallelism } from 'node:os';
import { mkdir, readdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';
import {
  PRECOMPRESSED,
  isCompressible,
  isSiblingOf,
  siblingPath,
} from '../../src/domain/rules/precompressed';
import { encode } from '../render/encodings';
import type { LocaleBuild } from '../records/locale-build';
import type { Site } from '../read/site';

const FILES_IN_FLIGHT_PER_CORE = 4;

/** One file to compress: its siblings go beside `target` (the file itself, or its copy). */
type Job = { source: string; target: string };

/** Writes both siblings of one file, each renamed into place with the file's time. */
async function compressOne({ source, target }: Job): Promise<number> {
  const [bytes, info] = await Promise.all([readFile(source), stat(source)]);
  // A client file's copy may not be there yet: publish copies it after this stage.
  if (target !== source) await mkdir(dirname(target), { recursive: true });
  const written = await Promise.all(
    PRECOMPRESSED.map(async (encoding) => {
      const sibling = siblingPath(target, encoding);
      const body = await encode(bytes, encoding);
      const temp = `${sibling}.${String(process.pid)}.tmp`;
      await writeFile(temp, body);
      await utimes(temp, info.atimeMs / 1000, info.mtimeMs / 1000);
      await rename(temp, sibling);
      return body.length;
    }),
  );
  return written.reduce((sum, n) => sum + n, bytes.length);
}

/** The compressible files under `dir`, relative to it (names `skip` answers true for left out). */
async function compressibleFiles(dir: string, skip: (name: string) => boolean): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.filter((name) => isCompressible(name) && !name.split('/').some(skip));
}

/** The files directly in `dir`, not in its subfolders; none when it is not there. */
async function filesIn(dir: string): Promise<{ files: string[]; folders: string[] }> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    const names = (keep: (e: (typeof entries)[number]) => boolean) =>
      entries.filter(keep).map((e) => e.name);
    return { files: names((e) => e.isFile()), folders: names((e) => e.isDirectory()) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], folders: [] };
    throw error;
  }
}

/**
 * The compressible files of this run's own locale folder that lack a sibling: those in it and in
 * its `html` and `db` folders (sitemaps, robots.txt). A page's own folder, one level further
 * down, holds the siblings its writer wrote along (prerender/render/output.ts), so a build's hundred thousand
 * page folders are never listed.
 */
async function unsiblingedFiles(folder: string): Promise<string[]> {
  const top = await filesIn(folder);
  const below = await Promise.all(
    top.folders.map(async (name) =>
      (await filesIn(join(folder, name))).files.map((file) => join(name, file)),
    ),
  );
  const names = [...top.files, ...below.flat()];
  const present = new Set(names);
  return names.filter(
    (name) =>
      isCompressible(name) &&
      PRECOMPRESSED.some((encoding) => !present.has(siblingPath(name, encoding))),
  );
}

/** Client files whose copy in `{out}/client` has no sibling of this version yet. */
async function clientJobs(clientDir: string, outClient: string): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const name of await compressibleFiles(clientDir, (part) => part === '.vite')) {
    const source = join(clientDir, name);
    const target = join(outClient, name);
    const [file, sibling] = await Promise.all([
      stat(source),
      stat(siblingPath(target, 'br')).catch(() => null),
    ]);
    if (!sibling || !isSiblingOf(file.mtimeMs, sibling.mtimeMs)) jobs.push({ source, target });
  }
  return jobs;
}

/**
 * Compresses what this run publishes: every file of each build's own folder (a full build's
 * pages, a patch's staged pages, the sitemaps) and the client files changed since the last run.
 * Answers the builds with each patch's staged siblings listed, so publish moves them along.
 */
export async function compressBuilds(
  site: Site,
  builds: readonly LocaleBuild[],
  { clientDir, log }: { clientDir: string; log: (line: string) => void },
): Promise<LocaleBuild[]> {
  const started = Date.now();
  const jobs = await clientJobs(clientDir, join(site.outDir, 'client'));
  for (const build of builds) {
    const folder = join(site.buildDir, build.locale.locale);
    for (const name of await unsiblingedFiles(folder))
      jobs.push({ source: join(folder, name), target: join(folder, name) });
  }
  // Enough files in flight that zlib's pool always has work while others read and write.
  const limit = pLimit(FILES_IN_FLIGHT_PER_CORE * availableParallelism());
  const sizes = await Promise.all(jobs.map((job) => limit(() => compressOne(job))));
  const megabytes = sizes.reduce((sum, n) => sum + n, 0) / 1e6;
  log(
    `prerender: compressed ${String(jobs.length)} files (${megabytes.toFixed(1)} MB with their siblings) in ${((Date.now() - started) / 1000).toFixed(2)} s`,
  );
  return builds.map((build) =>
    build.target.kind === 'patch'
      ? {
          ...build,
          // The writer staged a page's siblings already; each file moves once.
          staged: [
            ...new Set(
              build.staged.flatMap((file) =>
                isCompressible(file)
                  ? [file, ...PRECOMPRESSED.map((encoding) => siblingPath(file, encoding))]
                  : [file],
              ),
            ),
          ],
        }
      : build,
  );
}
