/** @module assembly/novelty — near-repeat detection: exact normalized duplicates and banded 64-bit SimHash (mirrors src/kernel/oracle/novelty.ts). */

import { fmix32 } from './hash';
import { arenaAlloc, geti, seti, tableCap } from './memory';

const MIN_WORDS = 5;
const MAX_DISTANCE = 7;
const BANDS = 8;
const BAND_CANDIDATES = 8;

// Per-bit counts of the unit's words as 64 u8 lanes (4 × v128), flushed to WIDE every 255 words.
const COUNTS = memory.data(64, 16);
const WIDE = memory.data(64 * 4, 16);
let words = 0;
let flushed = false;

/** Whether the last {@link noveltyCheck}'s unit repeats an earlier one word for word. */
export let exactRepeat = false;

let seenKeys: usize = 0;
let seenMask = 0;
// Band keys are (band, byte): 8 × 256 buckets, each a ring of its 8 latest fingerprints.
const BUCKETS = BANDS * 256;
const BUCKET_FILL = memory.data(BUCKETS * 4);
let rings: usize = 0;

/**
 * Allocates the tables for up to `units` units.
 * @example
 * noveltyInit(unitCount);
 */
export function noveltyInit(units: i32): void {
  let cap = tableCap(units);
  seenKeys = arenaAlloc(cap << 3);
  memory.fill(seenKeys, 0, <usize>cap << 3);
  seenMask = cap - 1;
  memory.fill(BUCKET_FILL, 0, BUCKETS * 4);
  rings = arenaAlloc(BUCKETS * BAND_CANDIDATES * 8);
}

/**
 * Starts a unit's SimHash.
 * @example
 * simhashStart();
 */
export function simhashStart(): void {
  clearCounts();
  if (flushed) memory.fill(WIDE, 0, 64 * 4);
  flushed = false;
  words = 0;
}

// Lane L of counter vector k is bit 16k + L: byte 2k spread over lanes 0–7, byte 2k + 1 over 8–15.
// @ts-ignore: decorator
@inline function countBits(off: usize, x: v128, idx: v128): void {
  const bit = i8x16(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  const set = i8x16.eq(v128.and(i8x16.swizzle(x, idx), bit), bit);
  v128.store(COUNTS + off, i8x16.sub(v128.load(COUNTS + off), set));
}

function flush(): void {
  for (let b = 0; b < 64; b++) {
    const p = WIDE + (<usize>b << 2);
    store<i32>(p, load<i32>(p) + <i32>load<u8>(COUNTS + <usize>b));
  }
  clearCounts();
  flushed = true;
}

function clearCounts(): void {
  v128.store(COUNTS, i64x2.splat(0));
  v128.store(COUNTS, i64x2.splat(0), 16);
  v128.store(COUNTS, i64x2.splat(0), 32);
  v128.store(COUNTS, i64x2.splat(0), 48);
}

/**
 * Adds a word hash to the unit's SimHash: its 64 bits (fmix32(h) high, fmix32(h ^ 0x9e3779b9)
 * low) each add one to their lane.
 * @example
 * simhashAdd(hash);
 */
export function simhashAdd(h: u32): void {
  const x = i64x2.splat((<i64>fmix32(h) << 32) | <i64>fmix32(h ^ 0x9e3779b9));
  countBits(0, x, i8x16(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1));
  countBits(16, x, i8x16(2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3));
  countBits(32, x, i8x16(4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5));
  countBits(48, x, i8x16(6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7));
  words++;
  if (words % 255 == 0) flush();
}

/** Fingerprint: bits set in more than half of the words. */
function simhashEnd(): u64 {
  const half = words >> 1;
  if (!flushed) {
    const hv = i8x16.splat(<i8>half);
    return (
      <u64>i8x16.bitmask(i8x16.gt_u(v128.load(COUNTS), hv)) |
      (<u64>i8x16.bitmask(i8x16.gt_u(v128.load(COUNTS, 16), hv)) << 16) |
      (<u64>i8x16.bitmask(i8x16.gt_u(v128.load(COUNTS, 32), hv)) << 32) |
      (<u64>i8x16.bitmask(i8x16.gt_u(v128.load(COUNTS, 48), hv)) << 48)
    );
  }
  let gt: u64 = 0;
  for (let b = 0; b < 64; b++) {
    const c = load<i32>(WIDE + (<usize>b << 2)) + <i32>load<u8>(COUNTS + <usize>b);
    if (c > half) gt |= <u64>1 << <u64>b;
  }
  return gt;
}

function seen(seq: u32): bool {
  const key = <u64>seq | (<u64>1 << 32);
  let s = <i32>(fmix32(seq) & <u32>seenMask);
  for (;;) {
    const p = seenKeys + (<usize>s << 3);
    const k = load<u64>(p);
    if (k == key) return true;
    if (k == 0) {
      store<u64>(p, key);
      return false;
    }
    s = (s + 1) & seenMask;
  }
  return false; // not reached
}

/**
 * Decides whether unit u (word-sequence hash seq, `nWords` words, SimHash fed since
 * simhashStart) repeats an earlier unit, and records it.
 * @example
 * const repeat = noveltyCheck(u, seq, nWords);
 */
export function noveltyCheck(u: i32, seq: u32, nWords: i32): bool {
  exactRepeat = false;
  if (nWords == 0) return false;
  exactRepeat = seen(seq);
  let repeat = exactRepeat;
  if (nWords < MIN_WORDS) return repeat;
  const fp = simhashEnd();
  let near = false;
  for (let b = 0; b < BANDS; b++) {
    const bucket = (b << 8) + <i32>((fp >> (<u64>b << 3)) & 0xff);
    const fill = geti(BUCKET_FILL, bucket);
    const ring = rings + (<usize>bucket * BAND_CANDIDATES << 3);
    // The same candidates as walking the bucket's 8 most recent units, without the pointer chase.
    for (let k = 0; k < BAND_CANDIDATES; k++) {
      near |= (k < fill) & (<i32>popcnt(fp ^ load<u64>(ring + (<usize>k << 3))) <= MAX_DISTANCE);
    }
    store<u64>(ring + (<usize>(fill & (BAND_CANDIDATES - 1)) << 3), fp);
    seti(BUCKET_FILL, bucket, fill + 1);
  }
  return repeat || near;
}
