/** A casino's bonuses: the first is its welcome offer, the rest drawn from the other kinds. */
import type { BonusSummary, BonusType } from '../../src/domain/entities';
import { eur, type DaysAgo } from './common';
import type { Rng } from './random';
import * as W from './words';

/** An offer's kind and amounts: match percent, cap in euro, free spins. */
type Offer = { type: BonusType; match: number; cap: number; spins: number };

/** The headline players see first, from the offer's kind and amounts. */
function headlineOf(rng: Rng, { type, match, cap, spins }: Offer): string {
  if (type === 'no-deposit') return `${cap} € бонус без депозит`;
  if (type === 'cashback') return `${rng.pick([10, 15, 20])}% кешбек до ${cap} €`;
  return `${match > 0 ? `${match}% до ${cap} €` : `${spins || 50} безплатни завъртания`}${match > 0 && spins ? ` + ${spins} безплатни завъртания` : ''}`;
}

/** The terms players check first (docs/domain-notes.md#what-players-check-first). */
function termsOf(rng: Rng, { type, match, cap, spins }: Offer): BonusSummary['terms'] {
  return {
    matchPercent: match,
    maxBonus: eur(cap),
    freeSpins: spins,
    freeSpinValue: eur(rng.pick([0.1, 0.2, 0.5])),
    wageringMultiplier: rng.pick([25, 30, 35, 40, 45, 50]),
    wageringBase: rng.pick(['bonus', 'deposit-bonus', 'deposit-bonus'] as const),
    maxBet: eur(rng.pick([2, 5, 5, 10])),
    maxCashout: rng.chance(0.5) ? eur(rng.pick([100, 200, 500, 1000])) : null,
    expiryDays: rng.pick([7, 14, 21, 30]),
    minDeposit: eur(type === 'no-deposit' ? 0 : rng.pick([10, 20, 25])),
    excludedGames: rng.sample(
      ['Рулетка', 'Блекджек', 'Игри на живо', 'Видео покер'],
      rng.int(0, 3),
    ),
    slotContributionPercent: 100,
  };
}

/** The stream and the calendar a casino's bonuses draw from. */
export type BonusInput = { rng: Rng; daysAgo: DaysAgo };

/** One bonus of the casino `slug`; `first` makes it the welcome offer. */
function makeBonus(input: BonusInput, slug: string, id: number, first: boolean): BonusSummary {
  const { rng } = input;
  const type = first
    ? 'welcome'
    : rng.pick(['free-spins', 'no-deposit', 'reload', 'cashback'] as const);
  const match =
    type === 'welcome' ? rng.pick([50, 100, 100, 150, 200]) : type === 'reload' ? 50 : 0;
  const cap = type === 'no-deposit' ? rng.pick([5, 10, 20]) : rng.pick([100, 200, 300, 500]);
  const spins = type === 'free-spins' || rng.chance(0.4) ? rng.pick([20, 50, 100, 150]) : 0;
  const offer: Offer = { type, match, cap, spins };
  return {
    id,
    headline: headlineOf(rng, offer),
    type,
    casino: slug,
    terms: termsOf(rng, offer),
    code: rng.chance(0.3) ? `${slug.slice(0, 4).toUpperCase()}${rng.int(10, 99)}` : null,
    termsUrl: `https://${slug}.example-operator.com/terms`,
    verifiedAt: input.daysAgo(rng.int(1, 60)),
    tags: rng.sample(W.BONUS_TAGS, rng.int(1, 3)),
  };
}

/** One to three bonuses of the casino `slug`, numbered from `firstId`. */
export function makeCasinoBonuses(
  input: BonusInput,
  slug: string,
  firstId: number,
): BonusSummary[] {
  const bonusCount = input.rng.int(1, 3);
  const own: BonusSummary[] = [];
  for (let b = 0; b < bonusCount; b += 1) own.push(makeBonus(input, slug, firstId + b, b === 0));
  return own;
}
