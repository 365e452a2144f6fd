/**
 * The bonus calculator's form values (product §2 bonus calculator): text as typed, the worked
 * example the server render shows, a catalogue bonus to fields and fields to calculator input.
 */
import type { BonusSummary, WageringBase } from '../../../domain/entities';
import type { BonusInput } from '../../../domain/rules/bonus-math';

/** Form values as typed (text), keyed like {@link BonusInput}. */
export type Fields = Record<Exclude<keyof BonusInput, 'wageringBase'>, string> & {
  wageringBase: WageringBase;
};

/** The worked example of the issue: turnover 7000, expected loss 280, expected value −180. */
export const WORKED_EXAMPLE: Fields = {
  deposit: '100',
  matchPercent: '100',
  maxBonus: '',
  wageringMultiplier: '35',
  wageringBase: 'deposit-bonus',
  contributionPercent: '100',
  rtpPercent: '96',
  maxCashout: '',
  maxBet: '5',
  expiryDays: '30',
  freeSpins: '0',
  freeSpinValue: '0',
};

/** Bulgarian decimals use a comma; empty optional fields mean "none". */
function num(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
}
function optional(text: string): number | null {
  return text.trim() === '' ? null : num(text);
}

/** Typed fields to calculator input. */
export function toInput(f: Fields): BonusInput {
  return {
    deposit: num(f.deposit),
    matchPercent: num(f.matchPercent),
    maxBonus: optional(f.maxBonus),
    wageringMultiplier: num(f.wageringMultiplier),
    wageringBase: f.wageringBase,
    contributionPercent: num(f.contributionPercent),
    rtpPercent: num(f.rtpPercent),
    maxCashout: optional(f.maxCashout),
    maxBet: num(f.maxBet),
    expiryDays: num(f.expiryDays),
    freeSpins: num(f.freeSpins),
    freeSpinValue: num(f.freeSpinValue),
  };
}

/** A catalogue bonus to fields; deposit: the minimum that takes the whole bonus. */
export function fromBonus(b: BonusSummary, rtp: string): Fields {
  const tm = b.terms;
  const deposit =
    tm.matchPercent > 0 ? (tm.maxBonus.amount * 100) / tm.matchPercent : tm.minDeposit.amount;
  return {
    deposit: String(Math.max(deposit, tm.minDeposit.amount)),
    matchPercent: String(tm.matchPercent),
    maxBonus: String(tm.maxBonus.amount),
    wageringMultiplier: String(tm.wageringMultiplier),
    wageringBase: tm.wageringBase,
    contributionPercent: String(tm.slotContributionPercent),
    rtpPercent: rtp,
    maxCashout: tm.maxCashout ? String(tm.maxCashout.amount) : '',
    maxBet: String(tm.maxBet.amount),
    expiryDays: String(tm.expiryDays),
    freeSpins: String(tm.freeSpins),
    freeSpinValue: String(tm.freeSpinValue.amount),
  };
}

/** The numeric inputs: key, label (source text) and unit. */
export const FIELD_LABELS: [Exclude<keyof Fields, 'wageringBase'>, string, string][] = [
  ['deposit', 'Deposit amount', '€'],
  ['matchPercent', 'Bonus percentage', '%'],
  ['maxBonus', 'Максимален бонус (празно = без)', '€'],
  ['wageringMultiplier', 'Wagering', 'x'],
  ['contributionPercent', 'Принос на играта към залагането', '%'],
  ['rtpPercent', 'RTP', '%'],
  ['maxCashout', 'Max cashout', '€'],
  ['maxBet', 'Max bet', '€'],
  ['expiryDays', 'Expiry', 'дни'],
  ['freeSpins', 'Free spins', ''],
  ['freeSpinValue', 'Стойност на завъртане', '€'],
];
