/** The compare page's choice (SPEC §2 named routes, /compare-casinos): its bounds and the shared ?ids= it is read from. */

/** Fewest and most casinos compared at once. */
export const COMPARE_MIN = 2;
/** See {@link COMPARE_MIN}. */
export const COMPARE_MAX = 4;

/** Reads ?ids= : up to four distinct positive ids; anything else is dropped. */
export function parseIds(search: string): number[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
