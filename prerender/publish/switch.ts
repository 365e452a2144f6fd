/**
 * Publish, once a locale's build succeeded: a full build switches the locale's links to its own
 * folder; a patch moves its staged files into the live build one rename(2) each, as `rsync
 * --delay-updates` does. Then (run.ts) the headers file, live.json, and old builds to the trash.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { mkdir, readdir, rename, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { SITE_LANG } from '../../src/config/constants';
import {
  buildIdentityOf,
  buildPath,
  buildsPath,
  clientPath,
  liveRecordPath,
  manifestPath,
  publishedLocalePath,
  trashPath,
  type LiveRecord,
} from '../../src/domain/entities/published-tree';
import { copyChanged, moveFiles, removePage, retireLink, writeAtomic } from '../files';
import { liveBuildIdOf, type LocaleBuild } from '../records/locale-build';
import type { Site } from '../read/site';
import { removeStaleParts } from './sitemaps';

/** Replaces a symlink atomically (a new link renamed over the old one). */
async function switchLink(linkPath: string, target: string): Promise<void> {
  await mkdir(dirname(linkPath), { recursive: true });
  const temp = `${linkPath}.${randomBytes(4).toString('hex')}.tmp`;
  await symlink(relative(dirname(linkPath), target), temp);
  await rename(temp, linkPath);
}

/**
 * Moves a patch's staged files (pages, SPA shell, sitemaps, robots.txt) into the live build
 * `liveId`, removes the pages and sitemap parts no longer there, then replaces the manifest.
 */
function applyPatch(site: Site, build: LocaleBuild, liveId: string, remove: readonly string[]) {
  const code = build.locale.locale;
  const staging = join(site.buildDir, code);
  const live = join(buildPath(site.outDir, liveId), code);
  const rootFiles = readdirSync(join(staging, 'html'), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(staging, 'html', entry.name));
  const trash = trashPath(site.outDir, `${site.buildId}-${code}`);
  moveFiles(
    [...build.staged.map((file) => join(site.buildDir, file)), ...rootFiles].map((file) => [
      file,
      join(live, relative(staging, file)),
    ]),
    trash,
  );
  for (const slug of remove) {
    removePage(join(live, 'html'), slug);
    removePage(join(live, 'db'), slug);
  }
  removeStaleParts(
    join(live, 'html'),
    rootFiles.map((file) => basename(file)),
  );
  const manifest = manifestPath(buildPath(site.outDir, liveId), code);
  retireLink(manifest, trash, 'manifest.json');
  renameSync(manifestPath(site.buildDir, code), manifest);
  renameSync(staging, join(trash, 'staging'));
}

/**
 * Publishes the locales built whole, after the changed client assets: each locale's links (and
 * a patch's files) switch; answers the live record to write once the headers file is.
 */
export async function publish(
  site: Site,
  builds: readonly LocaleBuild[],
  clientDir: string,
): Promise<LiveRecord> {
  const { outDir } = site;
  const record: LiveRecord = {
    lang: SITE_LANG,
    ...buildIdentityOf(site),
    locales: { ...site.live?.locales },
  };
  copyChanged(clientDir, clientPath(outDir), (name) => name === '.vite');
  for (const build of builds) {
    const code = build.locale.locale;
    if (build.target.kind === 'patch')
      applyPatch(site, build, build.target.buildId, build.target.remove);
    const buildId = liveBuildIdOf(build, site.buildId);
    const folder = join(buildPath(outDir, buildId), code);
    await switchLink(publishedLocalePath(outDir, site.prerenderFolder, code), join(folder, 'html'));
    await switchLink(publishedLocalePath(outDir, site.dbFolder, code), join(folder, 'db'));
    record.locales[code] = {
      directory: build.locale.directory,
      url: build.locale.url,
      buildId,
      publishedAt: new Date().toISOString(),
    };
  }
  return record;
}

/** Names what is live: the last step of a publish, after the headers file that goes with it. */
export async function writeLiveRecord(outDir: string, record: LiveRecord): Promise<void> {
  await writeAtomic(liveRecordPath(outDir), JSON.stringify(record, null, 2));
}

/** True for a build folder with a locale's pages in it; a patch leaves only its report. */
async function hasPages(buildDir: string): Promise<boolean> {
  return (await readdir(buildDir, { withFileTypes: true })).some((entry) => entry.isDirectory());
}

/**
 * Hands the trash to a detached `rm` that outlives this run, so deleting is not on the publish
 * path. It is renamed aside first (under the publish lock): the next run's `.trash` is a new
 * folder, never one an earlier `rm` is emptying. Folders an `rm` stopped halfway go with it.
 */
function deleteTrash(outDir: string): void {
  const trash = trashPath(outDir);
  if (existsSync(trash)) renameSync(trash, `${trash}-${randomBytes(4).toString('hex')}`);
  const doomed = readdirSync(outDir)
    .filter((name) => name.startsWith(`${basename(trash)}-`))
    .map((name) => join(outDir, name));
  if (doomed.length === 0) return;
  const child = spawn('rm', ['-rf', ...doomed], { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
}

/**
 * Retires into {out}/.trash the builds with pages beyond the newest `keep` that no locale serves,
 * and the patches' report folders older than every build kept: those reports must not push a
 * build that a rollback needs out of the count. Then the trash is deleted in the background.
 */
export async function retireOldBuilds(outDir: string, live: LiveRecord, keep: number) {
  const dir = buildsPath(outDir);
  const trash = trashPath(outDir);
  if (existsSync(dir)) {
    const inUse = new Set(Object.values(live.locales).map((l) => l.buildId));
    const builds = (await readdir(dir)).sort();
    const paged = new Set<string>();
    for (const b of builds) if (await hasPages(join(dir, b))) paged.add(b);
    const kept = new Set([...builds.filter((b) => paged.has(b)).slice(-keep), ...inUse]);
    const oldestKept = [...kept].sort()[0] ?? '';
    const old = builds.filter((b) => !kept.has(b) && (paged.has(b) || b < oldestKept));
    if (old.length > 0) await mkdir(trash, { recursive: true });
    await Promise.all(old.map((b) => rename(join(dir, b), join(trash, b))));
  }
  deleteTrash(outDir);
}
