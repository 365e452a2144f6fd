/**
 * Money for Bulgaria: the euro since 1 January 2026, with the lev shown beside it at the fixed
 * rate where a page asks for it (FIELD-NOTES "Money and language").
 */

/** Fixed conversion rate: 1 EUR = 1.95583 BGN. */
export const BGN_PER_EUR = 1.95583;

const eur = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'EUR' });
const bgn = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'BGN' });

/** Euros to leva, rounded to 2 decimals. */
export function eurToBgn(amountEur: number): number {
  return Math.round(amountEur * BGN_PER_EUR * 100) / 100;
}

/** '1234,50 €'. */
export function formatEur(amount: number): string {
  return eur.format(amount);
}

/** '100,00 € (195,58 лв.)'. */
export function formatEurWithBgn(amountEur: number): string {
  return `${eur.format(amountEur)} (${bgn.format(eurToBgn(amountEur))})`;
}
