/** The breadcrumb trail of a page (shared by the visible trail and BreadcrumbList JSON-LD). */
import type { LocaleItem } from '../entities/locale';
import type { Page, PageType } from '../entities/page';
import { pageUrl } from '../rules/url';
import type { Crumb } from './jsonld';

/** The section page each type belongs to: its slug and the English source of its name. */
const SECTION: Partial<Record<PageType, { slug: string; name: string }>> = {
  casino: { slug: 'compare-casinos', name: 'Casinos' },
  'casino-bonus': { slug: 'compare-casinos', name: 'Casinos' },
  slot: { slug: 'casino-games', name: 'Slots' },
  'software-provider': { slug: 'casino-games', name: 'Slots' },
  article: { slug: 'sitemap', name: 'Articles' },
  author: { slug: 'about-us', name: 'Authors' },
  'payment-provider': { slug: 'sitemap', name: 'Payment methods' },
};

/**
 * Home → section (by page type) → page. `translate` turns the English source names into the
 * visitor's language (t from src/i18n), kept as a parameter so this file stays pure.
 */
export function breadcrumbsFor(
  page: Page,
  locale: LocaleItem,
  translate: (source: string) => string,
): Crumb[] {
  const home: Crumb = { name: translate('Home'), url: pageUrl(locale.url, 'home') };
  if (page.type === 'home') return [home];
  const section = SECTION[page.type];
  const crumbs = [home];
  if (section && section.slug !== page.slug)
    crumbs.push({ name: translate(section.name), url: pageUrl(locale.url, section.slug) });
  crumbs.push({ name: page.title, url: pageUrl(locale.url, page.slug) });
  return crumbs;
}
