/**
 * The hubs' own content (product §1: a guide to casinos, bonuses, payment and software providers,
 * authors and articles): the offers a casino or bonus hub filters in the browser, and the list of
 * authors. An offer carries only what its card and the filters need, so the page stays small.
 */
import { z } from 'zod';
import { Author } from './author';
import { BonusType } from './bonus';
import { Licence } from './casino';
import { Id, Image, IsoDateTime, Score, Slug } from './common';

/** One row of a casino hub (a casino with its best bonus) or of a bonus hub (one bonus). */
export const HubOffer = z.object({
  /** Unique within the hub: the casino's slug, or 'bonus-{id}'. */
  key: z.string().min(1),
  /** Casino's display name. */
  casinoName: z.string().min(1),
  /** Casino review slug. */
  casinoSlug: Slug,
  /** The page the row's title opens: the review, or the casino's bonus page. */
  page: Slug,
  /** Casino logo. */
  logo: Image,
  /** The casino's expert rating, 0 to 10 (product §5). */
  rating: Score,
  /** Affiliate code for /go/{code} (product §2). */
  affiliateCode: z.string().regex(/^[A-Za-z0-9_-]+$/),
  /** The offer's headline, null for a casino without a bonus. */
  headline: z.string().nullable(),
  /** Bonus id for /go/{code}?bonusId=, null for none. */
  bonusId: Id.nullable(),
  /** When the editors last verified the offer's terms; null when never. */
  verifiedAt: IsoDateTime.nullable(),
  /**
   * The casino's licences as the register last showed them (the API sets them as it answers): the
   * row's licence line, its rank and the licence filter come from them.
   */
  licences: z.array(Licence).default([]),
  /** Slugs of the payment methods the casino takes. */
  payments: z.array(Slug),
  /** Smallest deposit that gets the offer the row shows (its bonus's, at least the casino's), in EUR. */
  minDepositEur: z.number().nonnegative(),
  /** Wagering multiplier of the offer (a casino's: its headline bonus's); null without a bonus. */
  wagering: z.number().nonnegative().nullable(),
  /** Kinds of bonus on offer. */
  bonusTypes: z.array(BonusType),
  /** Most the offer is worth in EUR (bonus cap plus free spins' value); null without a bonus. */
  valueEur: z.number().nonnegative().nullable(),
});
export type HubOffer = z.infer<typeof HubOffer>;

/** A payment method a hub can filter by: its slug and name. */
export const HubPayment = z.object({
  /** Payment provider page slug. */
  slug: Slug,
  /** Display name. */
  name: z.string().min(1),
});
export type HubPayment = z.infer<typeof HubPayment>;

/** The filterable list of a casino or bonus hub (an island over the page's own data). */
export const OfferHubContent = z.object({
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  component: z.literal('offer-hub'),
  /** List heading. */
  heading: z.string().min(1),
  /** What a row is: a casino or a bonus. */
  kind: z.enum(['casinos', 'bonuses']),
  /** The rows in the CMS's order; the default sort puts the best rated first. */
  offers: z.array(HubOffer),
  /** The payment methods the filter offers. */
  payments: z.array(HubPayment),
});
export type OfferHubContent = z.infer<typeof OfferHubContent>;

/** The authors of the guide (the author hub). */
export const AuthorListContent = z.object({
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  component: z.literal('author-list'),
  /** List heading. */
  heading: z.string().min(1),
  /** Authors to show, each linking to their profile. */
  authors: z.array(Author),
});
export type AuthorListContent = z.infer<typeof AuthorListContent>;
