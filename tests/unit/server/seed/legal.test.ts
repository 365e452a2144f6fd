import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/domain/entities';
import { generateSeed } from '../../../../server/seed/generate';
import { OWNER_PLACEHOLDERS } from '../../../../server/seed/pages/legal';
import { PARAGRAPHS } from '../../../../server/seed/words';

const data = generateSeed({
  seed: 1,
  siteUrl: 'http://127.0.0.1:3000',
  mediaUrl: 'http://127.0.0.1:4000',
  pages: 0,
  appVersion: 'v5.20.12-bg',
  apiVersion: 'v5.20.0-bg',
});
const bg = data.locales.find((l) => l.locale === 'bg-BG');
const pages = bg ? [...data.pages(bg)] : [];

function html(slug: string): string {
  const page = pages.find((p: Page) => p.slug === slug);
  return (page?.content ?? []).map((block) => ('html' in block ? String(block.html) : '')).join('');
}

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
