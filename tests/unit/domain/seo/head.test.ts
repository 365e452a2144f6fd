import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '../../../../src/domain/seo/breadcrumbs';
import { headData, hreflangLinks } from '../../../../src/domain/seo/head';
import { pageJsonLd } from '../../../../src/domain/seo/jsonld';
import { pageView } from '../../../fixtures/content';

const id = (s: string) => s;

/** JSON-LD nodes of a fixture page, round-tripped through JSON like the page does. */
function ld(type: Parameters<typeof pageView>[0], slug: string) {
  const v = pageView(type, slug);
  const nodes = pageJsonLd(v.page, v.locale, breadcrumbsFor(v.page, v.locale, id), 'Сайт');
  return JSON.parse(JSON.stringify(nodes)) as Record<string, unknown>[];
}

describe('JSON-LD builders', () => {
  it('home: Organization and WebSite, no breadcrumbs', () => {
    expect(ld('home', 'home').map((n) => n['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('casino: Review of an Organization with the mean rating, then BreadcrumbList', () => {
    const [review, crumbs] = ld('casino', 'yantra-royal');
    expect(review?.['@type']).toBe('Review');
    expect(review?.itemReviewed).toMatchObject({ '@type': 'Organization', name: 'Yantra Royal' });
    expect(review?.reviewRating).toMatchObject({ ratingValue: 8.5, bestRating: 10 });
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
  });

  it('slot: Game', () => {
    expect(ld('slot', 'golden-fruits')[0]).toMatchObject({
      '@type': 'Game',
      name: 'Golden Fruits',
    });
  });

  it('article: Article with a Person author', () => {
    expect(ld('article', 'volatilnost')[0]).toMatchObject({
      '@type': 'Article',
      author: { '@type': 'Person', name: 'Николай Стоянов' },
    });
  });

  it('breadcrumbs: home → section → page with absolute lowercase URLs', () => {
    const crumbs = ld('casino', 'yantra-royal')[1]?.itemListElement as { item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([
      'https://kazino.example',
      'https://kazino.example/online-casinos',
      'https://kazino.example/yantra-royal',
    ]);
  });
});

describe('head data (product §9)', () => {
  it('canonical and alternates are lowercase without a trailing slash, plus x-default', () => {
    const v = pageView('casino', 'yantra-royal');
    v.page.canonical = 'https://Kazino.example/Yantra-Royal/';
    v.page.alternates = [
      { locale: 'bg-BG', url: 'https://kazino.example/YANTRA-royal/' },
      { locale: 'bg-DE', url: 'https://kazino.example/de/yantra-royal' },
    ];
    const head = headData(v.page, v.locale, v.locales);
    expect(head.canonical).toBe('https://kazino.example/yantra-royal');
    expect(head.alternates).toEqual([
      { hreflang: 'bg-bg', href: 'https://kazino.example/yantra-royal' },
      { hreflang: 'bg-de', href: 'https://kazino.example/de/yantra-royal' },
      { hreflang: 'x-default', href: 'https://kazino.example/yantra-royal' },
    ]);
  });

  it('builds alternates from the locales when the CMS gives none, skipping locked ones', () => {
    const v = pageView('slot', 'golden-fruits');
    v.page.alternates = [];
    const locked = v.locales.map((l) => (l.directory ? { ...l, lock: true } : l));
    expect(hreflangLinks(v.page, locked).map((a) => a.hreflang)).toEqual(['bg-bg', 'x-default']);
  });

  it('Open Graph: 480x320 png, bg_BG, twitter site from the locale; noindex on search', () => {
    const v = pageView('home', 'home');
    const head = headData(v.page, v.locale, v.locales);
    expect(head.og).toMatchObject({
      imageWidth: 480,
      imageHeight: 320,
      imageType: 'image/png',
      locale: 'bg_BG',
      image: 'https://kazino.example/media/og.svg',
    });
    expect(head.twitter.site).toBe('@kazinobg');
    expect(head.robots).toBeNull();
    const s = pageView('default', 'search');
    expect(headData(s.page, s.locale, s.locales).robots).toBe('noindex, follow');
  });

  it('the SPA shell is noindex with no canonical or hreflang (it serves many addresses)', () => {
    const v = pageView('default', 'go');
    const head = headData(v.page, v.locale, v.locales);
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBeNull();
    expect(head.alternates).toEqual([]);
    expect(head.og.url).toBe(v.locale.url);
  });
});
