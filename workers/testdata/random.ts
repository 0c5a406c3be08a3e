/** A seedable pseudo-random source; every generator draws from one so a seed reproduces its output. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` characters drawn from `alphabet`. */
  chars(alphabet: string, count: number): string;
  /** `count` decimal digits (leading zeros allowed). */
  digits(count: number): string;
}

export const DIGITS = '0123456789';
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Hashes any text seed (e.g. what a user typed) to a 32-bit integer (FNV-1a). */
export function seedFromString(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Creates a random source. With a seed (number or text) the sequence is reproducible (mulberry32: tiny,
 * fast, good enough for test data); without one it is seeded from `crypto.getRandomValues`.
 */
export function createRandom(seed?: number | string): Random {
  let state =
    seed === undefined
      ? crypto.getRandomValues(new Uint32Array(1))[0]
      : typeof seed === 'number'
        ? seed >>> 0
        : seedFromString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const chars = (alphabet: string, count: number): string => {
    let s = '';
    for (let i = 0; i < count; i++) s += alphabet[Math.floor(next() * alphabet.length)];
    return s;
  };
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chars,
    digits: (count) => chars(DIGITS, count),
  };
}
