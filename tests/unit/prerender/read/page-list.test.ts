import { describe, expect, it } from 'vitest';
import type { LocaleItem, PageListEntry } from '../../../../src/domain/entities';
import { checkPages } from '../../../../prerender/read/page-list';

const at = '2026-11-01T10:00:00.000Z';
const later = '2026-11-20T10:00:00.000Z';
const listed = (slug: string, updatedAt = at): PageListEntry => ({
  slug,
  type: 'default',
  updatedAt,
});
const localeOf = (locale: string, directory: string) => ({ locale, directory }) as LocaleItem;
const root = localeOf('bg-BG', '');
const de = localeOf('bg-DE', 'de');

describe('checkPages (each slug once, none the CDN answers otherwise)', () => {
  it('keeps a slug listed twice once, at its first place with its latest date, and says so', () => {
    const checked = checkPages(
      root,
      [listed('a'), listed('about-us'), listed('b'), listed('about-us', later)],
      [root, de],
    );
    expect(checked.pages).toEqual([listed('a'), listed('about-us', later), listed('b')]);
    expect(checked.refused).toEqual([]);
    expect(checked.lines).toEqual(['prerender: bg-BG lists "about-us" 2 times; it is built once']);
  });

  it.each([
    ['go', root, true],
    ['login', root, true],
    ['registration', de, true],
    ['forgotten-password', de, true],
    ['de', root, true],
    ['de', de, false],
    ['golf', root, false],
  ])('the slug %s in %o is refused: %s', (slug, locale, refused) => {
    const checked = checkPages(locale, [listed('a'), listed(slug)], [root, de]);
    expect(checked.pages.map((p) => p.slug)).toEqual(refused ? ['a'] : ['a', slug]);
    expect(checked.refused.map((r) => [r.slug, r.error.kind])).toEqual(
      refused ? [[slug, 'refused']] : [],
    );
    if (refused) expect(checked.lines[0]).toContain(`${locale.locale} page "${slug}" refused`);
  });
});
