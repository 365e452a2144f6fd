/**
 * Bonuses (product §3 Bonus: id, headline, type, casino) plus the terms players check first
 * (docs/domain-notes.md#what-players-check-first): wagering and its base, max bet, max cashout,
 * expiry, excluded games.
 */
import { z } from 'zod';
import { HttpUrl, Id, IsoDateTime, Money, Slug } from './common';

/** Kinds of bonus offered. */
export const BonusType = z.enum([
  'welcome',
  'no-deposit',
  'free-spins',
  'reload',
  'cashback',
  'high-roller',
]);
export type BonusType = z.infer<typeof BonusType>;

/** What the wagering multiplier applies to (docs/domain-notes.md#bonus-maths). */
export const WageringBase = z.enum(['bonus', 'deposit-bonus', 'free-spin-winnings']);
export type WageringBase = z.infer<typeof WageringBase>;

/** The terms of a bonus, in the numbers the bonus calculator works with. */
export const BonusTerms = z.object({
  /** Match percentage of the deposit, e.g. 100 for 100%. 0 for no-deposit offers. */
  matchPercent: z.number().nonnegative(),
  /** Cap of the bonus amount. */
  maxBonus: Money,
  /** Free spins included. */
  freeSpins: z.number().int().nonnegative(),
  /** Value of one free spin. */
  freeSpinValue: Money,
  /** Wagering multiplier (e.g. 35 for 35x). */
  wageringMultiplier: z.number().nonnegative(),
  /** What the multiplier applies to. */
  wageringBase: WageringBase,
  /** Maximum bet while wagering. */
  maxBet: Money,
  /** Maximum cash-out from the bonus, null for none. */
  maxCashout: Money.nullable(),
  /** Days to complete wagering. */
  expiryDays: z.number().int().positive(),
  /** Minimum qualifying deposit. */
  minDeposit: Money,
  /** Game categories that do not count towards wagering. */
  excludedGames: z.array(z.string()),
  /** Contribution of slots to wagering, in percent. */
  slotContributionPercent: z.number().min(0).max(100),
});
export type BonusTerms = z.infer<typeof BonusTerms>;

/** A bonus in a list: what product §3 names plus the terms summary. */
export const BonusSummary = z.object({
  /** CMS id, used as bonusId on /go links (product §2). */
  id: Id,
  /** Headline in Bulgarian, e.g. '100% до 200 € + 50 безплатни завъртания'. */
  headline: z.string().min(1),
  /** Bonus kind. */
  type: BonusType,
  /** Slug of the casino offering it (product §3 Bonus.casino). */
  casino: Slug,
  /** The terms. */
  terms: BonusTerms,
  /** Bonus code to enter, if any. */
  code: z.string().nullable(),
  /** Link to the operator's full terms. */
  termsUrl: HttpUrl,
  /** When the editors last verified the terms. */
  verifiedAt: IsoDateTime,
  /** Tags used by the /bonuses/tags filters. */
  tags: z.array(z.string()),
});
export type BonusSummary = z.infer<typeof BonusSummary>;

/**
 * The affiliate bonus lookup answer (product §7 GET /bonuses/bonus). The first specification
 * left its shape open; ours carries the one URL a /go redirect may ever use.
 */
export const AffiliateBonus = z.object({
  /** Bonus id, 0 for the casino's default link. */
  id: Id,
  /** Affiliate code of the casino. */
  code: z.string().regex(/^[A-Za-z0-9_-]+$/),
  /** Casino's display name. */
  casinoName: z.string().min(1),
  /** Slug of the casino review. */
  casinoSlug: Slug,
  /** Headline of the bonus. */
  headline: z.string(),
  /** The tracked affiliate URL: the only redirect target allowed. */
  url: HttpUrl,
  /** Whether this is the rest-of-world (international) variant. */
  row: z.boolean(),
  /** Locale the link belongs to. */
  locale: z.string(),
});
export type AffiliateBonus = z.infer<typeof AffiliateBonus>;

/** An international bonus offered instead to visitors from another country (product §2 modal). */
export const InternationalBonus = z.object({
  /** Bonus id. */
  id: Id,
  /** Casino display name. */
  casinoName: z.string().min(1),
  /** Affiliate code. */
  code: z.string().regex(/^[A-Za-z0-9_-]+$/),
  /** Headline. */
  headline: z.string().min(1),
  /** Country codes it is available in. */
  countries: z.array(z.string().length(2)),
});
export type InternationalBonus = z.infer<typeof InternationalBonus>;
