/** @module kernel/oracle/hash — FNV-1a word hashing and the 64-bit mixer used by SimHash (mirrors assembly/hash.ts). */

/**
 * FNV-1a 32 over the code units of `t.slice(from, to)`, ASCII upper case folded to lower case
 * and ’ (U+2019) folded to '. Never 0 (0 marks an empty slot in the hash tables).
 * @example
 * wordHash('Fix', 0, 3) === wordHash('fix', 0, 3) // true
 */
export function wordHash(t: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) {
    let c = t.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    else if (c === 0x2019) c = 39;
    h = Math.imul(h ^ c, 0x01000193);
  }
  return h === 0 ? 1 : h >>> 0;
}

/**
 * Hash of a word pair (bigram), for phrase look-ups such as "at most".
 * @example
 * pairHash(wordHash('at', 0, 2), wordHash('most', 0, 4))
 */
export function pairHash(a: number, b: number): number {
  const h = (Math.imul(a, 0x9e3779b1) ^ b) >>> 0;
  return h === 0 ? 1 : h;
}

/**
 * Continues an FNV-1a 32 over a sequence of 32-bit values (normalized duplicate detection).
 * @example
 * seqHash(seqHash(0x811c9dc5, h1), h2)
 */
export function seqHash(h: number, v: number): number {
  return Math.imul(h ^ v, 0x01000193) >>> 0;
}

/**
 * MurmurHash3 finalizer: spreads a 32-bit value over all bits. SimHash uses
 * `fmix32(h)` and `fmix32(h ^ 0x9e3779b9)` as the two 32-bit halves of a word's 64 bits.
 * @example
 * fmix32(wordHash('deploy', 0, 6))
 */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
