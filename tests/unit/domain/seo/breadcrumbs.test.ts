import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '../../../../src/domain/seo/breadcrumbs';
import { breadcrumbList } from '../../../../src/domain/seo/jsonld';
import { HUB_TYPES, type PageType } from '../../../../src/domain/entities';
import { pageView } from '../../../fixtures/content';

const id = (s: string) => s;
const crumbsOf = (type: PageType, slug: string) => {
  const v = pageView(type, slug);
  return breadcrumbsFor(v.page, v.locale, id);
};

describe('breadcrumbs link only to pages that exist', () => {
  // Each section's crumb lands on its hub (or, for slots, the games listing).
  it.each([
    ['casino', 'yantra-royal', 'Casinos', 'https://kazino.example/online-casinos'],
    ['casino-bonus', 'yantra-royal-bonus', 'Bonuses', 'https://kazino.example/casino-bonuses'],
    ['slot', 'golden-fruits', 'Slots', 'https://kazino.example/casino-games'],
    [
      'software-provider',
      'amusnet',
      'Software providers',
      'https://kazino.example/software-providers',
    ],
    ['author', 'nikolay-stoyanov', 'Authors', 'https://kazino.example/our-authors'],
    ['article', 'volatilnost', 'Articles', 'https://kazino.example/articles'],
    ['payment-provider', 'visa', 'Payment methods', 'https://kazino.example/payment-methods'],
  ] as const)('%s: its section crumb links to its hub', (type, slug, name, url) => {
    expect(crumbsOf(type, slug)[1]).toEqual({ name, url });
  });

  it.each(HUB_TYPES)('the %s page itself is home → hub', (type) => {
    expect(crumbsOf(type, 'hub').map((c) => c.name)).toEqual(['Home', expect.any(String)]);
  });

  it('BreadcrumbList leaves a crumb without a page out and numbers the rest in order', () => {
    const list = breadcrumbList([
      { name: 'Home', url: 'https://kazino.example' },
      { name: 'Section', url: null },
      { name: 'Page', url: 'https://kazino.example/page' },
    ]) as { itemListElement: { position: number; item: string }[] };
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(list.itemListElement.map((i) => i.item)).toEqual([
      'https://kazino.example',
      'https://kazino.example/page',
    ]);
  });
});
