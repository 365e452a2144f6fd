/**
 * Intl formatting for bg-BG: numbers, percentages and dates
 * (docs/domain-notes.md#money-and-language).
 */

const number = new Intl.NumberFormat('bg-BG');
const percent = new Intl.NumberFormat('bg-BG', { style: 'percent', maximumFractionDigits: 2 });
// UTC on purpose: a page prerendered on a server in one zone must show the same date after
// hydration in the visitor's zone, or React reports a mismatch.
const date = new Intl.DateTimeFormat('bg-BG', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Parses an ISO text or takes a Date; undefined when it is not a valid point in time. */
function toDate(value: string | Date): Date | undefined {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** Bulgarian number text, e.g. 1234.5 → '1234,5' (no grouping under 5 digits); '' for non-finite. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? number.format(value) : '';
}

/** Percent points as Bulgarian text, 96.5 → '96,5%' (points, not a fraction, as RTP is stored). */
export function formatPercent(points: number): string {
  return Number.isFinite(points) ? percent.format(points / 100) : '';
}

/** A date the Bulgarian way, '22.11.2026 г.', in UTC; '' for an invalid date. */
export function formatDate(value: string | Date): string {
  const d = toDate(value);
  return d ? date.format(d) : '';
}

/** The UTC calendar day, '2026-11-22', for `<time datetime>`; '' for an invalid date. */
export function formatDateIso(value: string | Date): string {
  const d = toDate(value);
  return d ? d.toISOString().slice(0, 10) : '';
}
