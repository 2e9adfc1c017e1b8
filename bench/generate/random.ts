/** @module bench/generate/random — a seeded PRNG (mulberry32) and the helpers the generator draws with. */

/** A seeded random source: the same seed always yields the same sequence. */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

/**
 * mulberry32: tiny, fast, good enough for test data, and identical on every platform.
 * @example
 * const r = createRandom(42); r.int(1, 6); r.pick(['a', 'b']);
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}
