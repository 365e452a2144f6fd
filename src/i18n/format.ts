/** Intl formatting for bg-BG (numbers, percentages, dates). */

const number = new Intl.NumberFormat('bg-BG');
const percent = new Intl.NumberFormat('bg-BG', { style: 'percent', maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('bg-BG', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '1234,5' style numbers. */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** 96.5 → '96,5 %' (takes percent points, not a fraction). */
export function formatPercent(points: number): string {
  return percent.format(points / 100);
}

/** '22.11.2026 г.' */
export function formatDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(d.getTime()) ? '' : date.format(d);
}

/** '2026-11-22' for <time datetime>. */
export function formatDateIso(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}
