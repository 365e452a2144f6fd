import { describe, expect, it } from 'vitest';
import { HUB_PAGE_SIZE } from '../../../../src/config/constants';
import type { HubOffer, Licence } from '../../../../src/domain/entities';
import {
  applyHubQuery,
  HUB_DEFAULT,
  hubListing,
  hubPage,
  hubQueryString,
  parseHubQuery,
  type HubQuery,
} from '../../../../src/domain/rules/hub-query';

const logo = { src: '/l.svg', alt: '', width: 240, height: 120 };
const NRA: Licence = {
  authority: 'НАП',
  number: '1',
  holder: 'Х ЕООД',
  status: 'active',
  checkedAt: null,
  register: 'nra',
};
const REVOKED: Licence = { ...NRA, status: 'revoked' };

/** An offer with the fields a test names; the rest neutral. */
function offer(key: string, o: Partial<HubOffer>): HubOffer {
  return {
    key,
    casinoName: key,
    casinoSlug: key,
    page: key,
    logo,
    rating: 5,
    affiliateCode: key,
    headline: null,
    bonusId: null,
    verifiedAt: null,
    licences: [NRA],
    payments: [],
    minDepositEur: 10,
    wagering: null,
    bonusTypes: [],
    valueEur: null,
    ...o,
  };
}

const OFFERS: HubOffer[] = [
  offer('alfa', {
    rating: 8.1,
    payments: ['visa'],
    wagering: 35,
    valueEur: 200,
    bonusTypes: ['welcome'],
  }),
  offer('beta', {
    rating: 9.2,
    payments: ['skrill'],
    wagering: 40,
    valueEur: 500,
    licences: [REVOKED],
  }),
  offer('gama', {
    rating: 7,
    payments: ['visa', 'skrill'],
    minDepositEur: 5,
    wagering: 20,
    valueEur: 100,
    bonusTypes: ['free-spins'],
  }),
  offer('delta', { rating: 8.1, payments: ['visa'], minDepositEur: 50 }),
];

const keys = (q: Partial<HubQuery>) =>
  applyHubQuery(OFFERS, { ...HUB_DEFAULT, ...q }).map((o) => o.key);

describe('hub filters (payment, deposit, wagering, bonus type, rating)', () => {
  it.each<[string, Partial<HubQuery>, string[]]>([
    ['none: best rated first, ties by name', {}, ['beta', 'alfa', 'delta', 'gama']],
    ['payment method', { pay: 'visa' }, ['alfa', 'delta', 'gama']],
    ['minimum deposit at most 10 €', { depositMax: 10 }, ['beta', 'alfa', 'gama']],
    [
      'wagering at most 35x leaves out casinos without a bonus',
      { wageringMax: 35 },
      ['alfa', 'gama'],
    ],
    ['bonus type', { type: 'free-spins' }, ['gama']],
    ['rating at least 8.1', { ratingMin: 8.1 }, ['beta', 'alfa', 'delta']],
    ['several at once', { pay: 'skrill', wageringMax: 30 }, ['gama']],
    ['nothing matches', { pay: 'paypal' }, []],
  ])('%s', (_, q, expected) => {
    expect(keys(q)).toEqual(expected);
  });
});

describe("a hub's listing under its locale's law (docs/compliance.md)", () => {
  const listing = (q: Partial<HubQuery>, kind: 'casinos' | 'bonuses', register: 'nra' | null) =>
    hubListing(OFFERS, { ...HUB_DEFAULT, ...q }, kind, { licenceRegister: register });
  const ranked = (l: ReturnType<typeof listing>) => l.ranked.map((o) => o.key);

  it('ranks only the licensees of the register, the others apart with the reason', () => {
    const l = listing({}, 'casinos', 'nra');
    expect(ranked(l)).toEqual(['alfa', 'delta', 'gama']);
    expect(l.apart).toEqual([
      { item: OFFERS[1], standing: { ranked: false, register: 'nra', status: 'revoked' } },
    ]);
  });

  it('the licence filter leaves out the casinos apart; a bonus hub never shows them', () => {
    expect(listing({ licensed: true }, 'casinos', 'nra').apart).toEqual([]);
    expect(listing({}, 'bonuses', 'nra').apart).toEqual([]);
    expect(ranked(listing({}, 'bonuses', 'nra'))).toEqual(['alfa', 'delta', 'gama']);
  });

  it('a locale without a register ranks every row', () => {
    expect(ranked(listing({}, 'casinos', null))).toEqual(['beta', 'alfa', 'delta', 'gama']);
  });
});

describe('hub sorting', () => {
  it('by bonus value, biggest first, no bonus last', () => {
    expect(keys({ sort: 'value' })).toEqual(['beta', 'alfa', 'gama', 'delta']);
  });
  it('by wagering, lowest first, no bonus last', () => {
    expect(keys({ sort: 'wagering' })).toEqual(['gama', 'alfa', 'beta', 'delta']);
  });
  it('leaves its input as it was', () => {
    const before = OFFERS.map((o) => o.key);
    keys({ sort: 'value' });
    expect(OFFERS.map((o) => o.key)).toEqual(before);
  });
});

