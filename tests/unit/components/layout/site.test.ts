import { describe, expect, it } from 'vitest';
import { hrefIn, localHref } from '../../../../src/components/layout/site';

describe('hrefIn: a CMS link in the locale it is rendered for', () => {
  it.each([
    // The root locale: site paths stay as they are.
    ['', '/', '/'],
    ['', '/about-us', '/about-us'],
    // A CMS path relative to the locale gets the locale's directory once.
    ['de', '/', '/de'],
    ['de', '/about-us', '/de/about-us'],
    // A CMS path already in the locale's directory is not prefixed again.
    ['de', '/de', '/de'],
    ['de', '/de/about-us', '/de/about-us'],
    ['de', '/de/casino-x', '/de/casino-x'],
    // Another locale's path is left to that locale.
    ['de', '/at/about-us', '/at/about-us'],
    ['', '/de/about-us', '/de/about-us'],
    // Web addresses are untouched.
    ['de', 'https://www.nra.bg/', 'https://www.nra.bg/'],
  ])('directory %j, href %j → %j', (directory, href, expected) => {
    expect(hrefIn(directory, href)).toBe(expected);
  });

  it('localHref puts a slug under the directory, home at the directory itself', () => {
    expect(localHref('de', 'home')).toBe('/de');
    expect(localHref('', 'home')).toBe('/');
    expect(localHref('de', 'sitemap')).toBe('/de/sitemap');
  });
});
