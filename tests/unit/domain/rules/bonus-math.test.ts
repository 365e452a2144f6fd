import { describe, expect, it } from 'vitest';
import {
  bonusAmount,
  breakEvenMultiplier,
  calculateBonus,
  expectedLoss,
  expectedValue,
  freeSpinWinnings,
  minimumSpins,
  realTurnover,
  turnover,
  turnoverPerDay,
  wageringBaseAmount,
  type BonusInput,
} from '../../../../src/domain/rules/bonus-math';

/** The worked example: deposit 100, 100% match, 35x deposit plus bonus, RTP 96%. */
const WORKED: BonusInput = {
  deposit: 100,
  matchPercent: 100,
  maxBonus: null,
  wageringMultiplier: 35,
  wageringBase: 'deposit-bonus',
  contributionPercent: 100,
  rtpPercent: 96,
  maxCashout: null,
  maxBet: 5,
  expiryDays: 30,
  freeSpins: 0,
  freeSpinValue: 0,
};

describe('calculateBonus', () => {
  it('holds the worked example: turnover 7000, expected loss 280, expected value -180', () => {
    const out = calculateBonus(WORKED);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.result.bonus).toBe(100);
    expect(out.result.turnover).toBe(7000);
    expect(out.result.realTurnover).toBe(7000);
    expect(out.result.expectedLoss).toBeCloseTo(280, 9);
    expect(out.result.expectedValue).toBeCloseTo(-180, 9);
    expect(out.result.minimumSpins).toBe(1400);
    expect(out.result.turnoverPerDay).toBeCloseTo(233.33, 2);
    expect(out.result.breakEvenMultiplier).toBeCloseTo(25, 9);
  });

  it.each([
    ['a cap that binds', { maxBonus: 50 }, { bonus: 50, turnover: 5250 }],
    ['bonus-only wagering', { wageringBase: 'bonus' as const }, { bonus: 100, turnover: 3500 }],
    [
      'half contribution doubles real turnover',
      { contributionPercent: 50 },
      { realTurnover: 14000 },
    ],
    [
      'max cashout caps a positive value',
      { wageringMultiplier: 1, maxCashout: 20 },
      { expectedValue: 20 },
    ],
  ])('%s', (_name, patch, expected) => {
    const out = calculateBonus({ ...WORKED, ...patch });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    for (const [key, value] of Object.entries(expected))
      expect(out.result[key as keyof typeof out.result]).toBeCloseTo(value, 6);
  });

  it.each([
    ['negative deposit', { deposit: -1 }, 'deposit'],
    ['NaN RTP', { rtpPercent: Number.NaN }, 'rtpPercent'],
    ['RTP above 100', { rtpPercent: 101 }, 'rtpPercent'],
    ['zero contribution', { contributionPercent: 0 }, 'contributionPercent'],
    ['zero max bet', { maxBet: 0 }, 'maxBet'],
    ['zero expiry', { expiryDays: 0 }, 'expiryDays'],
    ['infinite multiplier', { wageringMultiplier: Number.POSITIVE_INFINITY }, 'wageringMultiplier'],
  ] as const)('rejects %s', (_name, patch, field) => {
    const out = calculateBonus({ ...WORKED, ...patch });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.invalid).toContain(field);
  });
});

describe('single formulas (docs/domain-notes.md#bonus-maths)', () => {
  it.each([
    [bonusAmount(100, 100, null), 100],
    [bonusAmount(300, 100, 200), 200],
    [bonusAmount(100, 50, 500), 50],
    [wageringBaseAmount('bonus', 100, 100, 0), 100],
    [wageringBaseAmount('deposit-bonus', 100, 100, 0), 200],
    [wageringBaseAmount('free-spin-winnings', 100, 100, 9.6), 9.6],
    [turnover(200, 35), 7000],
    [realTurnover(7000, 20), 35000],
    [expectedLoss(7000, 96), 280],
    [expectedValue(100, 280, null), -180],
    [expectedValue(100, 20, 50), 50],
    [breakEvenMultiplier(100, 96), 25],
    [minimumSpins(7000, 3), 2334],
    [turnoverPerDay(7000, 7), 1000],
    [freeSpinWinnings(100, 0.1, 96), 9.6],
  ])('%d ≈ %d', (actual, expected) => {
    expect(actual).toBeCloseTo(expected, 6);
  });

  it.each([
    bonusAmount(-1, 100, null),
    realTurnover(100, 0),
    realTurnover(100, 120),
    expectedLoss(100, 0),
    minimumSpins(100, 0),
    turnoverPerDay(100, 0),
    freeSpinWinnings(10, 0.1, 150),
  ])('bad input gives NaN (%d)', (value) => {
    expect(value).toBeNaN();
  });

  it('break-even is infinite with no house edge', () => {
    expect(breakEvenMultiplier(100, 100)).toBe(Number.POSITIVE_INFINITY);
  });
});
