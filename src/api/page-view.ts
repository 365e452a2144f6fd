/**
 * Server-side assembly of a {@link PageView} for the dev server: locale by directory, then the
 * page, header and footer from the content API, through the HTTP client so server requests
 * carry the SPEC §7 headers (x-public-access included). The prerender pipeline has its own
 * batched path.
 */
import { Footer, Header, LocaleList, Page, WebsiteRecord } from '../domain/entities';
import type { PageView } from '../app/view';
import { SITE_LANG } from '../config/constants';
import { requestJson, type RequestContext } from './http';

const apiBase = (): string => process.env.API_BASE_URL ?? 'http://127.0.0.1:4000';

/** The server render's request context for `locale` (SPEC §6: public-access marker). */
function serverContext(locale: string): RequestContext {
  return {
    lang: SITE_LANG,
    currentLocale: locale,
    isPreview: false,
    isServer: true,
    stage: process.env.STAGE ?? 'local',
    firebaseProjectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-casino-bg',
  };
}

/** Resolves '/{first}/{second}' to a locale and slug and loads everything the page needs. */
export async function loadPageView(route: { first: string; second: string }): Promise<PageView> {
  const root = serverContext('bg-BG');
  const { locales } = await requestJson(`${apiBase()}/locales?lang=${SITE_LANG}`, LocaleList, root);
  const byDirectory = locales.find((l) => l.directory !== '' && l.directory === route.first);
  const locale = byDirectory ?? locales.find((l) => l.directory === '') ?? locales[0];
  if (!locale) throw new Error('No locale');
  const slug = (byDirectory ? route.second : route.first) || 'home';
  const ctx = serverContext(locale.locale);
  const get = <T>(path: string, schema: Parameters<typeof requestJson<T>>[1]) =>
    requestJson(`${apiBase()}${path}`, schema, ctx);
  const [page, header, footer, website] = await Promise.all([
    get(`/${slug}`, Page),
    get('/header-builders', Header),
    get('/footer', Footer),
    get(`/websites?lang=${SITE_LANG}`, WebsiteRecord),
  ]);
  return { page, locale, locales, header, footer, apiVersion: website.version.apiVersion };
}
