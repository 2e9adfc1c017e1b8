/** @module assembly/word-shape — a WORD token's hash (as wordHash) and shape class in one pass over its code units. */

import { ENTITY, OTHER, TECHNICAL } from './importance';
import { ch } from './memory';

/** Shape of a capitalized word: ENTITY, or OTHER when sentence-initial (decided by the caller). */
export const CAPITALIZED: u8 = 255;

/** Hash of the last hashShape call. */
export let shapeHash: u32 = 0;

/**
 * FNV-1a hash of t[s, e) (as wordHash, into shapeHash) and its shape: TECHNICAL (CamelCase,
 * digits, _), ENTITY (ALLCAPS ≥ 2 letters), CAPITALIZED, else OTHER.
 * @example
 * const shape = hashShape(t, s, e); const h = shapeHash;
 */
export function hashShape(t: usize, s: i32, e: i32): u8 {
  let h: u32 = 0x811c9dc5;
  let lower = 0;
  let upper = 0;
  let technical = false;
  let prevLower = false;
  for (let i = s; i < e; i++) {
    let c = <u32>ch(t, i);
    if (c - 97 < 26) {
      lower++;
      prevLower = true;
    } else {
      if (c - 65 < 26) {
        upper++;
        technical |= prevLower;
        c += 32;
      } else if (c == 95 || c - 48 < 10) technical = true;
      else if (c == 0x2019) c = 39;
      prevLower = false;
    }
    h = (h ^ c) * 0x01000193;
  }
  shapeHash = h == 0 ? 1 : h;
  if (technical) return TECHNICAL;
  if (upper >= 2 && lower == 0) return ENTITY;
  return <u32>(ch(t, s) - 65) <= 25 ? CAPITALIZED : OTHER;
}
