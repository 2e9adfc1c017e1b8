/** @module assembly/simd — v128 helpers: find the next interesting code unit sixteen at a time. */

import { ch } from './memory';

/**
 * Index of the first `\n . ! ?` in t[i, to), or `to`.
 * @example
 * const j = nextStop(text, i, len);
 */
export function nextStop(t: usize, i: i32, to: i32): i32 {
  const ff = i16x8.splat(0xff);
  while (i + 16 <= to) {
    // Sixteen code units as bytes (each clamped to 0xff first, so no other unit matches).
    const p = t + (<usize>i << 1);
    const v = i8x16.narrow_i16x8_u(i16x8.min_u(v128.load(p), ff), i16x8.min_u(v128.load(p, 16), ff));
    const m = v128.or(
      v128.or(v128.or(i8x16.eq(v, i8x16.splat(10)), i8x16.eq(v, i8x16.splat(46))), v128.or(i8x16.eq(v, i8x16.splat(33)), i8x16.eq(v, i8x16.splat(63)))),
      v128.or(i8x16.eq(v, i8x16.splat(96)), i8x16.eq(v, i8x16.splat(126))),
    );
    const bits = i8x16.bitmask(m);
    if (bits != 0) return i + ctz(bits);
    i += 16;
  }
  while (i < to) {
    const c = ch(t, i);
    if (c == 10 || c == 46 || c == 33 || c == 63 || c == 96 || c == 126) return i;
    i++;
  }
  return to;
}
