import { describe, expect, it } from 'vitest';
import type { LocaleItem } from '../../../../src/domain/entities';
import {
  checkLinks,
  collectLinks,
  joinIndexes,
  LinkCollector,
  type LinkIndex,
} from '../../../../prerender/check/links';
import type { LocaleBuild } from '../../../../prerender/records/locale-build';
import { localeBuild } from '../../../fixtures/locale-build';

const locale = (code: string, directory: string) =>
  ({ locale: code, directory, url: `https://kazino.example/${directory}` }) as LocaleItem;
const bg = locale('bg-BG', '');
const de = locale('bg-DE', 'de');
const at = locale('bg-AT', 'at');

const build = (
  item: LocaleItem,
  slugs: string[],
  links: LinkIndex,
  failedSlugs: string[] = [],
): LocaleBuild => localeBuild(item, slugs, { links, failedSlugs });

describe('collectLinks: the internal links of a rendered page', () => {
  const html = `<html><head><link rel="stylesheet" href="/assets/a.css"><link rel="canonical" href="https://kazino.example/x"></head><body>
<header><a class="site-logo" href="/de">Лого</a><a href="/de/about-us/">За нас</a>
<form class="search-form" action="/de/search" method="get"></form><a data-href="/nope" href="https://www.nra.bg/">НАП</a></header>
<main id="main"><a href="/de/yantra-royal?bonusId=9#top">Ревю</a><a href="//cdn.example/x">CDN</a>
<a href="/go/yantra-royal?bonusId=9" rel="nofollow">Играй</a><a href="/de/about-us">За нас</a></main>
<footer><a href="/de/sitemap">Карта</a><a href="mailto:x@example.com">Поща</a></footer></body></html>`;

  it('splits the content’s own links from the layout’s, drops query, fragment and trailing slash, skips other hosts, schemes and <link>', () => {
    const links = collectLinks(html);
    expect(links.own.sort()).toEqual(['/de/yantra-royal', '/go/yantra-royal']);
    expect(links.frame.sort()).toEqual(['/de', '/de/about-us', '/de/search', '/de/sitemap']);
  });

  it('a page without <main> has only links of its own', () => {
    expect(collectLinks('<a href="/a">a</a><a href="/">home</a>')).toEqual({
      own: ['/a', '/'],
      frame: [],
    });
  });
});

describe('LinkCollector and joinIndexes', () => {
  it('index each link with the first page holding it and how many do', () => {
    const c = new LinkCollector();
    c.add('home', { own: ['/a'], frame: ['/about-us', '/'] });
    c.add('a', { own: [], frame: ['/about-us', '/'] });
    expect(c.index()).toEqual({ '/a': ['home', 1], '/about-us': ['home', 2], '/': ['home', 2] });
    expect(c.frameLinks()).toEqual(['/', '/about-us']);
    expect(joinIndexes([c.index(), { '/a': ['b', 3], '/b': ['b', 1] }])).toEqual({
      '/a': ['home', 4],
      '/about-us': ['home', 2],
      '/': ['home', 2],
      '/b': ['b', 1],
    });
  });

  it('count a layout list shared by many pages, or repeated, with each page holding it', () => {
    const c = new LinkCollector();
    const frame = ['/', '/about-us'];
    c.add('x', { own: ['/about-us'], frame: ['/'] });
    for (const page of ['a', 'b', 'c']) c.add(page, { own: [], frame });
    c.add('d', { own: ['/d'], frame: ['/', '/about-us'] });
    c.add('e', { own: [], frame: ['/', '/contact'] });
    expect(c.index()).toEqual({
      '/about-us': ['x', 5],
      '/': ['x', 6],
      '/d': ['d', 1],
      '/contact': ['e', 1],
    });
    expect(c.frameLinks()).toEqual(['/', '/about-us', '/contact']);
  });
});

describe('checkLinks', () => {
  const locales = [bg, de, at];

  it('passes links to pages of the build, to the SPA routes and to locales this run does not build', () => {
    const builds = [
      build(bg, ['home', 'about-us'], {
        '/': ['home', 2],
        '/about-us': ['home', 2],
        '/de/kazino': ['about-us', 1],
        '/login': ['home', 2],
        '/go/yantra-royal': ['home', 1],
        '/at/anything': ['home', 1],
      }),
      build(de, ['home', 'kazino'], { '/de': ['home', 2], '/de/registration': ['home', 2] }),
    ];
    const check = checkLinks(builds, locales);
    expect(check.lines).toEqual([]);
    expect(check.refused.size).toBe(0);
    expect(check.builds).toEqual(builds);
  });

  it('refuses a locale with a link to no page, naming page and link; its holder fails', () => {
    const check = checkLinks(
      [
        build(bg, ['home', 'about-us'], { '/': ['home', 1] }),
        build(de, ['home', 'about-us'], {
          '/de/de/about-us': ['home', 2],
          '/de/about-us': ['home', 2],
          '/de/not-found': ['about-us', 1],
          '/de/a/b': ['about-us', 1],
          '/about-us': ['about-us', 1],
        }),
      ],
      locales,
    );
    expect([...check.refused]).toEqual(['bg-DE']);
    expect(check.lines).toEqual([
      'prerender: bg-DE: page home links to /de/de/about-us (and 1 more pages): no page',
      'prerender: bg-DE: page about-us links to /de/not-found: no page',
      'prerender: bg-DE: page about-us links to /de/a/b: no page',
    ]);
    expect(check.builds[1]?.failedSlugs).toEqual(['about-us', 'home']);
    expect(check.builds[0]?.failedSlugs).toEqual([]);
  });

  it('reports a link to a page that failed this build without refusing the locale', () => {
    const check = checkLinks(
      [build(bg, ['home'], { '/about-us': ['home', 1] }, ['about-us'])],
      locales,
    );
    expect(check.refused.size).toBe(0);
    expect(check.lines).toEqual([
      'prerender: bg-BG: page home links to /about-us: a page that failed this build',
    ]);
  });

  it('a site without a root locale has nothing at a path outside every directory', () => {
    const check = checkLinks([build(de, ['home'], { '/about-us': ['home', 1] })], [de]);
    expect([...check.refused]).toEqual(['bg-DE']);
  });
});

describe('checkLinks output', () => {
  it('names at most 50 dangling links a locale, then how many more', () => {
    const links = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [
        `/missing-${String(i)}`,
        ['home', 1] as [string, number],
      ]),
    );
    const check = checkLinks([build(bg, ['home'], links)], [bg]);
    expect(check.lines).toHaveLength(51);
    expect(check.lines.at(-1)).toBe('prerender: bg-BG: and 10 more such links');
    expect(check.builds[0]?.failedSlugs).toEqual(['home']);
  });
});
