/**
 * The rows of a casino or bonus hub (product §1), made from the casino records: the seed writes them
 * into the hub pages, and the API answers each row again from the record as it is now.
 */
import type { BonusSummary, Casino, HubOffer } from '../entities';

/** What a bonus is worth at most, in EUR: its cap plus its free spins' value. */
const bonusValue = (b: BonusSummary): number =>
  b.terms.maxBonus.amount + b.terms.freeSpins * b.terms.freeSpinValue.amount;

/** The fields of an offer that come from its casino. */
function casinoPart(c: Casino) {
  return {
    casinoName: c.name,
    casinoSlug: c.slug,
    logo: c.logo,
    rating: c.rating,
    affiliateCode: c.affiliateCode,
    licences: c.licences,
    payments: c.paymentMethods.map((m) => m.providerSlug),
  };
}

/** The smallest deposit that gets `b` at casino `c`, in EUR. */
const depositFor = (c: Casino, b: BonusSummary): number =>
  Math.max(b.terms.minDeposit.amount, c.minDeposit.amount);

/**
 * A casino's row: its headline bonus's deposit, wagering and value (what the row shows is what
 * the filters and the sort read), every kind of bonus it offers.
 */
export function casinoOffer(c: Casino): HubOffer {
  const headline = c.bonuses.find((b) => b.id === c.bonusId) ?? c.bonuses[0];
  return {
    key: c.slug,
    page: c.slug,
    ...casinoPart(c),
    headline: c.bonusHeadline,
    bonusId: c.bonusId,
    verifiedAt: c.bonusVerifiedAt,
    minDepositEur: headline ? depositFor(c, headline) : c.minDeposit.amount,
    wagering: headline ? headline.terms.wageringMultiplier : null,
    bonusTypes: [...new Set(c.bonuses.map((b) => b.type))],
    valueEur: headline ? bonusValue(headline) : null,
  };
}

/** A bonus's row; its page is the casino's bonus page. */
export function bonusOffer(c: Casino, b: BonusSummary): HubOffer {
  return {
    key: `bonus-${String(b.id)}`,
    page: c.bonusPageSlug ?? c.slug,
    ...casinoPart(c),
    headline: b.headline,
    bonusId: b.id,
    verifiedAt: b.verifiedAt,
    minDepositEur: depositFor(c, b),
    wagering: b.terms.wageringMultiplier,
    bonusTypes: [b.type],
    valueEur: bonusValue(b),
  };
}
