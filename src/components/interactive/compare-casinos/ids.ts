/** The compare page's choice (product §2 named routes, /compare-casinos): its bounds and the shared ?ids= it is read from. */

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

/** The choice after one pick, and the casino refused because another slot holds it (or null). */
export type Choice = { ids: readonly number[]; refused: number | null };

/**
 * `ids` after `value` is picked in `slot` ('' clears it). A casino is compared once: a pick of
 * one another slot holds (a pick replayed from before the island woke) is refused, not dropped
 * without a word.
 */
export function pickInto(ids: readonly number[], slot: number, value: string): Choice {
  const id = value === '' ? null : Number(value);
  if (id !== null && ids.some((held, at) => held === id && at !== slot))
    return { ids, refused: id };
  const next = [...ids];
  if (id === null) next.splice(slot, 1);
  else next[slot] = id;
  // A later slot picked first leaves a hole before it; the choice closes up.
  return { ids: [...new Set(next.filter(Number.isInteger))].slice(0, COMPARE_MAX), refused: null };
}
