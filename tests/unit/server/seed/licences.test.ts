/**
 * The seed's licences and what its pages say of them (docs/compliance.md): no free text claims a
 * licence its casino does not hold, every ranked list and the header rank only the casinos the
 * locale's register lets rank, and bg-DE follows the GGL's whitelist.
 */
import { describe, expect, it } from 'vitest';
import { CasinoTopListContent } from '../../../../src/domain/entities';
import { falseLicenceClaims } from '../../../../src/domain/rules/licence-claims';
import { holdsLicence } from '../../../../src/domain/rules/licence';
import { seedOne, seedOnePages } from '../../../fixtures/seed-1';

const LOCALES = [
  ['bg-BG', 'nra'],
  ['bg-DE', 'ggl'],
] as const;

const licencesOf = (slug: string) => seedOne.casinos.find((c) => c.slug === slug)?.licences ?? [];

describe('the licences of the seed', () => {
  it('no page claims a licence its casino does not hold', () => {
    for (const [locale] of LOCALES)
      for (const page of seedOnePages(locale))
        expect(falseLicenceClaims(page), `${locale} ${page.slug}`).toEqual([]);
  });

  it('every top list ranks only the licensees of its locale’s register', () => {
    for (const [locale, register] of LOCALES) {
      const lists = seedOnePages(locale).flatMap((p) =>
        p.content.filter((c) => c.component === 'casino-top-list'),
      );
      expect(lists.length).toBeGreaterThan(3);
      for (const list of lists)
        for (const c of CasinoTopListContent.parse(list).casinos)
          expect(holdsLicence(c.licences, register), `${locale} ${c.slug}`).toBe(true);
    }
  });

  it('the header’s casinos and its call to action are licensees of the locale’s register', () => {
    for (const [locale, register] of LOCALES) {
      const header = seedOne.headers[locale];
      const slugs = [
        ...(header?.menu[0]?.children.slice(2).map((c) => c.href) ?? []),
        header?.cta?.href ?? '',
      ].map((href) => href.split('/').at(-1) ?? '');
      expect(slugs.length).toBeGreaterThan(2);
      for (const slug of slugs) expect(holdsLicence(licencesOf(slug), register), slug).toBe(true);
    }
  });

  it('bg-DE follows the GGL whitelist: some casinos are on it, with a fictional number', () => {
    const ggl = seedOne.casinos.flatMap((c) => c.licences.filter((l) => l.register === 'ggl'));
    expect(ggl.length).toBeGreaterThan(5);
    expect(ggl.length).toBeLessThan(seedOne.casinos.length);
    for (const l of ggl) expect(l.number).toMatch(/^DEMO-GGL-\d{4}$/);
    const de = seedOne.locales.find((l) => l.locale === 'bg-DE');
    expect(de?.compliance.licenceRegister).toBe('ggl');
  });
});
