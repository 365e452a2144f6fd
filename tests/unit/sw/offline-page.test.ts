import { describe, expect, it } from 'vitest';
import {
  localeDirectoryOf,
  offlinePagesText,
  parseOfflinePages,
  documentTitle,
  escapeHtml,
  fillOfflinePage,
  OFFLINE_LIST_MARKER,
} from '../../../src/sw/offline-page';

const TEMPLATE = `<main><h1>Няма връзка</h1>${OFFLINE_LIST_MARKER}<p data-offline-empty="">Празно</p></main>`;

describe('documentTitle', () => {
  it.each([
    ['<html><head><title>Yantra Royal: ревю</title></head>', 'Yantra Royal: ревю'],
    ['<title>Tom &amp; Jerry &lt;3 &quot;x&quot; &#x27;y&#39;</title>', `Tom & Jerry <3 "x" 'y'`],
    ['<title>  </title>', null],
    ['<html><head></head></html>', null],
  ])('%s → %s', (html, title) => {
    expect(documentTitle(html)).toBe(title);
  });
});

describe('fillOfflinePage', () => {
  it('keeps the empty notice and drops the marker when nothing is saved', () => {
    const page = fillOfflinePage(TEMPLATE, []);
    expect(page).not.toContain(OFFLINE_LIST_MARKER);
    expect(page).toContain('Празно');
  });

  it('lists the saved pages by title, escaped, and drops the empty notice', () => {
    const page = fillOfflinePage(TEMPLATE, [
      { path: '/slot', title: 'Слот <b>' },
      { path: '/about-us', title: 'За нас' },
      { path: '/"x', title: 'Бонуси' },
    ]);
    expect(page).not.toContain('Празно');
    expect(page).toContain(
      '<ul data-offline-list=""><li><a href="/&#34;x">Бонуси</a></li><li><a href="/about-us">За нас</a></li><li><a href="/slot">Слот &#60;b&#62;</a></li></ul>',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x">&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#38;&#39;&#60;/a&#62;',
    );
  });
});

describe('each locale’s offline page (product §1: bg-DE’s header has no accounts)', () => {
  const pages = [
    { directory: '', url: '/assets/offline-aaa.html' },
    { directory: 'de', url: '/assets/offline-bbb.html' },
  ];

  it('travels into the worker as plain text and back', () => {
    const text = offlinePagesText(pages);
    expect(text).toBe(':/assets/offline-aaa.html+de:/assets/offline-bbb.html');
    expect(parseOfflinePages(text)).toEqual(pages);
  });

  it.each([
    ['/de/balkan-slots', 'de'],
    ['/de', 'de'],
    ['/', ''],
    ['/online-casinos', ''],
    ['/deals', ''],
  ])('%s is in the locale of directory %o', (path, directory) => {
    expect(localeDirectoryOf(pages, path)).toBe(directory);
  });
});
