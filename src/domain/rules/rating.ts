/** Rating is the mean of the items' rating values (SPEC §5). */

/** Mean of the finite ratings; 0 for none. */
export function meanRating(items: readonly { rating: number }[]): number {
  const values = items.map((i) => i.rating).filter((r) => Number.isFinite(r));
  if (values.length === 0) return 0;
  return values.reduce((sum, r) => sum + r, 0) / values.length;
}

/** One decimal for display, e.g. 8.4. */
export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}
