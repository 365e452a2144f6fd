/**
 * Publish, once a locale's build succeeded: a full build switches the locale's links to its own
 * folder; a patch moves its staged files into the live build one rename(2) each, as `rsync
 * --delay-updates` does. Then live.json names what is live, and old builds go to the trash.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { mkdir, readdir, rename, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { SITE_LANG } from '../src/config/constants';
import type { LiveRecord } from '../src/domain/entities/published-tree';
import { copyChanged, moveFiles, removePage, retireLink, writeAtomic } from './files';
import { buildDirOf, livePath } from './live';
import { manifestPath } from './manifest';
import { liveBuildIdOf, type LocaleBuild } from './locale-build';
import type { Site } from './site';
import { removeStaleParts } from './sitemaps';
import { recordScriptHashes, writeSiteHeaders } from './site-headers';
import { serverEnv } from '../src/config/server-env';

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
  const live = join(buildDirOf(site.outDir, liveId), code);
  const rootFiles = readdirSync(join(staging, 'html'), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(staging, 'html', entry.name));
  const trash = join(site.outDir, '.trash', `${site.buildId}-${code}`);
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
  const manifest = manifestPath(buildDirOf(site.outDir, liveId), code);
  retireLink(manifest, trash, 'manifest.json');
  renameSync(manifestPath(site.buildDir, code), manifest);
  renameSync(staging, join(trash, 'staging'));
}

/** Publishes the locales built whole, after the changed client assets; answers the live record. */
export async function publish(
  site: Site,
  builds: readonly LocaleBuild[],
  clientDir: string,
): Promise<LiveRecord> {
  const { outDir } = site;
  const record: LiveRecord = {
    lang: SITE_LANG,
    appVersion: site.appVersion,
    apiVersion: site.apiVersion,
    prerenderFolder: site.prerenderFolder,
    dbFolder: site.dbFolder,
    rootLocale: site.rootLocale,
    locales: { ...site.live?.locales },
  };
  // SPEC §9 content security policy: the inline scripts of the pages written, per build.
  await recordScriptHashes(
    outDir,
    site.buildId,
    builds.map((build) => ({
      code: build.locale.locale,
      buildId: liveBuildIdOf(build, site.buildId),
      hashes: build.scriptHashes,
    })),
  );
  copyChanged(clientDir, join(outDir, 'client'), (name) => name === '.vite');
  for (const build of builds) {
    const code = build.locale.locale;
    if (build.target.kind === 'patch')
      applyPatch(site, build, build.target.buildId, build.target.remove);
    const buildId = liveBuildIdOf(build, site.buildId);
    const folder = join(buildDirOf(outDir, buildId), code);
    await switchLink(join(outDir, SITE_LANG, site.prerenderFolder, code), join(folder, 'html'));
    await switchLink(join(outDir, SITE_LANG, site.dbFolder, code), join(folder, 'db'));
    record.locales[code] = {
      directory: build.locale.directory,
      url: build.locale.url,
      buildId,
      publishedAt: new Date().toISOString(),
    };
  }
  if (builds.length > 0) {
    await writeSiteHeaders(outDir, record, serverEnv(), {
      baseUrl: site.config.apiBaseUrl,
      backoffBaseMs: site.config.backoffBaseMs,
    });
    await writeAtomic(livePath(outDir), JSON.stringify(record, null, 2));
  }
  return record;
}

/**
 * Retires builds beyond the newest `keep` that no locale serves into {out}/.trash, deleted by a
 * detached `rm` that outlives this run, so deleting them is not on the publish path.
 */
export async function retireOldBuilds(outDir: string, live: LiveRecord, keep: number) {
  const dir = join(outDir, '.builds');
  const trash = join(outDir, '.trash');
  if (existsSync(dir)) {
    const inUse = new Set(Object.values(live.locales).map((l) => l.buildId));
    const builds = (await readdir(dir)).sort();
    const old = builds.filter((b) => !inUse.has(b)).slice(0, Math.max(0, builds.length - keep));
    if (old.length > 0) await mkdir(trash, { recursive: true });
    await Promise.all(old.map((b) => rename(join(dir, b), join(trash, b))));
  }
  if (!existsSync(trash)) return;
  const child = spawn('rm', ['-rf', trash], { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
}
