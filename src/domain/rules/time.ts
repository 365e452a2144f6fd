/** Relative time in Bulgarian, in days or hours (SPEC §9). */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const formatter = new Intl.RelativeTimeFormat('bg', { numeric: 'auto' });

/**
 * 'преди 5 дни', 'след 2 часа': days when at least a day apart, else hours. numeric 'auto'
 * lets Intl say 'вчера' or 'в този час' where Bulgarian has a word for it.
 */
export function relativeTimeBg(from: Date, now: Date): string {
  const diff = from.getTime() - now.getTime();
  if (!Number.isFinite(diff)) return '';
  if (Math.abs(diff) >= DAY_MS) return formatter.format(Math.trunc(diff / DAY_MS), 'day');
  return formatter.format(Math.trunc(diff / HOUR_MS), 'hour');
}
