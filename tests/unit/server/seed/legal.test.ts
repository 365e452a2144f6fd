import { describe, expect, it } from 'vitest';
import { OWNER_PLACEHOLDERS } from '../../../../server/seed/pages/legal';
import { ARTICLE_BODIES } from '../../../../server/seed/article-bodies';
import { bodyHtml, seedOnePages } from '../../../fixtures/seed-1';

const pages = seedOnePages('bg-BG');
const html = (slug: string) => bodyHtml(pages.find((p) => p.slug === slug));

describe('the legal pages', () => {
  const terms = html('terms-and-conditions');
  const privacy = html('privacy-policy');

  it('carry legal text, not the seed prose', () => {
    for (const text of [terms, privacy]) {
      expect(text.length).toBeGreaterThan(2000);
      for (const { main, remember } of ARTICLE_BODIES)
        for (const p of [...main, remember]) expect(text).not.toContain(p);
    }
  });

  it('give the privacy policy the GDPR art. 13 items and the Bulgarian authority', () => {
    for (const heading of [
      'Администратор на лични данни',
      'Цели и правни основания',
      'Получатели',
      'Срок на съхранение',
      'Вашите права',
      'Бисквитки',
    ])
      expect(privacy).toContain(heading);
    expect(privacy).toContain('Закона за защита на личните данни');
    expect(privacy).toContain('Комисията за защита на личните данни (КЗЛД)');
    expect(privacy).toMatch(/чл\. 6, ал\. 1 ОРЗД/);
    expect(privacy).toContain('accept-cookies');
  });

  it('give both the 18+ and NRA notices', () => {
    for (const text of [terms, privacy]) {
      expect(text).toContain('<strong>18+</strong>');
      expect(text).toContain('Националната агенция за приходите (НАП)');
    }
  });

  it('leave only the owner data as bracketed placeholders', () => {
    const brackets = new Set([...`${terms}${privacy}`.matchAll(/\[[^\]]+\]/g)].map((m) => m[0]));
    expect([...brackets].sort()).toEqual([...OWNER_PLACEHOLDERS].sort());
  });
});
