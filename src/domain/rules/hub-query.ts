/**
 * A casino or bonus hub's filters, sort and page in the address (product §2 query parameters: the
 * state of a listing lives in the URL, so it can be shared). Parsing takes raw, untrusted text and
 * never throws: each malformed field falls back to its default on its own, so a mangled shared
 * link still shows a list. The filtering and paging run over the page's own offers.
 */
import { z } from 'zod';
import { HUB_PAGE_SIZE } from '../../config/constants';
import { BonusType } from '../entities/bonus';
import type { HubOffer } from '../entities/hub';
import { rankByLaw, type Apart, type LicenceRule } from './licence';
import { PageNumberText } from './number-input';
import { pageOf, type Paging } from './numbers';

/** How a hub orders its rows. */
export const HubSort = z.enum(['rating', 'value', 'wagering']);
export type HubSort = z.infer<typeof HubSort>;

/** A hub's filters and sort; null is "no filter". */
export type HubQuery = {
  /** Payment method slug the casino must take. */
  pay: string | null;
  /**
   * Only the casinos the locale's register lets rank: the ones shown apart for want of a licence
   * are left out (docs/compliance.md#rankings; the hub applies it, it knows the register).
   */
  licensed: boolean;
  /** Highest minimum deposit, in EUR. */
  depositMax: number | null;
  /** Highest wagering multiplier. */
  wageringMax: number | null;
  /** Kind of bonus on offer. */
  type: BonusType | null;
  /** Lowest expert rating, 0 to 10. */
  ratingMin: number | null;
  sort: HubSort;
  /** The page of ranked rows shown, from 1 (product §1 Hubs: {@link HUB_PAGE_SIZE} a page). */
  page: number;
};

/** No filter, best rated first: what the prerendered page shows. */
export const HUB_DEFAULT: HubQuery = {
  pay: null,
  licensed: false,
  depositMax: null,
  wageringMax: null,
  type: null,
  ratingMin: null,
  sort: 'rating',
  page: 1,
};

/** The address's parameter names. */
const P = {
  pay: 'pay',
  licensed: 'licence',
  depositMax: 'deposit',
  wageringMax: 'wagering',
  type: 'type',
  ratingMin: 'rating',
  sort: 'sort',
  page: 'page',
} as const;

/** The address's value of the licence filter: ?licence=only. */
const LICENSED_ONLY = 'only';

/** A plain decimal (no sign, exponent or hex), at most two decimals. */
const DECIMAL = /^\d{1,6}(?:\.\d{1,2})?$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DEPOSIT_MAX_EUR = 100_000;
const WAGERING_MAX = 200;
const RATING_MAX = 10;

