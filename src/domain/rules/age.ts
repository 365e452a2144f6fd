/** Age rules of the age verification modal (product §2, docs/visitor-flow.md). */
import { MINIMUM_AGE_YEARS } from '../../config/constants';

/** A calendar day. `month` is 1–12. */
export type CalendarDay = { year: number; month: number; day: number };

/** The calendar day of an ISO date text 'YYYY-MM-DD' (already validated by its schema). */
export function calendarDay(isoDate: string): CalendarDay {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return { year, month, day };
}

/** Whole years from `birth` to `today` (negative when the birth date is after today). */
export function ageInYears(birth: CalendarDay, today: CalendarDay): number {
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Whether someone born on `birth` may gamble on `today` (Bulgarian law: 18+). */
export function isAdult(birth: CalendarDay, today: CalendarDay): boolean {
  return ageInYears(birth, today) >= MINIMUM_AGE_YEARS;
}
