/**
 * A casino as the CMS describes it (product §3). The first specification named only its logo and
 * bonus page; the rest is what a serious review site needs, kept in one schema.
 */
import { z } from 'zod';
import { CountryCode, HttpUrl, Id, Image, IsoDateTime, Money, Score, Slug } from './common';
import { BonusSummary } from './bonus';

/** One scored criterion of a review (the rating is their mean, product §5). */
export const RatingItem = z.object({
  /** Criterion key, e.g. 'bonuses', 'games', 'payments', 'support', 'mobile', 'safety'. */
  key: z.enum(['bonuses', 'games', 'payments', 'support', 'mobile', 'safety']),
  /** Criterion score, 0 to 10. */
  rating: Score,
});
export type RatingItem = z.infer<typeof RatingItem>;

/**
 * Where a licence stands in its authority's register. Only 'active' is current: 'unverified' is a
 * licence nobody has checked against the register yet (Gambling Act art. 3(1),
 * docs/compliance.md#licences-and-registers-licenceregister).
 */
export const LicenceStatus = z.enum(['active', 'suspended', 'revoked', 'expired', 'unverified']);
export type LicenceStatus = z.infer<typeof LicenceStatus>;

/**
 * A register of licensed operators that a locale's law may follow (docs/compliance.md): the NRA's
 * (Gambling Act art. 3(1), Bulgaria) and the GGL's whitelist (GlüStV 2021 §9(8), Germany).
 */
export const LicenceRegister = z.enum(['nra', 'ggl']);
export type LicenceRegister = z.infer<typeof LicenceRegister>;

/** A gambling licence. Bulgarian operators are licensed by the NRA (НАП), German ones by the GGL. */
export const Licence = z.object({
  /** Issuing authority as it writes its name, e.g. 'НАП', 'GGL' or 'MGA'. */
  authority: z.string().min(1),
  /** Licence number as published in the authority's register. */
  number: z.string().min(1),
  /** The company the register names as the licence holder. */
  holder: z.string().min(1),
  /** The licence's standing when it was last checked. */
  status: LicenceStatus,
  /** When the editors last checked it against the register; null when never. */
  checkedAt: IsoDateTime.nullable(),
  /** The register a locale may follow that lists it; null for another authority's (e.g. MGA). */
  register: LicenceRegister.nullable(),
  /** Link to the authority's public register entry. */
  registerUrl: HttpUrl.optional(),
});
export type Licence = z.infer<typeof Licence>;

/** A payment method as offered by one casino: limits and speed. */
export const CasinoPaymentMethod = z.object({
  /** Slug of the payment provider page. */
  providerSlug: Slug,
  /** Payment provider's display name. */
  name: z.string().min(1),
  /** Minimum deposit with this method. */
  minDeposit: Money,
  /** Maximum withdrawal per transaction with this method, null when none is published. */
  maxWithdrawal: Money.nullable(),
  /** Withdrawal time in hours, as a range [min, max]. */
  withdrawalHours: z.tuple([z.number().nonnegative(), z.number().nonnegative()]),
  /** Whether this method can be used for withdrawals at all. */
  withdrawals: z.boolean(),
});
export type CasinoPaymentMethod = z.infer<typeof CasinoPaymentMethod>;

/** A casino in a list or a table: what a card needs. */
export const CasinoSummary = z.object({
  /** CMS id. */
  id: Id,
  /** Display name. */
  name: z.string().min(1),
  /** Review page slug. */
  slug: Slug,
  /** Logo (product §3 casino logo). */
  logo: Image,
  /** Overall rating: mean of the rating items (product §5), 0 to 10. */
  rating: Score,
  /** Short Bulgarian claim for the card. */
  tagline: z.string(),
  /** Affiliate code used in /go/{code} links (product §2). */
  affiliateCode: z.string().regex(/^[A-Za-z0-9_-]+$/),
  /** Headline of the casino's best bonus, when it has one. */
  bonusHeadline: z.string().nullable(),
  /** Id of that bonus, for /go/{code}?bonusId=. */
  bonusId: Id.nullable(),
  /** When the editors last verified that bonus's terms; null for none (or a record stored before). */
  bonusVerifiedAt: IsoDateTime.nullable().default(null),
  /**
   * Its licences as the register last showed them (the API sets them as it answers): what a list
   * says of its licence and whether it ranks come from them. A card stored without them has none.
   */
  licences: z.array(Licence).default([]),
});
export type CasinoSummary = z.infer<typeof CasinoSummary>;

/** The full casino review record. */
export const Casino = CasinoSummary.extend({
  /** The criteria behind the rating. */
  ratingItems: z.array(RatingItem).min(1),
  /** Licences the operator holds. */
  licences: z.array(Licence).min(1),
  /** Year the casino was founded. */
  established: z.number().int().min(1990).max(2100),
  /** Operating company. */
  operator: z.string().min(1),
  /** Payment methods with their limits and withdrawal times. */
  paymentMethods: z.array(CasinoPaymentMethod),
  /** Minimum deposit across methods. */
  minDeposit: Money,
  /** Countries whose residents may not play. */
  restrictedCountries: z.array(CountryCode),
  /** Pros in Bulgarian. */
  pros: z.array(z.string().min(1)),
  /** Cons in Bulgarian. */
  cons: z.array(z.string().min(1)),
  /** Bonuses currently offered. */
  bonuses: z.array(BonusSummary),
  /** Slugs of the software providers whose games it offers. */
  softwareProviders: z.array(Slug),
  /** Number of games in the lobby. */
  gameCount: z.number().int().nonnegative(),
  /** Languages of customer support, ISO 639-1. */
  supportLanguages: z.array(z.string().length(2)),
  /** Whether a live chat support is offered. */
  liveChat: z.boolean(),
  /** Slug of the casino's bonus page (product §3 casino bonus_page), when it has one. */
  bonusPageSlug: Slug.nullable(),
  /** When the editors last checked the review. */
  reviewedAt: IsoDateTime,
});
export type Casino = z.infer<typeof Casino>;
