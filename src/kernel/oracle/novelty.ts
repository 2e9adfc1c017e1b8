/** @module kernel/oracle/novelty — near-repeat detection: exact normalized duplicates and 64-bit SimHash (mirrors assembly/novelty.ts). */

import { fmix32, seqHash } from './hash.js';

/**
 * SimHash is used for units with at least this many words.
 * @example
 * SIMHASH_MIN_WORDS // 5
 */
export const SIMHASH_MIN_WORDS = 5;
/**
 * Fingerprints at most this many bits apart are near repeats.
 * @example
 * SIMHASH_MAX_DISTANCE // 7
 */
export const SIMHASH_MAX_DISTANCE = 7;
/**
 * Fingerprint bands (8 bits each): 7 differing bits leave at least one band equal.
 * @example
 * BANDS // 8
 */
export const BANDS = 8;
/**
 * Candidates checked per band (most recent first).
 * @example
 * BAND_CANDIDATES // 8
 */
export const BAND_CANDIDATES = 8;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * SimHash of word hashes as [hi, lo]: bit b is set when more than half the words have it set
 * in their 64 bits (hi = fmix32(h), lo = fmix32(h ^ 0x9e3779b9)).
 * @example
 * simhash([wordHash('a', 0, 1)]) // the word's own 64 bits
 */
export function simhash(words: number[]): [number, number] {
  const count = new Array<number>(64).fill(0);
  for (const h of words) {
    const hi = fmix32(h);
    const lo = fmix32((h ^ 0x9e3779b9) >>> 0);
    for (let b = 0; b < 32; b++) {
      count[b] += (lo >>> b) & 1;
      count[32 + b] += (hi >>> b) & 1;
    }
  }
  let hi = 0;
  let lo = 0;
  for (let b = 0; b < 32; b++) {
    if (count[b] * 2 > words.length) lo |= 1 << b;
    if (count[32 + b] * 2 > words.length) hi |= 1 << b;
  }
  return [hi >>> 0, lo >>> 0];
}

/**
 * Exact-repeat mask over units in text order: a unit with words whose word-hash sequence
 * (FNV-1a over the hashes) equals an earlier unit's.
 * @example
 * exactRepeats([[h1, h2], [h1, h2], []]) // [false, true, false]
 */
export function exactRepeats(unitWords: number[][]): boolean[] {
  const seen = new Set<number>();
  return unitWords.map((words) => {
    if (words.length === 0) return false;
    let seq = 0x811c9dc5;
    for (const h of words) seq = seqHash(seq, h);
    if (seen.has(seq)) return true;
    seen.add(seq);
    return false;
  });
}

/**
 * Near-repeat mask over units in text order. A unit with words repeats an earlier one when its
 * word-hash sequence is identical (any length), or, with ≥ 5 words, when its SimHash is within
 * 7 bits of an earlier unit's (one changed word in a 30-word sentence moves it ~5 bits; unrelated
 * sentences sit 20–35 apart). Candidates come from 8 bands of 8 bits (7 differing bits leave
 * one band equal), the 8 most recent per band, which keeps it linear. `exact` is the
 * {@link exactRepeats} mask when the caller already has it.
 * @example
 * nearRepeats([[h1, h2], [h1, h2]]) // [false, true]
 */
export function nearRepeats(unitWords: number[][], exact: boolean[] = exactRepeats(unitWords)): boolean[] {
  const bands = new Map<number, number[]>();
  const his: number[] = [];
  const los: number[] = [];
  return unitWords.map((words, u) => {
    his.push(0);
    los.push(0);
    if (words.length === 0) return false;
    let repeat = exact[u];
    if (words.length < SIMHASH_MIN_WORDS) return repeat;
    const [hi, lo] = simhash(words);
    his[u] = hi;
    los[u] = lo;
    for (let b = 0; b < BANDS; b++) {
      const key = b * 256 + (((b < 4 ? lo : hi) >>> (8 * (b % 4))) & 0xff);
      const list = bands.get(key) ?? [];
      for (let k = list.length - 1; !repeat && k >= 0 && k >= list.length - BAND_CANDIDATES; k--) {
        const v = list[k];
        if (popcount(hi ^ his[v]) + popcount(lo ^ los[v]) <= SIMHASH_MAX_DISTANCE) repeat = true;
      }
      list.push(u);
      bands.set(key, list);
    }
    return repeat;
  });
}
