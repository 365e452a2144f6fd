/**
 * Bonus maths (docs/domain-notes.md#bonus-maths, the bonus calculator): what a bonus really costs.
 * Pure functions, no rounding: the UI formats. Invalid input (negative, non-finite, a fraction
 * outside its range) gives NaN from the single functions and `{ ok: false }` from
 * {@link calculateBonus}, so a typo in the calculator never shows a confident wrong number.
 */
import type { WageringBase } from '../entities/bonus';

/** Percent points to a fraction: 96 → 0.96. */
const PERCENT = 100;

/** True for a finite number ≥ 0. */
function nonNegative(n: number): boolean {
  return Number.isFinite(n) && n >= 0;
}

/** B = min(D × match, cap). `matchPercent` is in points (100 = 100%); cap null means none. */
export function bonusAmount(deposit: number, matchPercent: number, cap: number | null): number {
  if (!nonNegative(deposit) || !nonNegative(matchPercent)) return Number.NaN;
  if (cap !== null && !nonNegative(cap)) return Number.NaN;
  const raw = (deposit * matchPercent) / PERCENT;
  return cap === null ? raw : Math.min(raw, cap);
}

/** The amount the wagering multiplier applies to: B, D + B, or the free-spin winnings. */
export function wageringBaseAmount(
  base: WageringBase,
  deposit: number,
  bonus: number,
  freeSpinWinnings: number,
): number {
  const amount =
    base === 'bonus' ? bonus : base === 'deposit-bonus' ? deposit + bonus : freeSpinWinnings;
  return nonNegative(amount) ? amount : Number.NaN;
}

/** Turnover T = base × WR. */
export function turnover(baseAmount: number, multiplier: number): number {
  return nonNegative(baseAmount) && nonNegative(multiplier) ? baseAmount * multiplier : Number.NaN;
}

/** Real turnover T / c, with the game contribution c in percent points (0 < c ≤ 100). */
export function realTurnover(turnoverAmount: number, contributionPercent: number): number {
  if (!nonNegative(turnoverAmount) || !(contributionPercent > 0 && contributionPercent <= PERCENT))
    return Number.NaN;
  return turnoverAmount / (contributionPercent / PERCENT);
}

/** House edge as a fraction, 1 − RTP; RTP in percent points (0 < RTP ≤ 100). */
export function houseEdge(rtpPercent: number): number {
  return rtpPercent > 0 && rtpPercent <= PERCENT ? 1 - rtpPercent / PERCENT : Number.NaN;
}

/** Expected loss while wagering: real turnover × house edge. */
export function expectedLoss(realTurnoverAmount: number, rtpPercent: number): number {
  const edge = houseEdge(rtpPercent);
  return nonNegative(realTurnoverAmount) ? realTurnoverAmount * edge : Number.NaN;
}

/** Expected value B − expected loss, capped by the max cashout (null: no cap). */
export function expectedValue(bonus: number, loss: number, maxCashout: number | null): number {
  if (!nonNegative(bonus) || !nonNegative(loss)) return Number.NaN;
  const value = bonus - loss;
  return maxCashout !== null && nonNegative(maxCashout) ? Math.min(value, maxCashout) : value;
}

/**
 * Break-even wagering multiplier for bonus-only wagering: c / house edge. Above it the bonus
 * is expected to cost money. Infinity at RTP 100% (no edge, never a loss).
 */
export function breakEvenMultiplier(contributionPercent: number, rtpPercent: number): number {
  const edge = houseEdge(rtpPercent);
  if (!(contributionPercent > 0 && contributionPercent <= PERCENT) || Number.isNaN(edge))
    return Number.NaN;
  return edge === 0 ? Number.POSITIVE_INFINITY : contributionPercent / PERCENT / edge;
}

/** Fewest spins to finish wagering: real turnover / max bet (rounded up: a spin is whole). */
export function minimumSpins(realTurnoverAmount: number, maxBet: number): number {
  if (!nonNegative(realTurnoverAmount) || !(maxBet > 0 && Number.isFinite(maxBet)))
    return Number.NaN;
  return Math.ceil(realTurnoverAmount / maxBet);
}

