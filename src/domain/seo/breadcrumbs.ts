/** The breadcrumb trail of a page (shared by the visible trail and BreadcrumbList JSON-LD). */
import type { LocaleItem } from '../entities/locale';
import type { Page, PageType } from '../entities/page';
import { pageUrl } from '../rules/url';
import type { Crumb } from './jsonld';

/**
 * The section each type belongs to: the English source of its name and the slug of its page, or
 * null while the section has no page of its own (SPEC §2 names no hub of articles, authors or
 * payment methods): its crumb is then text, never a link to a page that is something else.
 */
const SECTION: Partial<Record<PageType, { slug: string | null; name: string }>> = {
  casino: { slug: 'compare-casinos', name: 'Casinos' },
  'casino-bonus': { slug: 'compare-casinos', name: 'Casinos' },
  slot: { slug: 'casino-games', name: 'Slots' },
  'software-provider': { slug: 'casino-games', name: 'Slots' },
  article: { slug: null, name: 'Articles' },
  author: { slug: null, name: 'Authors' },
  'payment-provider': { slug: null, name: 'Payment methods' },
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
      url: section.slug === null ? null : pageUrl(locale.url, section.slug),
    });
  crumbs.push({ name: page.title, url: pageUrl(locale.url, page.slug) });
  return crumbs;
}
