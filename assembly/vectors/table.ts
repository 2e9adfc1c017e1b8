/** @module assembly/vectors/table — the word-vector table pinned in linear memory, and word look-up by hash (layout: src/kernel/vector-format.ts). */

import { wordHash } from '../hash';
import { arenaPin } from '../memory';

const MAGIC: u32 = 0x43455650;
const VERSION: u32 = 1;

/** Table base pointer; 0 while no table is loaded. */
export let base: usize = 0;
export let dims: i32 = 0;
export let count: i32 = 0;
let slotMask: u32 = 0;
export let hashes: usize = 0;
let slotTable: usize = 0;
export let scales: usize = 0;
export let weights: usize = 0;
/** First principal component (dims f32), 0 when the table has none. */
export let component: usize = 0;
export let vectors: usize = 0;

/**
 * Reserves `bytes` of memory that outlive every call, for the table the caller then copies in.
 * Drops the table loaded before.
 * @example
 * const p = vectorsReserve(len); // JS copies the bytes to p, then calls vectorsLoad(p, len)
 */
export function vectorsReserve(bytes: i32): usize {
  base = 0;
  return arenaPin(bytes);
}

/**
 * Checks the header of the table at p and makes it current. Returns 0, or -1 (bad magic),
 * -2 (unknown version), -3 (sections out of bounds).
 * @example
 * if (vectorsLoad(p, len) != 0) abort();
 */
export function vectorsLoad(p: usize, len: i32): i32 {
  base = 0;
  if (len < 64 || load<u32>(p) != MAGIC) return -1;
  if (load<u32>(p, 4) != VERSION) return -2;
  const d = load<u32>(p, 8);
  const n = load<u32>(p, 12);
  const slots = load<u32>(p, 16);
  const hasComponent = (load<u32>(p, 20) & 1) != 0;
  const vecOff = load<u32>(p, 48);
  if (
    d == 0 || d > 4096 || slots == 0 || (slots & (slots - 1)) != 0 || slots < n ||
    load<u32>(p, 52) != <u32>len || <u64>vecOff + <u64>d * <u64>n != <u64>len ||
    load<u32>(p, 32) + (slots << 2) > vecOff || load<u32>(p, 44) + (hasComponent ? d << 2 : 0) > vecOff
  ) {
    return -3;
  }
  dims = <i32>d;
  count = <i32>n;
  slotMask = slots - 1;
  hashes = p + load<u32>(p, 28);
  slotTable = p + load<u32>(p, 32);
  scales = p + load<u32>(p, 36);
  weights = p + load<u32>(p, 40);
  component = hasComponent ? p + load<u32>(p, 44) : 0;
  vectors = p + vecOff;
  base = p;
  return 0;
}

/**
 * Dimensions of the loaded table, 0 when none is loaded.
 * @example
 * if (vectorsDims() == 0) return;
 */
export function vectorsDims(): i32 {
  return base == 0 ? 0 : dims;
}

/**
 * Index of the word with hash h, or -1.
 * @example
 * const i = lookupHash(wordHash(t, s, e));
 */
export function lookupHash(h: u32): i32 {
  let i = h & slotMask;
  for (;;) {
    const v = load<u32>(slotTable + (<usize>i << 2));
    if (v == 0) return -1;
    if (load<u32>(hashes + (<usize>(v - 1) << 2)) == h) return <i32>v - 1;
    i = (i + 1) & slotMask;
  }
  return -1; // not reached
}

/**
 * Index of the word t[from, to) (ASCII case folded), or -1.
 * @example
 * const i = lookupWord(text, s, e);
 */
export function lookupWord(t: usize, from: i32, to: i32): i32 {
  return lookupHash(wordHash(t, from, to));
}
