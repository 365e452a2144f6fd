/**
 * Server-side assembly of a {@link PageView} for the dev server: locale by directory, then the
 * page, header and footer from the content API, through the HTTP client so server requests
 * carry the product §7 headers (x-public-access included). The prerender pipeline has its own
 * batched path.
 */
import { Footer, Header, LocaleList, Page, WebsiteRecord } from '../domain/entities';
import type { PageView } from '../domain/entities/page-view';
import { localeOfPath } from '../domain/rules/locale-path';
import { SITE_LANG } from '../config/constants';
import { serverEnv } from '../config/server-env';
import { requestJson } from './http';
import { readRouteData, type ReadJson } from './route-data';
import { serverContext } from './server-context';

const apiBase = (): string => serverEnv().apiBaseUrl;

/** How long a server render reuses the locale-wide reads (locales, header, footer, website). */
export const SHARED_READ_TTL_MS = 1000;
const sharedReads = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * The locale-wide reads are the same for every page: under load (a burst of renders, vike's
 * own prerender) each is read at most once a {@link SHARED_READ_TTL_MS}; a failed read is
 * forgotten at once.
 */
function shared<T>(key: string, read: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = sharedReads.get(key);
  if (hit && now - hit.at < SHARED_READ_TTL_MS) return hit.value as Promise<T>;
  const value = read();
  sharedReads.set(key, { at: now, value });
  value.catch(() => {
    if (sharedReads.get(key)?.value === value) sharedReads.delete(key);
  });
  return value;
}

/** Resolves '/{first}/{second}' to a locale and slug and loads everything the page needs. */
export async function loadPageView(route: { first: string; second: string }): Promise<PageView> {
  const root = serverContext('bg-BG');
  const { locales } = await shared('locales', () =>
    requestJson(`${apiBase()}/locales?lang=${SITE_LANG}`, LocaleList, root),
  );
  const path = localeOfPath(`/${route.first}/${route.second}`, locales);
  const locale = path.locale ?? locales[0];
  if (!locale) throw new Error('No locale');
  const slug = path.rest[0] ?? 'home';
  const ctx = serverContext(locale.locale);
  const get: ReadJson = (path, schema) => requestJson(`${apiBase()}${path}`, schema, ctx);
  const [page, header, footer, website, routeData] = await Promise.all([
    get(`/${slug}`, Page),
    shared(`header:${locale.locale}`, () => get('/header-builders', Header)),
    shared(`footer:${locale.locale}`, () => get('/footer', Footer)),
    shared('website', () => get(`/websites?lang=${SITE_LANG}`, WebsiteRecord)),
    readRouteData(slug, get),
  ]);
  const apiVersion = website.version.apiVersion;
  return { page, locale, locales, header, footer, apiVersion, ...(routeData ? { routeData } : {}) };
}
