import { describe, expect, it } from 'vitest';
import {
  OWNER_PLACEHOLDERS,
  STORED_ITEMS_HEADING,
  STORED_ITEMS_POINTER,
} from '../../../../server/seed/pages/legal';
import { PARAGRAPHS } from '../../../../server/seed/words';
import { bodyHtml, seedOnePages } from '../../../fixtures/seed-1';

const pages = seedOnePages('bg-BG');
const html = (slug: string) => bodyHtml(pages.find((p) => p.slug === slug));

describe('the legal pages', () => {
  const terms = html('terms-and-conditions');
  const privacy = html('privacy-policy');

  it('carry legal text, not the seed prose', () => {
    for (const text of [terms, privacy]) {
      expect(text.length).toBeGreaterThan(2000);
      for (const p of PARAGRAPHS) expect(text).not.toContain(p);
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
    const page = pages.find((p) => p.slug === 'privacy-policy');
    const list = page?.content.filter((item) => item.component === 'stored-items') ?? [];
    expect(list).toEqual([expect.objectContaining({ heading: STORED_ITEMS_HEADING })]);
    expect(page?.content.at(-1)?.component).toBe('stored-items');
    expect(privacy).toContain(STORED_ITEMS_POINTER);
    for (const name of ['accept-cookies', 'age-regulation', 'refId', 'anonId'])
      expect(privacy).not.toContain(name);
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
