// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  applyScreenHead,
  SCREEN_HEADS,
  screenTitle,
  type ScreenName,
} from '../../../../src/components/layout/screen-head';

const screens = Object.keys(SCREEN_HEADS) as ScreenName[];

describe('each SPA screen names itself (product §2)', () => {
  it.each([
    ['not-found', /^Страницата не е намерена \|/],
    ['go-redirect', /^Пренасочване… \|/],
    ['login', /^Вход \|/],
  ] as const)('%s has the title %s', (screen, title) => {
    expect(screenTitle(screen)).toMatch(title);
  });

  it('no two screens share a title or a description, and none is empty', () => {
    const titles = new Set(screens.map(screenTitle));
    const descriptions = new Set(screens.map((s) => SCREEN_HEADS[s].description));
    expect(titles.size).toBe(screens.length);
    expect(descriptions.size).toBe(screens.length);
    for (const s of screens) expect(SCREEN_HEADS[s].description.length).toBeGreaterThan(20);
  });

  it('writes the title and the description, making the meta where the document has none', () => {
    document.head.innerHTML = '';
    applyScreenHead('not-found');
    expect(document.title).toMatch(/^Страницата не е намерена/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Страницата, която търсите, не съществува.',
    );
    applyScreenHead('login');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.title).toMatch(/^Вход/);
  });
});
