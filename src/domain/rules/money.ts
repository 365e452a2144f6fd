/**
 * Money for Bulgaria: the euro since 1 January 2026, with the lev shown beside it at the fixed
 * rate where a page asks for it (docs/domain-notes.md#money-and-language).
 */

/** Fixed conversion rate: 1 EUR = 1.95583 BGN. */
export const BGN_PER_EUR = 1.95583;

const eur = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'EUR' });
const bgn = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'BGN' });

/**
 * Euros to leva at the fixed rate, rounded to 2 decimals (half away from zero on the cent
 * after a tiny nudge, so 0.5-cent ties from binary fractions do not round down).
 * Non-finite input gives NaN; the format functions turn that into ''.
 */
// docs/domain-notes.md#money-and-language
export function eurToBgn(amountEur: number): number {
  if (!Number.isFinite(amountEur)) return Number.NaN;
  const cents = amountEur * BGN_PER_EUR * 100;
  return (Math.sign(cents) * Math.round(Math.abs(cents) + 1e-9)) / 100;
}

/** Euros the Bulgarian way, '1234,50 €' (NBSP before €); '' for non-finite input. */
// docs/domain-notes.md#money-and-language
export function formatEur(amountEur: number): string {
  return Number.isFinite(amountEur) ? eur.format(amountEur) : '';
}

/** Euros with leva beside them, '100,00 € (195,58 лв.)'; '' for non-finite input. */
// docs/domain-notes.md#money-and-language
export function formatEurWithBgn(amountEur: number): string {
  if (!Number.isFinite(amountEur)) return '';
  return `${eur.format(amountEur)} (${bgn.format(eurToBgn(amountEur))})`;
}
