/**
 * The published CDN tree's contract between the prerender (which writes it), the local CDN and
 * the service worker build (which read it): the live record, the fixed folder names (product §7)
 * and where each part of the tree lives (docs/published-tree.md). Paths are plain strings: the
 * domain imports no node module, and every caller's `outDir` is absolute without a trailing slash.
 */
import { z } from 'zod';
import { SITE_LANG } from '../../config/constants';
import { HEADERS_FILE } from '../rules/headers-file';

/** The live record's file in an output folder: the one switch a publish makes (docs/published-tree.md). */
export const liveRecordPath = (outDir: string) => `${outDir}/${SITE_LANG}/live.json`;

/** Every build's folder, by id. */
export const buildsPath = (outDir: string) => `${outDir}/.builds`;

/** One build's folder: `{locale}/html`, `{locale}/db` and its manifests. */
export const buildPath = (outDir: string, buildId: string) => `${buildsPath(outDir)}/${buildId}`;

/** A locale's manifest in a build's (or a shard's record) folder. */
export const manifestPath = (dir: string, locale: string) => `${dir}/manifest-${locale}.json`;

/** A locale's inline-script hashes beside its manifest (product §9 CSP). */
export const scriptHashesPath = (buildDir: string, locale: string) =>
  `${buildDir}/script-hashes-${locale}.json`;

/** A sharded build's records, each shard's in `{i}-of-{n}` (docs/deploying.md). */
export const shardsPath = (outDir: string, buildId: string) => `${outDir}/.shards/${buildId}`;

/** Shard `index` of `count`'s record folder. */
export const shardPath = (outDir: string, buildId: string, index: number, count: number) =>
  `${shardsPath(outDir, buildId)}/${String(index)}-of-${String(count)}`;

/** What waits for deletion (retired builds, a patch's replaced files): `name` inside it, if given. */
export const trashPath = (outDir: string, name?: string) =>
  name === undefined ? `${outDir}/.trash` : `${outDir}/.trash/${name}`;

/** The site's security headers file (src/domain/rules/headers-file.ts). */
export const headersPath = (outDir: string) => `${outDir}/${HEADERS_FILE}`;

/** The publish lock: one run that publishes at a time (prerender/lock.ts). */
export const publishLockPath = (outDir: string) => `${outDir}/.prerender.lock`;

/**
 * A locale's published link in a versioned folder (`prerenderFolder` for HTML, `dbFolder` for
 * db.json): what the CDN serves, pointing into the locale's live build.
 */
export const publishedLocalePath = (outDir: string, folder: string, locale: string) =>
  `${outDir}/${SITE_LANG}/${folder}/${locale}`;

/** The client build's copy that pages load their assets from. */
export const clientPath = (outDir: string) => `${outDir}/client`;

/**
 * What one build is (product §7 versioned folders): the versions it was made from, the folders they
 * name and the locale at the root. The live record, a shard's record, the prerender's run and
 * the service worker's version all carry it.
 */
export const BuildIdentity = z.object({
  /** The app version the pages were rendered with. */
  appVersion: z.string(),
  /** The content API version the pages were read from. */
  apiVersion: z.string(),
  /** The versioned HTML folder (prerender-{version}). */
  prerenderFolder: z.string(),
  /** The versioned db.json folder (db-files-{apiVersion}). */
  dbFolder: z.string(),
  /** The locale served at the root. */
  rootLocale: z.string(),
});
export type BuildIdentity = z.infer<typeof BuildIdentity>;

/** The identity fields of `source`, and nothing else of it. */
export function buildIdentityOf(source: BuildIdentity): BuildIdentity {
  const { appVersion, apiVersion, prerenderFolder, dbFolder, rootLocale } = source;
  return { appVersion, apiVersion, prerenderFolder, dbFolder, rootLocale };
}

/** The published pointer ({out}/{lang}/live.json): the build's identity, each locale's build. */
export const LiveRecord = BuildIdentity.extend({
  /** The site language (product §7 `lang`). */
  lang: z.string(),
  /** Each published locale: its directory, URL, the build it serves and when it went live. */
  locales: z.record(
    z.string(),
    z.object({
      directory: z.string(),
      url: z.string(),
      buildId: z.string(),
      publishedAt: z.string(),
    }),
  ),
});
export type LiveRecord = z.infer<typeof LiveRecord>;

/** The home page's slug. */
export const HOME_SLUG = 'home';

/**
 * The folder of a locale's SPA shell (/go/* and the account screens, product §2), next to its
 * slugs: a slug never starts with '_'.
 */
export const SPA_FOLDER = '__spa';

/** The not-found page's slug: served as the body of every 404, never as a page of its own. */
export const NOT_FOUND_SLUG = 'not-found';