describe('the hub query in the address', () => {
  const full: HubQuery = {
    pay: 'visa',
    licensed: true,
    depositMax: 20,
    wageringMax: 35.5,
    type: 'no-deposit',
    ratingMin: 7.5,
    sort: 'wagering',
    page: 3,
  };

  it('serialises every field and parses back to the same state', () => {
    const text = hubQueryString(full);
    expect(text).toBe(
      'pay=visa&licence=only&deposit=20&wagering=35.5&type=no-deposit&rating=7.5&sort=wagering&page=3',
    );
    expect(parseHubQuery(text)).toEqual(full);
    expect(parseHubQuery(`?${text}`)).toEqual(full);
  });

  it('leaves the defaults out: the default state is the bare address', () => {
    expect(hubQueryString(HUB_DEFAULT)).toBe('');
    expect(parseHubQuery('')).toEqual(HUB_DEFAULT);
  });

  it.each<[string, Partial<HubQuery>]>([
    ['pay=Visa!&licence=yes&deposit=-5&wagering=1e3&type=jackpot&rating=11&sort=name', {}],
    ['deposit=0x10&wagering=Infinity&rating=NaN', {}],
    ['deposit=&rating=%', {}],
    ['%E0%A4%A&pay=%ZZ', {}],
    ['pay=visa&pay=skrill&sort=value&sort=bogus', { pay: 'visa', sort: 'value' }],
    ['rating=7.25&deposit=100001&wagering=200', { ratingMin: 7.25, wageringMax: 200 }],
    [`pay=${'a'.repeat(200)}`, {}],
    // A page is decimal digits from 1: no hex, exponent, sign, space, fraction or zero.
    ['page=0x10&sort=value', { sort: 'value' }],
    ['page=1e3', {}],
    ['page=-2', {}],
    ['page=+2', {}],
    ['page=%202', {}],
    ['page=2.0', {}],
    ['page=0', {}],
    ['page=', {}],
    ['page=99999999999999999999', {}],
    ['page=007', { page: 7 }],
    ['page=2&page=x', { page: 2 }],
  ])('malformed %s gives the default field by field', (text, kept) => {
    expect(parseHubQuery(text)).toEqual({ ...HUB_DEFAULT, ...kept });
  });

  it('a payment method the hub does not offer gives no payment filter (product §2)', () => {
    expect(parseHubQuery('pay=old-wallet&licence=only', ['visa', 'skrill'])).toEqual({
      ...HUB_DEFAULT,
      licensed: true,
    });
    expect(parseHubQuery('pay=skrill', ['visa', 'skrill']).pay).toBe('skrill');
  });

  it('a parsed address serialises to its canonical form, which parses to the same state', () => {
    const messy = 'sort=value&rating=8&junk=1&pay=skrill&licence=only';
    const canonical = hubQueryString(parseHubQuery(messy));
    expect(canonical).toBe('pay=skrill&licence=only&rating=8&sort=value');
    expect(parseHubQuery(canonical)).toEqual(parseHubQuery(messy));
  });
});

describe('a page of a hub (product §1 Hubs: HUB_PAGE_SIZE rows a page)', () => {
  const rows = Array.from({ length: 45 }, (_, i) => `r${String(i + 1)}`);
  const apart = [
    { item: 'x', standing: { ranked: false, register: 'nra', status: 'revoked' } },
  ] as const;
  const at = (page: number) => hubPage({ ranked: rows, apart }, page);

  it.each([
    [1, 1, 'r1', 'r20'],
    [2, 2, 'r21', 'r40'],
    [3, 3, 'r41', 'r45'],
    // Past the end is the last page, never an empty list.
    [4, 3, 'r41', 'r45'],
    [100_000, 3, 'r41', 'r45'],
  ])('page %i shows page %i: %s to %s', (page, shown, first, last) => {
    const p = at(page);
    expect(p.paging).toMatchObject({
      page: shown,
      pageCount: 3,
      offset: (shown - 1) * HUB_PAGE_SIZE,
    });
    expect(p.ranked[0]).toBe(first);
    expect(p.ranked.at(-1)).toBe(last);
    expect(p.ranked.length).toBeLessThanOrEqual(HUB_PAGE_SIZE);
  });

  it('keeps the order across pages: the pages together are the whole ranking', () => {
    expect([1, 2, 3].flatMap((page) => at(page).ranked)).toEqual(rows);
  });

  it('shows the casinos apart on every page', () => {
    expect([1, 2, 3].map((page) => at(page).apart)).toEqual([apart, apart, apart]);
  });

  it('an empty listing is one page with nothing on it', () => {
    expect(hubPage({ ranked: [], apart: [] }, 5)).toEqual({
      ranked: [],
      apart: [],
      paging: { page: 1, pageSize: HUB_PAGE_SIZE, pageCount: 1, offset: 0 },
    });
  });
});
