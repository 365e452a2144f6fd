import { describe, expect, it } from 'vitest';
import { offlineTemplate, pageAssets, workerVersion } from '../../../build/offline-template';
import { OFFLINE_LIST_MARKER } from '../../../src/sw/offline-page';

const PAGE =
  '<!doctype html><html lang="bg"><head><link rel="stylesheet" href="/assets/static/s.A1.css">' +
  '<title>Страницата не е намерена</title><link rel="canonical" href="http://x/not-found"/>' +
  '<link rel="alternate" hrefLang="bg-bg" href="http://x/not-found"/><meta property="og:url" content="http://x/not-found"/>' +
  '<link rel="modulepreload" href="/assets/chunks/c.B2.js"></head><body><header class="site-header">Меню</header>' +
  '<main id="main" class="container main"><h1>Страницата не е намерена</h1></main>' +
  '<footer class="site-footer">Долу</footer><script src="/assets/entries/e.C3.js" type="module" async></script>' +
  '<script src="/assets/entries/e.C3.js"></script></body></html>';

describe('offlineTemplate', () => {
  const page = offlineTemplate(PAGE);

  it('keeps the site layout and the build’s assets', () => {
    expect(page).toContain('<header class="site-header">Меню</header>');
    expect(page).toContain('<footer class="site-footer">Долу</footer>');
    expect(page).toContain('/assets/entries/e.C3.js');
  });

  it('replaces the page’s title and main content with the offline notice and the list marker', () => {
    expect(page).toContain('<title>Няма връзка с интернет | Казино ръководство</title>');
    expect(page).toContain(
      '<main id="main" class="container main"><article class="page" data-offline="">',
    );
    expect(page).toContain('<h1>Няма връзка с интернет</h1>');
    expect(page).toContain(OFFLINE_LIST_MARKER);
    expect(page).not.toContain('Страницата не е намерена');
  });

  it('drops the links that name the source page', () => {
    expect(page).not.toContain('rel="canonical"');
    expect(page).not.toContain('rel="alternate"');
    expect(page).not.toContain('og:url');
  });

  it('refuses a page without a main element or a title', () => {
    expect(() => offlineTemplate('<html><title>x</title><body></body></html>')).toThrow(/<main/);
    expect(() => offlineTemplate('<main id="main"></main>')).toThrow(/<title>/);
  });
});

describe('pageAssets', () => {
  it('lists each hashed asset a page names once', () => {
    expect(pageAssets(PAGE)).toEqual([
      '/assets/static/s.A1.css',
      '/assets/chunks/c.B2.js',
      '/assets/entries/e.C3.js',
    ]);
  });
});

describe('workerVersion', () => {
  const live = {
    appVersion: 'v5.20.12-bg',
    apiVersion: 'v5.20.0-bg',
    prerenderFolder: 'prerender-v5.20.12-bg',
    dbFolder: 'db-files-v5.20.0-bg',
    locales: {
      'bg-BG': { buildId: '20261124-a', publishedAt: '2026-11-24T12:00:00Z' },
      'bg-DE': { buildId: '20261124-a', publishedAt: '2026-11-24T12:00:01Z' },
    },
  };
  const version = workerVersion(live, 'offline');

  it('names the app version and a hash of the build', () => {
    expect(version).toMatch(/^v5\.20\.12-bg\+[0-9a-f]{12}$/);
  });

  it('stays the same for an incremental content patch (same builds, a later publish time)', () => {
    const patched = {
      ...live,
      locales: {
        'bg-DE': { buildId: '20261124-a', publishedAt: '2026-11-25T08:00:00Z' },
        'bg-BG': { buildId: '20261124-a', publishedAt: '2026-11-25T08:00:00Z' },
      },
    };
    expect(workerVersion(patched, 'offline')).toBe(version);
  });

  it.each([
    [
      'a new full build of one locale',
      { ...live, locales: { ...live.locales, 'bg-DE': { buildId: 'b' } } },
      'offline',
    ],
    ['a new API version', { ...live, apiVersion: 'v5.21.0-bg' }, 'offline'],
    ['a changed offline page', live, 'offline, new header'],
  ])('changes with %s', (_name, changed, offline) => {
    expect(workerVersion(changed, offline)).not.toBe(version);
  });
});
