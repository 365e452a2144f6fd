import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '../../../../src/domain/seo/breadcrumbs';
import { breadcrumbList } from '../../../../src/domain/seo/jsonld';
import type { PageType } from '../../../../src/domain/entities';
import { pageView } from '../../../fixtures/content';

const id = (s: string) => s;
const crumbsOf = (type: PageType, slug: string) => {
  const v = pageView(type, slug);
  return breadcrumbsFor(v.page, v.locale, id);
};

describe('breadcrumbs link only to pages that exist', () => {
  it.each([
    ['casino', 'yantra-royal', 'Casinos', 'https://kazino.example/compare-casinos'],
    ['casino-bonus', 'yantra-royal-bonus', 'Casinos', 'https://kazino.example/compare-casinos'],
    ['slot', 'golden-fruits', 'Slots', 'https://kazino.example/casino-games'],
    ['software-provider', 'amusnet', 'Slots', 'https://kazino.example/casino-games'],
  ] as const)('%s: its section crumb links to the section page', (type, slug, name, url) => {
    expect(crumbsOf(type, slug)[1]).toEqual({ name, url });
  });

  // No hub page of authors, articles or payment methods exists yet: the crumb is text.
  it.each([
    ['author', 'nikolay-stoyanov', 'Authors'],
    ['article', 'volatilnost', 'Articles'],
    ['payment-provider', 'visa', 'Payment methods'],
  ] as const)('%s: its section crumb has no link', (type, slug, name) => {
    const crumbs = crumbsOf(type, slug);
    expect(crumbs.map((c) => c.name)).toEqual(['Home', name, crumbs[2]?.name]);
    expect(crumbs[1]?.url).toBeNull();
  });

  it('BreadcrumbList leaves a crumb without a page out and numbers the rest in order', () => {
    const list = breadcrumbList(crumbsOf('author', 'nikolay-stoyanov')) as {
      itemListElement: { position: number; item: string }[];
    };
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(list.itemListElement.map((i) => i.item)).toEqual([
      'https://kazino.example',
      'https://kazino.example/nikolay-stoyanov',
    ]);
  });
});
