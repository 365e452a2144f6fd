/**
 * Server-side assembly of a {@link PageView} for the dev server: locale by directory, then the
 * page, header and footer from the content API. The prerender pipeline has its own batched path.
 */
import { Footer, Header, LocaleList, Page, WebsiteRecord } from '../domain/entities';
import type { PageView } from '../app/view';

const apiBase = (): string => process.env.API_BASE_URL ?? 'http://127.0.0.1:4000';

async function getJson(path: string, locale: string): Promise<unknown> {
  const response = await fetch(`${apiBase()}${path}`, {
    headers: { 'x-locale': locale, 'x-lang': 'bg', 'x-public-access': 'true' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** Resolves '/{first}/{second}' to a locale and slug and loads everything the page needs. */
export async function loadPageView(route: { first: string; second: string }): Promise<PageView> {
  const { locales } = LocaleList.parse(await getJson('/locales?lang=bg', 'bg-BG'));
  const byDirectory = locales.find((l) => l.directory !== '' && l.directory === route.first);
  const root = locales.find((l) => l.directory === '') ?? locales[0];
  const locale = byDirectory ?? root;
  if (!locale) throw new Error('No locale');
  const slug = (byDirectory ? route.second : route.first) || 'home';
  const [page, header, footer, website] = await Promise.all([
    getJson(`/${slug}`, locale.locale).then((v) => Page.parse(v)),
    getJson('/header-builders', locale.locale).then((v) => Header.parse(v)),
    getJson('/footer', locale.locale).then((v) => Footer.parse(v)),
    getJson('/websites?lang=bg', locale.locale).then((v) => WebsiteRecord.parse(v)),
  ]);
  return { page, locale, locales, header, footer, apiVersion: website.version.apiVersion };
}
