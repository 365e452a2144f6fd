import { describe, expect, it } from 'vitest';
import { NavHref } from '../../../../src/domain/entities/navigation';

describe('CMS navigation links (product §9 security)', () => {
  it.each(['/', '/about-us', '/de/casino-x', 'https://www.nra.bg/', 'http://127.0.0.1:3000/de/x'])(
    'keeps %s',
    (href) => {
      expect(NavHref.safeParse(href).success).toBe(true);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https:/\\evil.example',
    'https://evil.example\\@site',
    '/a/../b',
    '/About-Us',
    '',
  ])('refuses %s', (href) => {
    expect(NavHref.safeParse(href).success).toBe(false);
  });
});

describe('slugs fit a folder name (product §9 security)', () => {
  it('refuses a slug longer than the limit, keeps one at it', async () => {
    const { Slug, SLUG_MAX_CHARS } = await import('../../../../src/domain/entities/common');
    expect(Slug.safeParse('a'.repeat(SLUG_MAX_CHARS)).success).toBe(true);
    expect(Slug.safeParse('a'.repeat(SLUG_MAX_CHARS + 1)).success).toBe(false);
    expect(Slug.safeParse('../etc').success).toBe(false);
  });
});
