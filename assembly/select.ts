/** @module assembly/select — budgeted greedy selection by value per token, O(n) radix order (mirrors src/kernel/oracle/select.ts). */

import { allocZeroed, arenaAlloc, geti, seti } from './memory';

const DIGIT_BITS = 11;
const BUCKETS = 1 << DIGIT_BITS;
const PASSES = 6; // 6 × 11 bits cover the 64-bit key

/**
 * Sort key of value/cost as a u64 whose ascending order is the selection order: value/cost
 * descending, NaN (as −∞) last. ±0 share one key, so they tie like the oracle's subtraction.
 */
// @ts-ignore: decorator
@inline function rankKey(r: f64): u64 {
  if (r != r) r = -Infinity;
  if (r == 0) r = 0;
  const b = reinterpret<u64>(r);
  // Ascending IEEE order as unsigned: negatives flipped, positives get the top bit; then inverted.
  const asc = (b >> 63) != 0 ? ~b : b | (<u64>1 << 63);
  return ~asc;
}

/**
 * Stable LSD radix sort of the m (key, index) pairs; indices start in increasing order, so equal
 * keys keep the lower index first. Returns the array of sorted indices.
 */
function radixOrder(keys: usize, idx: usize, m: i32): usize {
  const hist = allocZeroed(PASSES * BUCKETS * 4);
  for (let k = 0; k < m; k++) {
    const key = load<u64>(keys + (<usize>k << 3));
    for (let p = 0; p < PASSES; p++) {
      const d = <usize>((key >> <u64>(p * DIGIT_BITS)) & (BUCKETS - 1));
      const h = hist + ((<usize>p * BUCKETS + d) << 2);
      store<i32>(h, load<i32>(h) + 1);
    }
  }
  let srcK = keys;
  let srcI = idx;
  let dstK = arenaAlloc(max(m, 1) << 3);
  let dstI = arenaAlloc(max(m, 1) << 2);
  for (let p = 0; p < PASSES; p++) {
    const h = hist + ((<usize>p * BUCKETS) << 2);
    // A digit that every key shares leaves the order as it is.
    if (m == 0 || geti(h, <i32>((load<u64>(srcK) >> <u64>(p * DIGIT_BITS)) & (BUCKETS - 1))) == m) continue;
    let sum = 0;
    for (let d = 0; d < BUCKETS; d++) {
      const c = geti(h, d);
      seti(h, d, sum);
      sum += c;
    }
    const shift = <u64>(p * DIGIT_BITS);
    for (let k = 0; k < m; k++) {
      const key = load<u64>(srcK + (<usize>k << 3));
      const d = <i32>((key >> shift) & (BUCKETS - 1));
      const pos = geti(h, d);
      seti(h, d, pos + 1);
      store<u64>(dstK + (<usize>pos << 3), key);
      seti(dstI, pos, geti(srcI, k));
    }
    let t = srcK;
    srcK = dstK;
    dstK = t;
    t = srcI;
    srcI = dstI;
    dstI = t;
  }
  return srcI;
}

/**
 * Budgeted selection into the 0/1 mask at out (see the oracle for the rules).
 * @example
 * select(value, cost, forced, n, budget, out);
 */
export function select(value: usize, cost: usize, forced: usize, n: i32, budget: f64, out: usize): void {
  const keys = arenaAlloc(max(n, 1) << 3);
  const idx = arenaAlloc(max(n, 1) << 2);
  let m = 0;
  let total: f64 = 0;
  for (let i = 0; i < n; i++) {
    const c = geti(cost, i);
    const v = load<f32>(value + (<usize>i << 2));
    let chosen: u8 = 0;
    if (load<u8>(forced + <usize>i)) {
      chosen = 1;
      total += <f64>max(0, c);
    } else if (c > 0) {
      store<u64>(keys + (<usize>m << 3), rankKey(<f64>v / <f64>c));
      seti(idx, m++, i);
    } else if (v > 0) chosen = 1;
    store<u8>(out + <usize>i, chosen);
  }
  const order = radixOrder(keys, idx, m);
  for (let k = 0; k < m; k++) {
    const i = geti(order, k);
    const c = <f64>geti(cost, i);
    if (total + c <= budget) {
      store<u8>(out + <usize>i, 1);
      total += c;
    }
  }
}
