/** @module assembly/select — budgeted greedy selection by value per token, O(n log n) (mirrors src/kernel/oracle/select.ts). */

import { arenaAlloc, geti, seti } from './memory';

/** Sort keys (value/cost, NaN → −∞) of the candidates being ordered. */
let keys: usize = 0;

// @ts-ignore: decorator
@inline function before(a: i32, b: i32): bool {
  const ka = load<f64>(keys + (<usize>a << 3));
  const kb = load<f64>(keys + (<usize>b << 3));
  return ka > kb || (ka == kb && a < b);
}

/** Bottom-up merge sort of the index array `idx` (n items) by `before`. */
function sortIndices(idx: usize, n: i32): usize {
  let src = idx;
  let dst = arenaAlloc(max(n, 1) << 2);
  for (let width = 1; width < n; width <<= 1) {
    for (let lo = 0; lo < n; lo += width << 1) {
      const mid = min(lo + width, n);
      const hi = min(lo + (width << 1), n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        const a = geti(src, i);
        const b = geti(src, j);
        if (before(b, a)) {
          seti(dst, k++, b);
          j++;
        } else {
          seti(dst, k++, a);
          i++;
        }
      }
      while (i < mid) seti(dst, k++, geti(src, i++));
      while (j < hi) seti(dst, k++, geti(src, j++));
    }
    const tmp = src;
    src = dst;
    dst = tmp;
  }
  return src;
}

/**
 * Budgeted selection into the 0/1 mask at out (see the oracle for the rules).
 * @example
 * select(value, cost, forced, n, budget, out);
 */
export function select(value: usize, cost: usize, forced: usize, n: i32, budget: f64, out: usize): void {
  keys = arenaAlloc(max(n, 1) << 3);
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
      const r = <f64>v / <f64>c;
      store<f64>(keys + (<usize>i << 3), r == r ? r : -Infinity);
      seti(idx, m++, i);
    } else if (v > 0) chosen = 1;
    store<u8>(out + <usize>i, chosen);
  }
  const order = sortIndices(idx, m);
  for (let k = 0; k < m; k++) {
    const i = geti(order, k);
    const c = <f64>geti(cost, i);
    if (total + c <= budget) {
      store<u8>(out + <usize>i, 1);
      total += c;
    }
  }
}
