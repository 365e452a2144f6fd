/** Relative time in Bulgarian, in days or hours (product §9). */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const formatter = new Intl.RelativeTimeFormat('bg', { numeric: 'auto' });

/**
 * How far `from` is from `now` in Bulgarian: whole days when at least one day apart, else whole
 * hours, both truncated toward zero ('преди 5 дни', 'след 2 часа'). numeric 'auto' is chosen on
 * purpose, so Intl uses the word Bulgarian has where one exists: under an hour is 'в този час',
 * one day back is 'вчера', one day ahead 'утре'. An invalid date gives ''.
 */
// product §9 'Relative-time text uses days or hours'
export function relativeTimeBg(from: Date, now: Date): string {
  const diff = from.getTime() - now.getTime();
  if (!Number.isFinite(diff)) return '';
  if (Math.abs(diff) >= DAY_MS) return formatter.format(Math.trunc(diff / DAY_MS), 'day');
  return formatter.format(Math.trunc(diff / HOUR_MS), 'hour');
}
