import { describe, expect, it } from 'vitest';
import type { Licence, LicenceStatus } from '../../../../src/domain/entities';
import {
  hasCurrentNraLicence,
  mayLinkOperator,
  unlinkedOperators,
} from '../../../../src/domain/rules/licence';

const licence = (isNra: boolean, status: LicenceStatus): Licence => ({
  authority: isNra ? 'НАП' : 'MGA',
  number: '1',
  holder: 'Х ЕООД',
  status,
  checkedAt: null,
  isNra,
  registerUrl: 'https://nra.bg/',
});

const NRA = { requireNraLicence: true };
const FREE = { requireNraLicence: false };

describe('licence rules (Gambling Act art. 3(1))', () => {
  it.each<[string, Licence[], boolean]>([
    ['an active NRA licence', [licence(true, 'active')], true],
    ['a suspended NRA licence', [licence(true, 'suspended')], false],
    ['a revoked NRA licence', [licence(true, 'revoked')], false],
    ['an expired NRA licence', [licence(true, 'expired')], false],
    ['an NRA licence nobody checked', [licence(true, 'unverified')], false],
    ['a foreign licence only', [licence(false, 'active')], false],
    [
      'a foreign one beside an active NRA one',
      [licence(false, 'active'), licence(true, 'active')],
      true,
    ],
    ['no licence at all', [], false],
  ])('%s: current NRA licence %s', (_, licences, current) => {
    expect(hasCurrentNraLicence(licences)).toBe(current);
    expect(mayLinkOperator(licences, NRA)).toBe(current);
    // A profile that does not ask for the NRA links every operator.
    expect(mayLinkOperator(licences, FREE)).toBe(true);
  });

  it('names the unlinked operators in their order, none where the rule is off', () => {
    const casinos = [
      { affiliateCode: 'a', licences: [licence(true, 'active')] },
      { affiliateCode: 'b', licences: [licence(false, 'active')] },
      { affiliateCode: 'c', licences: [licence(true, 'revoked')] },
    ];
    expect(unlinkedOperators(casinos, NRA)).toEqual(['b', 'c']);
    expect(unlinkedOperators(casinos, FREE)).toEqual([]);
  });
});