/** Turnover to play per day to finish before expiry. */
export function turnoverPerDay(realTurnoverAmount: number, expiryDays: number): number {
  if (!nonNegative(realTurnoverAmount) || !(expiryDays > 0 && Number.isFinite(expiryDays)))
    return Number.NaN;
  return realTurnoverAmount / expiryDays;
}

/** Expected free-spin winnings: spins × spin value × RTP. */
export function freeSpinWinnings(spins: number, spinValue: number, rtpPercent: number): number {
  if (!nonNegative(spins) || !nonNegative(spinValue) || !(rtpPercent > 0 && rtpPercent <= PERCENT))
    return Number.NaN;
  return (spins * spinValue * rtpPercent) / PERCENT;
}

/** Everything the calculator asks for. Percentages are points (100 = 100%), money in EUR. */
export type BonusInput = {
  /** Deposit D. */
  deposit: number;
  /** Match in percent points. */
  matchPercent: number;
  /** Bonus cap, null for none. */
  maxBonus: number | null;
  /** Wagering multiplier WR. */
  wageringMultiplier: number;
  /** What WR applies to. */
  wageringBase: WageringBase;
  /** Game contribution in percent points. */
  contributionPercent: number;
  /** RTP of the game played, percent points. */
  rtpPercent: number;
  /** Max cashout, null for none. */
  maxCashout: number | null;
  /** Max bet while wagering. */
  maxBet: number;
  /** Days to finish wagering. */
  expiryDays: number;
  /** Free spins included. */
  freeSpins: number;
  /** Value of one free spin. */
  freeSpinValue: number;
};

/** The calculator's figures. */
export type BonusResult = {
  bonus: number;
  freeSpinWinnings: number;
  turnover: number;
  realTurnover: number;
  expectedLoss: number;
  expectedValue: number;
  breakEvenMultiplier: number;
  minimumSpins: number;
  turnoverPerDay: number;
};

/** Every figure of the calculator, or the names of the fields that make it impossible. */
export function calculateBonus(
  input: BonusInput,
): { ok: true; result: BonusResult } | { ok: false; invalid: (keyof BonusInput)[] } {
  const invalid: (keyof BonusInput)[] = [];
  const check = (key: keyof BonusInput, good: boolean) => {
    if (!good) invalid.push(key);
  };
  check('deposit', nonNegative(input.deposit));
  check('matchPercent', nonNegative(input.matchPercent));
  check('maxBonus', input.maxBonus === null || nonNegative(input.maxBonus));
  check('wageringMultiplier', nonNegative(input.wageringMultiplier));
  check(
    'contributionPercent',
    input.contributionPercent > 0 && input.contributionPercent <= PERCENT,
  );
  check('rtpPercent', input.rtpPercent > 0 && input.rtpPercent <= PERCENT);
  check('maxCashout', input.maxCashout === null || nonNegative(input.maxCashout));
  check('maxBet', input.maxBet > 0 && Number.isFinite(input.maxBet));
  check('expiryDays', input.expiryDays > 0 && Number.isFinite(input.expiryDays));
  check('freeSpins', nonNegative(input.freeSpins));
  check('freeSpinValue', nonNegative(input.freeSpinValue));
  if (invalid.length > 0) return { ok: false, invalid };

  const bonus = bonusAmount(input.deposit, input.matchPercent, input.maxBonus);
  const spinsWin = freeSpinWinnings(input.freeSpins, input.freeSpinValue, input.rtpPercent);
  const base = wageringBaseAmount(input.wageringBase, input.deposit, bonus, spinsWin);
  const t = turnover(base, input.wageringMultiplier);
  const real = realTurnover(t, input.contributionPercent);
  const loss = expectedLoss(real, input.rtpPercent);
  // Free-spin winnings are bonus money too: they count towards what can be won.
  const value = expectedValue(bonus + spinsWin, loss, input.maxCashout);
  return {
    ok: true,
    result: {
      bonus,
      freeSpinWinnings: spinsWin,
      turnover: t,
      realTurnover: real,
      expectedLoss: loss,
      expectedValue: value,
      breakEvenMultiplier: breakEvenMultiplier(input.contributionPercent, input.rtpPercent),
      minimumSpins: minimumSpins(real, input.maxBet),
      turnoverPerDay: turnoverPerDay(real, input.expiryDays),
    },
  };
}
