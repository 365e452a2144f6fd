import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from '../../../../server/seed/article-bodies';
import { STORED_ITEMS_HEADING, STORED_ITEMS_POINTER } from '../../../../server/seed/pages/legal';
import { bodyHtml, seedOnePages } from '../../../fixtures/seed-1';

const pagesOf = (locale: string) => seedOnePages(locale);
const page = (locale: string, slug: string) => pagesOf(locale).find((p) => p.slug === slug);
const html = (locale: string, slug: string) => bodyHtml(page(locale, slug));

describe('the legal pages', () => {
  const terms = html('bg-BG', 'terms-and-conditions');
  const privacy = html('bg-BG', 'privacy-policy');

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
  });

  it('list what is stored from the code, not by hand (docs/consent.md)', () => {
    const privacyPage = page('bg-BG', 'privacy-policy');
    const list = privacyPage?.content.filter((item) => item.component === 'stored-items') ?? [];
    expect(list).toEqual([expect.objectContaining({ heading: STORED_ITEMS_HEADING })]);
    expect(privacyPage?.content.at(-1)?.component).toBe('stored-items');
    expect(privacy).toContain(STORED_ITEMS_POINTER);
    for (const name of ['accept-cookies', 'age-regulation', 'refId', 'anonId'])
      expect(privacy).not.toContain(name);
  });

  it('name the company through the publisher block, in section 1, never as text or a placeholder', () => {
    for (const locale of ['bg-BG', 'bg-DE'])
      for (const slug of ['terms-and-conditions', 'privacy-policy']) {
        const content = page(locale, slug)?.content ?? [];
        const components = content.map((c) => c.component);
        const listed = slug === 'privacy-policy' ? ['stored-items'] : [];
        expect(components, `${locale} ${slug}`).toEqual([
          'rich-text',
          'publisher',
          'rich-text',
          ...listed,
        ]);
        const [intro = ''] = content.map((c) => ('html' in c ? String(c.html) : ''));
        expect(intro).toContain('<h2>1. ');
        expect(html(locale, slug)).not.toMatch(/\[[^\]]+\]/);
      }
  });

  it('give bg-BG the 18+ and NRA notices', () => {
    for (const text of [terms, privacy]) {
      expect(text).toContain('<strong>18+</strong>');
      expect(text).toContain('Националната агенция за приходите (НАП)');
    }
  });

  it('speak of the German rules on bg-DE, not of the NRA', () => {
    for (const slug of ['terms-and-conditions', 'privacy-policy']) {
      const text = html('bg-DE', slug);
      expect(text).toContain('<strong>18+</strong>');
      expect(text).toContain('Glücksspielstaatsvertrag 2021');
      expect(text).toContain('(GGL)');
      expect(text).toContain('OASIS');
      expect(text).not.toMatch(/НАП|nra\.bg|Закона за хазарта/);
    }
    expect(html('bg-DE', 'privacy-policy')).toContain('в държавата, в която живеете');
    expect(html('bg-DE', 'responsible-gambling')).not.toMatch(/НАП|nra\.bg/);
  });
});
