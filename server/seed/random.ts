/** A small seeded PRNG (mulberry32) so the same seed always gives the same content. */

/** Random helpers over one seeded stream. */
export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** Float in [min, max) rounded to `digits`. */
  float: (min: number, max: number, digits?: number) => number;
  /** One element. */
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct elements. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** True with probability p. */
  chance: (p: number) => boolean;
};

/** Creates a stream from a seed number. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    float: (min, max, digits = 1) => {
      const f = 10 ** digits;
      return Math.round((min + next() * (max - min)) * f) / f;
    },
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) {
        out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      }
      return out;
    },
    chance: (p) => next() < p,
  };
}
