/** The run's set-up: the site's lists, the folders they name (product §7), the live record, the id. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { DB_FILES_FOLDER, PRERENDER_FOLDER, SITE_LANG } from '../../src/config/constants';
import { serverEnv } from '../../src/config/server-env';
import {
  Footer,
  Header,
  LocaleList,
  PageList,
  SiteSettings,
  WebsiteRecord,
  type LocaleItem,
  type Publisher,
} from '../../src/domain/entities';
import type { BuildIdentity, LiveRecord } from '../../src/domain/entities/published-tree';
import { rootLocale } from '../../src/domain/rules/locale-path';
import { dbFilesFolderName, prerenderFolderName } from '../../src/domain/rules/versions';
import { buildPath, shardPath } from '../../src/domain/entities/published-tree';
import type { Mode, PrerenderConfig } from '../config';
import { readLive } from './live';
import { checkPages, type RefusedPage } from './page-list';
import { SITEMAP_LIST_PATH } from '../../src/api/route-data';
import { fetchListData, fetchListKeyed } from './pages';

/** What every stage of a run knows of the site: the build's identity and where it goes. */
export type Site = BuildIdentity & {
  config: PrerenderConfig;
  outDir: string;
  buildId: string;
  buildDir: string;
  locales: LocaleList['locales'];
  targets: LocaleList['locales'];
  /** The live record when its folders are this run's (its builds can be patched). */
  live: LiveRecord | null;
  /** Where the manifests go: the build's folder, or a shard's own for the merge. */
  recordDir: string;
  /** One machine, a shard or a merge (config.ts). */
  mode: Mode;
};

const apiOf = (config: PrerenderConfig) => ({
  baseUrl: config.apiBaseUrl,
  backoffBaseMs: config.backoffBaseMs,
});

const list = <T extends z.ZodType>(
  config: PrerenderConfig,
  path: string,
  locale: string,
  schema: T,
) => fetchListData(apiOf(config), path, locale, schema);

/**
 * A locale with its page list (checked, prerender/read/page-list.ts), header, footer and publisher,
 * as the CMS answered them; the pages its list refused, and a log line of each refusal and
 * duplicate.
 */
export type LocaleLists = {
  locale: LocaleItem;
  /** Read with the pages' titles: the HTML sitemap shows this build's list (render/locale.ts). */
  list: PageList;
  /** The content keys the list's answer named (the HTML sitemap page depends on them). */
  listKeys: string;
  header: Header;
  footer: Footer;
  /** Who runs the site (the site settings), as the locale's legal pages name it. */
  publisher: Publisher;
  refused: RefusedPage[];
  notes: string[];
};

/** Reads a locale's page list, header, footer and the site settings' publisher. */
export async function readLocaleLists(site: Site, locale: LocaleItem): Promise<LocaleLists> {
  const { config } = site;
  const [{ data: pages, keys: listKeys }, header, footer, settings] = await Promise.all([
    fetchListKeyed(apiOf(config), SITEMAP_LIST_PATH, locale.locale, PageList),
    list(config, '/header-builders', locale.locale, Header),
    list(config, '/footer', locale.locale, Footer),
    list(config, `/site-settings?lang=${SITE_LANG}`, locale.locale, SiteSettings),
  ]);
  const checked = checkPages(locale, pages.pages, site.locales);
  const { refused, lines: notes } = checked;
  const { publisher } = settings;
  const lists = { ...pages, pages: checked.pages };
  return { locale, list: lists, listKeys, header, footer, publisher, refused, notes };
}

/** Reads the site's lists and the live record; throws for a locale the site does not have. */
export async function readSite(config: PrerenderConfig, outDir: string): Promise<Site> {
  const [listed, website, live] = await Promise.all([
    list(config, `/locales?lang=${SITE_LANG}`, 'bg-BG', LocaleList),
    list(config, `/websites?lang=${SITE_LANG}`, 'bg-BG', WebsiteRecord),
    readLive(outDir),
  ]);
  const unknown = config.locales.filter((l) => !listed.locales.some((x) => x.locale === l));
  if (unknown.length) throw new Error(`Unknown locale(s): ${unknown.join(', ')}`);
  const appVersion = serverEnv().appVersion;
  const apiVersion = website.version.apiVersion;
  const prerenderFolder = prerenderFolderName(PRERENDER_FOLDER, appVersion, apiVersion);
  const dbFolder = dbFilesFolderName(DB_FILES_FOLDER, apiVersion);
  const { mode } = config;
  const buildId = mode.buildId ?? newBuildId();
  // A live build's folder is what visitors read: a new run writing into it, or moving it aside
  // once done, would change or empty the live site (docs/published-tree.md).
  if (
    mode.kind !== 'merge' &&
    Object.values(live?.locales ?? {}).some((l) => l.buildId === buildId)
  )
    throw new BuildIdRefused(`build ${buildId} is live: give this run a new --build-id`);
  return {
    config,
    outDir,
    buildId,
    buildDir: buildPath(outDir, buildId),
    recordDir:
      mode.kind === 'shard'
        ? shardPath(outDir, buildId, mode.index, mode.count)
        : buildPath(outDir, buildId),
    locales: listed.locales,
    targets: listed.locales.filter(
      (l) => !l.lock && (config.locales.length === 0 || config.locales.includes(l.locale)),
    ),
    rootLocale: rootLocale(listed.locales)?.locale ?? listed.locales[0]?.locale ?? 'bg-BG',
    appVersion,
    apiVersion,
    prerenderFolder,
    dbFolder,
    live: live?.prerenderFolder === prerenderFolder && live.dbFolder === dbFolder ? live : null,
    mode,
  };
}

/** A --build-id this run cannot write under. */
export class BuildIdRefused extends Error {}

/** A build id that sorts by time (old builds are retired by it). */
function newBuildId(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14);
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}
