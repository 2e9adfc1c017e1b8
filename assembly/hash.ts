/** @module assembly/hash — FNV-1a word hashing, pair and sequence hashes, fmix32 (mirrors src/kernel/oracle/hash.ts). */

import { ch } from './memory';

/**
 * FNV-1a 32 of t[from, to) with ASCII case folded and ’ read as '; never 0.
 * @example
 * wordHash(text, 0, 3)
 */
export function wordHash(t: usize, from: i32, to: i32): u32 {
  let h: u32 = 0x811c9dc5;
  for (let i = from; i < to; i++) {
    let c = <u32>ch(t, i);
    if (c - 65 < 26) c += 32;
    else if (c == 0x2019) c = 39;
    h = (h ^ c) * 0x01000193;
  }
  return h == 0 ? 1 : h;
}

/**
 * Hash of a word pair.
 * @example
 * pairHash(a, b)
 */
// @ts-ignore: decorator
@inline export function pairHash(a: u32, b: u32): u32 {
  const h = (a * 0x9e3779b1) ^ b;
  return h == 0 ? 1 : h;
}

/**
 * One FNV-1a step over a 32-bit value.
 * @example
 * seqHash(0x811c9dc5, h)
 */
// @ts-ignore: decorator
@inline export function seqHash(h: u32, v: u32): u32 {
  return (h ^ v) * 0x01000193;
}

/**
 * MurmurHash3 finalizer.
 * @example
 * fmix32(h)
 */
// @ts-ignore: decorator
@inline export function fmix32(h: u32): u32 {
  h ^= h >>> 16;
  h *= 0x85ebca6b;
  h ^= h >>> 13;
  h *= 0xc2b2ae35;
  h ^= h >>> 16;
  return h;
}
