/** Ratings: the mean of the items' rating values (product §5). */

const oneDecimal = new Intl.NumberFormat('bg-BG', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * Mean of the items' ratings; 0 for an empty list. Non-finite values (NaN from a broken record,
 * Infinity) are skipped rather than poisoning the mean. Not rounded: see {@link formatRating}.
 */
// product §5 'Rating is the mean of the items' rating values'
export function meanRating(items: readonly { rating: number }[]): number {
  const values = items.map((i) => i.rating).filter((r) => Number.isFinite(r));
  if (values.length === 0) return 0;
  return values.reduce((sum, r) => sum + r, 0) / values.length;
}

/**
 * A rating for display with exactly one decimal in Bulgarian form, e.g. 8.46 → '8,5'. Kept apart
 * from {@link meanRating} so sums and comparisons use the exact mean. Non-finite gives ''.
 */
// product §5
export function formatRating(value: number): string {
  return Number.isFinite(value) ? oneDecimal.format(value) : '';
}
