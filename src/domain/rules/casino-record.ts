/**
 * The fields of a casino record that follow from its others, so a record never contradicts
 * itself: its rating is the mean of its items to one decimal (product §5), its headline bonus's
 * headline and date are that bonus's, its minimum deposit the smallest of its methods'.
 */
import type { BonusSummary, Casino } from '../entities';
import { meanRating } from './rating';

/** The members of a casino record that are derived, never written by an editor. */
export const DERIVED_CASINO_FIELDS = [
  'rating',
  'bonusHeadline',
  'bonusVerifiedAt',
  'minDeposit',
] as const satisfies readonly (keyof Casino)[];

/** The derived fields of a record made of the rest. */
export function derivedCasinoFields(
  casino: Pick<Casino, 'ratingItems' | 'bonuses' | 'bonusId' | 'paymentMethods' | 'minDeposit'>,
): Pick<Casino, (typeof DERIVED_CASINO_FIELDS)[number]> {
  const headline = casino.bonuses.find((b) => b.id === casino.bonusId);
  const cheapest = [...casino.paymentMethods].sort(
    (a, b) => a.minDeposit.amount - b.minDeposit.amount,
  )[0];
  return {
    rating: Math.round(meanRating(casino.ratingItems) * 10) / 10,
    bonusHeadline: headline?.headline ?? null,
    bonusVerifiedAt: headline?.verifiedAt ?? null,
    minDeposit: cheapest?.minDeposit ?? casino.minDeposit,
  };
}

/** `casino` carrying `bonus` as it is now (a bonus lives in its casino's record too). */
export function withBonus(casino: Casino, bonus: BonusSummary): Casino {
  const bonuses = casino.bonuses.map((b) => (b.id === bonus.id ? bonus : b));
  return { ...casino, bonuses, ...derivedCasinoFields({ ...casino, bonuses }) };
}
