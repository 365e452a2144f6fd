import { describe, expect, it } from 'vitest';
import type { Licence, LicenceRegister, LicenceStatus } from '../../../../src/domain/entities';
import {
  holdsLicence,
  mayLinkOperator,
  rankByLaw,
  standingOf,
  unlinkedOperators,
} from '../../../../src/domain/rules/licence';

const licence = (register: LicenceRegister | null, status: LicenceStatus): Licence => ({
  authority: register === 'nra' ? 'НАП' : register === 'ggl' ? 'GGL' : 'MGA',
  number: '1',
  holder: 'Х ЕООД',
  status,
  checkedAt: null,
  register,
});

const NRA = { licenceRegister: 'nra' } as const;
const GGL = { licenceRegister: 'ggl' } as const;
const FREE = { licenceRegister: null };

describe('licence rules (Gambling Act art. 3(1); GlüStV 2021 §4(1), §5(7))', () => {
  it.each<[string, Licence[], boolean, boolean]>([
    ['an active NRA licence', [licence('nra', 'active')], true, false],
    ['a suspended NRA licence', [licence('nra', 'suspended')], false, false],
    ['a revoked NRA licence', [licence('nra', 'revoked')], false, false],
    ['an expired NRA licence', [licence('nra', 'expired')], false, false],
    ['an NRA licence nobody checked', [licence('nra', 'unverified')], false, false],
    ['a foreign licence only', [licence(null, 'active')], false, false],
    ['an active GGL licence only', [licence('ggl', 'active')], false, true],
    [
      'a revoked NRA licence beside an active one',
      [licence('nra', 'revoked'), licence('nra', 'active')],
      true,
      false,
    ],
    ['both registers', [licence('nra', 'active'), licence('ggl', 'active')], true, true],
    ['no licence at all', [], false, false],
  ])('%s: linked on bg-BG %s, on bg-DE %s', (_, licences, onNra, onGgl) => {
    expect(holdsLicence(licences, 'nra')).toBe(onNra);
    expect(mayLinkOperator(licences, NRA)).toBe(onNra);
    expect(mayLinkOperator(licences, GGL)).toBe(onGgl);
    // A locale that follows no register links every operator.
    expect(mayLinkOperator(licences, FREE)).toBe(true);
  });

  it('gives the reason an operator does not rank: its licence there, or none', () => {
    expect(standingOf([licence('nra', 'revoked')], NRA)).toEqual({
      ranked: false,
      register: 'nra',
      status: 'revoked',
    });
    expect(standingOf([licence('nra', 'active')], GGL)).toEqual({
      ranked: false,
      register: 'ggl',
      status: 'none',
    });
    expect(standingOf([], FREE)).toEqual({ ranked: true });
  });

  it('names the unlinked operators in their order, none where no register is followed', () => {
    const casinos = [
      { affiliateCode: 'a', licences: [licence('nra', 'active')] },
      { affiliateCode: 'b', licences: [licence(null, 'active'), licence('ggl', 'active')] },
      { affiliateCode: 'c', licences: [licence('nra', 'revoked')] },
    ];
    expect(unlinkedOperators(casinos, NRA)).toEqual(['b', 'c']);
    expect(unlinkedOperators(casinos, GGL)).toEqual(['a', 'c']);
    expect(unlinkedOperators(casinos, FREE)).toEqual([]);
  });

  it('splits a list in its order into the ranked and those apart', () => {
    const list = [
      { id: 1, licences: [licence('nra', 'expired')] },
      { id: 2, licences: [licence('nra', 'active')] },
      { id: 3, licences: [] },
      { id: 4, licences: [licence('nra', 'active')] },
    ];
    const { ranked, apart } = rankByLaw(list, NRA);
    expect(ranked.map((c) => c.id)).toEqual([2, 4]);
    expect(apart.map((a) => [a.item.id, a.standing.status])).toEqual([
      [1, 'expired'],
      [3, 'none'],
    ]);
  });
});
