/** A tiny seeded PRNG (mulberry32): the seed never calls Math.random, so every build is identical. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** `count` distinct elements of `list` (fewer if the list is shorter), in random order. */
  sample<T>(list: readonly T[], count: number): T[];
  /** True with probability `p`. */
  chance(p: number): boolean;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick() from an empty list');
    return list[int(0, list.length - 1)] as T;
  };
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) {
      const [item] = copy.splice(int(0, copy.length - 1), 1);
      out.push(item as T);
    }
    return out;
  };
  return { next, int, pick, sample, chance: (p) => next() < p };
}
