/**
 * The seed's pages say what their headings promise (issue: a slot's "Как се играе" spoke of
 * customer service, a review repeated a paragraph under two headings, "За нас" named nobody):
 * each section is written from its own record.
 */
import { describe, expect, it } from 'vitest';
import { scanText } from '../../../../prerender/check/text';
import type { Page } from '../../../../src/domain/entities';
import { bodyHtml, seedOne, seedOnePages } from '../../../fixtures/seed-1';

const LOCALES = ['bg-BG', 'bg-DE'] as const;
const pagesOf = (type: Page['type']) =>
  LOCALES.flatMap((l) => seedOnePages(l).filter((p) => p.type === type));
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ');
/** The text of each section of `html`, by its heading. */
const sections = (html: string) =>
  new Map(
    html
      .split('<h2>')
      .slice(1)
      .map((part) => {
        const [heading = '', body = ''] = part.split('</h2>');
        return [heading, textOf(body)];
      }),
  );

describe('the seed prose', () => {
  it('gives a review its casino’s overview and its welcome offer’s terms, no paragraph twice', () => {
    const reviews = pagesOf('casino');
    expect(reviews.length).toBeGreaterThan(40);
    for (const page of reviews) {
      const casino = page.casino;
      const welcome = casino?.bonuses[0];
      if (!casino || !welcome) throw new Error(`${page.slug} has no casino`);
      const html = bodyHtml(page);
      const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]);
      expect(new Set(paragraphs).size, page.slug).toBe(paragraphs.length);
      const parts = sections(html);
      const overview = parts.get(`Общ преглед на ${casino.name}`) ?? '';
      expect(overview, page.slug).toContain(casino.operator);
      expect(overview).toContain(String(casino.established));
      expect(overview).toContain(casino.paymentMethods[0]?.name ?? '?');
      const terms = parts.get('Бонуси и условия') ?? '';
      expect(terms).toContain(`${String(welcome.terms.wageringMultiplier)} пъти`);
      expect(terms).toContain(`${String(welcome.terms.expiryDays)} дни`);
      // What a page says of a licence comes from the licence records, not from prose.
      expect(textOf(html).toLowerCase()).not.toContain('лиценз');
    }
  });

  it('tells how a slot is played from its own reels, lines, bets and features', () => {
    const slots = pagesOf('slot');
    expect(slots.length).toBeGreaterThan(100);
    for (const page of slots) {
      const slot = page.slot;
      if (!slot) throw new Error(`${page.slug} has no slot`);
      const howTo = sections(bodyHtml(page)).get(`Как се играе ${slot.name}`) ?? '';
      expect(howTo, page.slug).toContain(slot.providerName);
      expect(howTo).toContain(slot.rtp.toLocaleString('bg-BG'));
      for (const feature of slot.features) expect(howTo).toContain(feature.toLowerCase());
      expect(howTo).not.toMatch(/обслужване|поддръжка|верификация/i);
    }
  });

  it('tells how to take a casino’s bonus on its bonus page, and how to pay on a method’s page', () => {
    for (const page of pagesOf('casino-bonus')) {
      const welcome = page.bonus_page_casino?.bonuses[0];
      const steps = textOf(bodyHtml(page));
      expect(steps, page.slug).toContain(`${String(welcome?.terms.wageringMultiplier)} пъти`);
      if (welcome?.code) expect(steps).toContain(welcome.code);
    }
    for (const page of pagesOf('payment-provider')) {
      const body = sections(bodyHtml(page)).get(`Депозит с ${page.payment?.name ?? '?'}`);
      expect(body, page.slug).toMatch(/Депозитът се отразява [^.]+, (без такса|с такса до)/);
    }
  });

  it('names the editorial team and how it rates on "За нас", on both locales', () => {
    for (const locale of LOCALES) {
      const about = bodyHtml(seedOnePages(locale).find((p) => p.slug === 'about-us'));
      for (const author of seedOne.authors) expect(about, locale).toContain(author.name);
      expect(about).toContain('Как оценяваме казината');
      expect(about).toMatch(/шест критерия: бонуси, избор на игри, плащания/);
      // Profiles are the root locale's: linked there, named elsewhere.
      const link = `<a href="/${seedOne.authors[0]?.slug ?? '?'}">`;
      expect(about.includes(link)).toBe(locale === 'bg-BG');
    }
  });

  it('writes no word mixing Cyrillic and Latin letters in any document', () => {
    const documents = LOCALES.flatMap((l) => seedOnePages(l)).map((p) => JSON.stringify(p));
    const records = JSON.stringify({ ...seedOne, pages: null });
    const found = scanText([records, ...documents].join('\n')).filter(
      (f) => f.rule === 'mixed-script',
    );
    expect(found).toEqual([]);
  });
});
