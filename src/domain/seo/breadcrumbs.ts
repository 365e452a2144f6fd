/** The breadcrumb trail of a page (shared by the visible trail and BreadcrumbList JSON-LD). */
import type { LocaleItem } from '../entities/locale';
import { HUB_SLUGS, type Page, type PageType } from '../entities/page';
import { pageUrl } from '../rules/url';
import type { Crumb } from './jsonld';

/**
 * The section each type belongs to: the English source of its name and the slug of its hub (a
 * hub lives in every locale that has pages of its type, so the crumb always lands on a page).
 */
const SECTION: Partial<Record<PageType, { slug: string; name: string }>> = {
  casino: { slug: HUB_SLUGS['casino-hub'], name: 'Casinos' },
  'casino-bonus': { slug: HUB_SLUGS['bonus-hub'], name: 'Bonuses' },
  slot: { slug: 'casino-games', name: 'Slots' },
  'software-provider': { slug: HUB_SLUGS['provider-hub'], name: 'Software providers' },
  article: { slug: HUB_SLUGS['article-hub'], name: 'Articles' },
  author: { slug: HUB_SLUGS['author-hub'], name: 'Authors' },
  'payment-provider': { slug: HUB_SLUGS['payment-hub'], name: 'Payment methods' },
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
    crumbs.push({
      name: translate(section.name),
      url: pageUrl(locale.url, section.slug),
    });
  crumbs.push({ name: page.title, url: pageUrl(locale.url, page.slug) });
  return crumbs;
}
