/** Phone numbers as a phone dials them (a help line's `tel:` link, docs/compliance.md). */

/** What a printed number may hold between its digits: spaces, hyphens, slashes, dots, brackets. */
const SEPARATORS = /[\s\-/.()]/g;
/** A number a phone can dial: 3 to 15 digits (E.164's longest), a leading + for an international one. */
const DIALABLE = /^\+?\d{3,15}$/;

/**
 * The number a phone dials for `printed` ('0888 99 18 66' → '0888991866', '+49 800 137 27 00' →
 * '+498001372700'), or null when it is not a phone number (a name, a web address, an empty text).
 */
export function dialable(printed: string | null): string | null {
  const compact = (printed ?? '').replace(SEPARATORS, '');
  return DIALABLE.test(compact) ? compact : null;
}

/** The `tel:` link of `printed`, or null when a phone cannot dial it. */
export function telHref(printed: string | null): string | null {
  const number = dialable(printed);
  return number === null ? null : `tel:${number}`;
}
