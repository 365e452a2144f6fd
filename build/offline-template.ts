/**
 * Build-time parts of the service worker step, pure so they are table-tested: the
 * offline page template made from a prerendered page of the site layout, the assets it needs,
 * and the worker's version.
 */
import { createHash } from 'node:crypto';
import { SITE_NAME } from '../src/components/layout/site';
import type { BuildIdentity } from '../src/domain/entities/published-tree';
import { t } from '../src/i18n';
import { escapeHtml, OFFLINE_EMPTY_ATTRIBUTE, OFFLINE_LIST_MARKER } from '../src/sw/offline-page';

const MAIN = /<main id="main"([^>]*)>[\s\S]*<\/main>/;
const TITLE = /<title>[^<]*<\/title>/;
/** Head links that name the page the template was made from; the offline page has none. */
const PAGE_LINKS = /<link rel="(?:canonical|alternate)"[^>]*>|<meta property="og:[^>]*>/g;

/**
 * The offline page: `pageHtml` (a prerendered page, so header, footer, styles and the eager
 * script are the live build's) with its own title and, in place of the page's main content,
 * the offline notice and the marker the worker fills with the pages it holds.
 */
export function offlineTemplate(pageHtml: string): string {
  if (!MAIN.test(pageHtml) || !TITLE.test(pageHtml)) {
    throw new Error('offline page: the source page has no <main id="main"> or <title>');
  }
  const main =
    `<article class="page" data-offline="">` +
    `<h1>${escapeHtml(t('You are offline'))}</h1>` +
    `<p>${escapeHtml(t('This page has not been saved for reading offline yet.'))}</p>` +
    `<h2>${escapeHtml(t('Available offline'))}</h2>${OFFLINE_LIST_MARKER}` +
    `<p ${OFFLINE_EMPTY_ATTRIBUTE}="">${escapeHtml(t('No pages are saved for offline reading yet.'))}</p>` +
    `</article>`;
  return pageHtml
    .replace(TITLE, `<title>${escapeHtml(`${t('You are offline')} | ${t(SITE_NAME)}`)}</title>`)
    .replace(PAGE_LINKS, '')
    .replace(MAIN, (_whole, attributes: string) => `<main id="main"${attributes}>${main}</main>`);
}

/** The hashed assets a page names (its eager script, modulepreloads and styles), each once. */
export function pageAssets(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1] ?? '')),
  ];
}

/** What makes one published build: its identity and each locale's build. */
export type BuildFacts = Omit<BuildIdentity, 'rootLocale'> & {
  locales: Record<string, { buildId: string }>;
};

/**
 * The worker's version: a new full build (a new app build or locale context) or a changed
 * offline page makes a new worker, hence the refresh popup; an incremental content patch keeps
 * the build ids, so it does not (its HTML is fetched network-first anyway).
 */
export function workerVersion(live: BuildFacts, offlinePage: string): string {
  const builds = Object.entries(live.locales)
    .map(([locale, l]) => `${locale}=${l.buildId}`)
    .sort();
  const facts = [live.appVersion, live.apiVersion, live.prerenderFolder, live.dbFolder, ...builds];
  const hash = createHash('sha256').update(facts.join('\n')).update('\n').update(offlinePage);
  return `${live.appVersion}+${hash.digest('hex').slice(0, 12)}`;
}