/** A number in [0, max], or null for anything else. */
function bounded(value: string | null, max: number): number | null {
  if (value === null || !DECIMAL.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

/**
 * Parses a location.search (with or without '?'). With the hub's `payments` (their slugs), a
 * method it does not offer is malformed too: its filter would show "all" and list nothing.
 */
export function parseHubQuery(search: string, payments?: readonly string[]): HubQuery {
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(search);
  } catch {
    return HUB_DEFAULT;
  }
  const pay = q.get(P.pay);
  const type = BonusType.safeParse(q.get(P.type));
  const sort = HubSort.safeParse(q.get(P.sort));
  return {
    pay:
      pay !== null && pay.length <= 120 && SLUG.test(pay) && (payments?.includes(pay) ?? true)
        ? pay
        : null,
    licensed: q.get(P.licensed) === LICENSED_ONLY,
    depositMax: bounded(q.get(P.depositMax), DEPOSIT_MAX_EUR),
    wageringMax: bounded(q.get(P.wageringMax), WAGERING_MAX),
    type: type.success ? type.data : null,
    ratingMin: bounded(q.get(P.ratingMin), RATING_MAX),
    sort: sort.success ? sort.data : HUB_DEFAULT.sort,
    // Decimal digits only ('0x10' is no page 16); past the last page is read as the last.
    page: PageNumberText.safeParse(q.get(P.page)).data ?? HUB_DEFAULT.page,
  };
}

/** The query text of `q`, defaults left out, in a fixed order (no '?'). */
export function hubQueryString(q: HubQuery): string {
  const p = new URLSearchParams();
  if (q.pay !== null) p.set(P.pay, q.pay);
  if (q.licensed) p.set(P.licensed, LICENSED_ONLY);
  if (q.depositMax !== null) p.set(P.depositMax, String(q.depositMax));
  if (q.wageringMax !== null) p.set(P.wageringMax, String(q.wageringMax));
  if (q.type !== null) p.set(P.type, q.type);
  if (q.ratingMin !== null) p.set(P.ratingMin, String(q.ratingMin));
  if (q.sort !== HUB_DEFAULT.sort) p.set(P.sort, q.sort);
  if (q.page !== HUB_DEFAULT.page) p.set(P.page, String(q.page));
  return p.toString();
}

/** True when `offer` passes every filter of `q`. */
export function matchesHubQuery(offer: HubOffer, q: HubQuery): boolean {
  return (
    (q.pay === null || offer.payments.includes(q.pay)) &&
    (q.depositMax === null || offer.minDepositEur <= q.depositMax) &&
    (q.wageringMax === null || (offer.wagering !== null && offer.wagering <= q.wageringMax)) &&
    (q.type === null || offer.bonusTypes.includes(q.type)) &&
    (q.ratingMin === null || offer.rating >= q.ratingMin)
  );
}

/** null sorts after every number, whichever way the numbers go. */
function nullsLast(a: number | null, b: number | null, dir: 1 | -1): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return (a - b) * dir;
}

/** The order of `sort`; ties go to the better rating, then the name, so the order is total. */
function compare(sort: HubSort): (a: HubOffer, b: HubOffer) => number {
  return (a, b) =>
    (sort === 'value'
      ? nullsLast(a.valueEur, b.valueEur, -1)
      : sort === 'wagering'
        ? nullsLast(a.wagering, b.wagering, 1)
        : 0) ||
    b.rating - a.rating ||
    a.casinoName.localeCompare(b.casinoName, 'bg') ||
    a.key.localeCompare(b.key);
}

/** The offers `q` lets through, in its order; `offers` is left as it was. */
export function applyHubQuery(offers: readonly HubOffer[], q: HubQuery): HubOffer[] {
  return offers.filter((o) => matchesHubQuery(o, q)).sort(compare(q.sort));
}

/**
 * What a hub shows under `q` on a locale of `rule` (docs/compliance.md#rankings): the rows that
 * may rank, in the query's order, and, on a casino hub unless `q.licensed`, the casinos shown
 * apart for want of a licence. A bonus of a casino that may not rank is no offer at all.
 */
export function hubListing(
  offers: readonly HubOffer[],
  q: HubQuery,
  kind: 'casinos' | 'bonuses',
  rule: LicenceRule,
): { ranked: HubOffer[]; apart: Apart<HubOffer>[] } {
  const { ranked, apart } = rankByLaw(applyHubQuery(offers, q), rule);
  return { ranked, apart: kind === 'casinos' && !q.licensed ? apart : [] };
}

/**
 * The page `q.page` of a listing (product §1 Hubs): its ranked rows {@link HUB_PAGE_SIZE} a page,
 * a page past the end read as the last. The casinos apart stand on every page: why they are not
 * ranked holds for the whole list, not for the page where its ranking ends.
 */
export function hubPage<T>(
  listing: { ranked: readonly T[]; apart: readonly Apart<T>[] },
  page: number,
): { ranked: T[]; apart: readonly Apart<T>[]; paging: Paging } {
  const { items, paging } = pageOf(listing.ranked, page, HUB_PAGE_SIZE);
  return { ranked: items, apart: listing.apart, paging };
}
