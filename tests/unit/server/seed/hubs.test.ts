import { describe, expect, it } from 'vitest';
import {
  HUB_SLUGS,
  HUB_TYPES,
  OfferHubContent,
  type Casino,
  type Page,
} from '../../../../src/domain/entities';
import { holdsLicence } from '../../../../src/domain/rules/licence';
import { answerPage } from '../../../../server/content/page-answer';
import { catalogueOf } from '../../../../server/content/page-join';
import { seedOne, seedOnePages } from '../../../fixtures/seed-1';

const hubOf = (pages: Page[], slug: string) => {
  const item = pages.find((p) => p.slug === slug)?.content.find((c) => c.component === 'offer-hub');
  return OfferHubContent.parse(item);
};

describe('the hubs of the seed', () => {
  const root = seedOnePages('bg-BG');
  const de = seedOnePages('bg-DE');

  it('bg-BG has every hub, bg-DE all but the editorial ones, each of its own type', () => {
    for (const type of HUB_TYPES)
      expect(root.find((p) => p.slug === HUB_SLUGS[type])?.type, type).toBe(type);
    expect(de.filter((p) => HUB_TYPES.some((t) => t === p.type)).map((p) => p.type)).toEqual([
      'casino-hub',
      'bonus-hub',
      'payment-hub',
      'provider-hub',
    ]);
  });

  it('the casino hub lists every casino the locale shows, linking to a page of the locale', () => {
    for (const pages of [root, de]) {
      const slugs = new Set(pages.map((p) => p.slug));
      const hub = hubOf(pages, HUB_SLUGS['casino-hub']);
      expect(hub.offers.length).toBe(pages.filter((p) => p.type === 'casino').length);
      for (const o of hub.offers) expect(slugs.has(o.page) && slugs.has(o.casinoSlug)).toBe(true);
      for (const p of hub.payments) expect(slugs.has(p.slug)).toBe(true);
    }
  });

  it('the bonus hub lists every bonus of the casinos it may rank, each on its bonus page', () => {
    const hub = hubOf(root, HUB_SLUGS['bonus-hub']);
    const ranked = seedOne.casinos.filter((c) => holdsLicence(c.licences, 'nra'));
    expect(hub.offers.length).toBe(ranked.flatMap((c) => c.bonuses).length);
    expect(hub.offers.every((o) => holdsLicence(o.licences, 'nra'))).toBe(true);
    const slugs = new Set(root.map((p) => p.slug));
    expect(hub.offers.every((o) => slugs.has(o.page) && o.page.endsWith('-bonus'))).toBe(true);
  });

  it("some casinos of each locale lack its register's licence, so the hub shows some apart", () => {
    for (const [pages, register] of [
      [root, 'nra'],
      [de, 'ggl'],
    ] as const) {
      const offers = hubOf(pages, HUB_SLUGS['casino-hub']).offers;
      expect(
        offers.some((o) => !holdsLicence(o.licences, register)),
        register,
      ).toBe(true);
      expect(
        offers.some((o) => holdsLicence(o.licences, register)),
        register,
      ).toBe(true);
    }
  });

  it('a casino row shows, and filters on, the deposit its headline offer needs', () => {
    const offers = hubOf(root, HUB_SLUGS['casino-hub']).offers;
    const needs = (slug: string) => {
      const c = seedOne.casinos.find((x) => x.slug === slug) as Casino;
      const headline = c.bonuses.find((b) => b.id === c.bonusId);
      return { casino: c.minDeposit.amount, offer: headline?.terms.minDeposit.amount ?? 0 };
    };
    // Yantra Royal's case: the casino takes less than its headline bonus needs.
    expect(offers.some((o) => needs(o.casinoSlug).casino < needs(o.casinoSlug).offer)).toBe(true);
    for (const o of offers)
      expect(o.minDepositEur, o.key).toBeGreaterThanOrEqual(needs(o.key).offer);
  });
});

describe("the page answer keeps a hub's licences current", () => {
  it('an offer whose casino lost its NRA licence is answered without it', () => {
    const page = seedOnePages('bg-BG').find((p) => p.slug === HUB_SLUGS['casino-hub']) as Page;
    const first = hubOf([page], page.slug).offers.find((o) => holdsLicence(o.licences, 'nra'));
    const casino = seedOne.casinos.find((c) => c.slug === first?.casinoSlug) as Casino;
    const revoked: Casino = {
      ...casino,
      licences: casino.licences.map((l) => ({ ...l, status: 'revoked' as const })),
    };
    const { page: answer } = answerPage(page, {
      alternates: [],
      unlinked: [],
      catalogue: catalogueOf({ casinos: [revoked], bonuses: [], slots: [] }),
      locales: ['bg-BG'],
    });
    const after = hubOf([answer], page.slug).offers;
    expect(holdsLicence(after.find((o) => o.key === first?.key)?.licences ?? [], 'nra')).toBe(
      false,
    );
    // The others keep what the document says: the answer changes only what it knows anew.
    expect(after.filter((o) => o.key !== first?.key)).toEqual(
      hubOf([page], page.slug).offers.filter((o) => o.key !== first?.key),
    );
  });
});
