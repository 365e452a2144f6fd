import { describe, expect, it } from 'vitest';
import { AGE_VERIFICATION_INTERVAL_MS } from '../../../src/config/constants';
import { DateOfBirth } from '../../../src/domain/entities/age';
import { ageInYears, calendarDay, isAdult } from '../../../src/domain/rules/age';
import { ageVerificationDue } from '../../../src/domain/rules/age-verification';

const TODAY = calendarDay('2026-11-24');

describe('ageInYears and isAdult', () => {
  it.each([
    ['2008-11-24', 18, true],
    ['2008-11-25', 17, false],
    ['2008-12-01', 17, false],
    ['2008-10-31', 18, true],
    ['1990-02-28', 36, true],
    ['2026-11-24', 0, false],
    ['2027-01-01', -1, false],
  ])('born %s: %i years, adult %s', (birth, years, adult) => {
    expect(ageInYears(calendarDay(birth), TODAY)).toBe(years);
    expect(isAdult(calendarDay(birth), TODAY)).toBe(adult);
  });

  it('a 29 February birthday counts from 1 March in a common year', () => {
    expect(ageInYears(calendarDay('2008-02-29'), calendarDay('2026-02-28'))).toBe(17);
    expect(ageInYears(calendarDay('2008-02-29'), calendarDay('2026-03-01'))).toBe(18);
  });
});

describe('ageVerificationDue', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it.each([
    [null, true],
    [now, false],
    [now - AGE_VERIFICATION_INTERVAL_MS, false],
    [now - AGE_VERIFICATION_INTERVAL_MS - 1, true],
  ])('answered at %s: due %s', (at, due) => {
    expect(ageVerificationDue(at, now)).toBe(due);
  });
});

describe('DateOfBirth', () => {
  it.each(['1990-02-28', '2008-11-24', '1900-01-01'])('takes %s', (text) => {
    expect(DateOfBirth.safeParse(text).success).toBe(true);
  });
  it.each(['', '24.11.1990', '1990-02-30', '1899-12-31', '1990-2-3', '1990-02-28T00:00'])(
    'refuses %j',
    (text) => {
      expect(DateOfBirth.safeParse(text).success).toBe(false);
    },
  );
});
