/** Relative time in Bulgarian: minutes, then hours, then days (product §9). */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const formatter = new Intl.RelativeTimeFormat('bg', { numeric: 'auto' });

/**
 * How far `from` is from `now` in Bulgarian: whole days when at least one day apart, whole hours
 * when at least one hour, else whole minutes, each truncated toward zero ('преди 5 дни', 'след 2
 * часа', 'преди 2 минути'). numeric 'auto' is chosen on purpose, so Intl uses the word Bulgarian
 * has where one exists: under a minute is 'сега', one day back is 'вчера', one day ahead 'утре'.
 * An hour's 'в този час' never shows: a post a minute old is 'преди 1 минута'. An invalid date
 * gives ''.
 */
// product §9 'Relative-time text uses days or hours'; under an hour, minutes
export function relativeTimeBg(from: Date, now: Date): string {
  const diff = from.getTime() - now.getTime();
  if (!Number.isFinite(diff)) return '';
  const size = Math.abs(diff);
  if (size >= DAY_MS) return formatter.format(Math.trunc(diff / DAY_MS), 'day');
  if (size >= HOUR_MS) return formatter.format(Math.trunc(diff / HOUR_MS), 'hour');
  if (size >= MINUTE_MS) return formatter.format(Math.trunc(diff / MINUTE_MS), 'minute');
  return formatter.format(0, 'second');
}
