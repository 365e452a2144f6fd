import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HtmlSitemap } from '../../../../src/components/content/HtmlSitemap';
import type { SitemapEntry } from '../../../../src/domain/entities/page-view';

describe('HtmlSitemap (every page in the HTML)', () => {
  it('names each page by its title, home first, the rest in Bulgarian order', () => {
    const pages: SitemapEntry[] = [
      { slug: 'about-us', type: 'default', title: 'За нас' },
      { slug: 'casino-bonuses', type: 'bonus-hub', title: 'Казино бонуси' },
      { slug: 'home', type: 'home', title: 'Начало' },
      { slug: 'not-found', type: 'default', title: 'Няма я' },
      { slug: 'terms-and-conditions', type: 'default', title: 'Общи условия' },
      { slug: 'no-title', type: 'article' },
    ];
    const html = renderToStaticMarkup(<HtmlSitemap pages={pages} directory="de" />);
    const links = [...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    expect(links).toEqual([
      ['Начало', '/de'],
      ['Казино бонуси', '/de/casino-bonuses'],
      ['no title', '/de/no-title'],
      ['За нас', '/de/about-us'],
      ['Общи условия', '/de/terms-and-conditions'],
    ]);
  });
});
