/** @module assembly/simd — v128 helpers: find the next interesting code unit sixteen at a time. */

import { ch } from './memory';

/**
 * Index of the first `\n . ! ?` in t[i, to), or `to`.
 * @example
 * const j = nextStop(text, i, len);
 */
export function nextStop(t: usize, i: i32, to: i32): i32 {
  const ff = i16x8.splat(0xff);
  const hi = i16x8.splat(<i16>0xff00);
  while (i + 16 <= to) {
    // Sixteen code units as bytes (each clamped to 0xff first, so no other unit matches).
    const p = t + (<usize>i << 1);
    const a = v128.load(p);
    const b = v128.load(p, 16);
    const v = i8x16.narrow_i16x8_u(i16x8.min_u(a, ff), i16x8.min_u(b, ff));
    // Wide stops: 。 and the fullwidth forms block (！？｡ and their neighbours; the caller skips those that are not stops).
    const wa = v128.or(i16x8.eq(v128.and(a, hi), hi), i16x8.eq(a, i16x8.splat(0x3002)));
    const wb = v128.or(i16x8.eq(v128.and(b, hi), hi), i16x8.eq(b, i16x8.splat(0x3002)));
    const m = v128.or(
      v128.or(
        v128.or(v128.or(i8x16.eq(v, i8x16.splat(10)), i8x16.eq(v, i8x16.splat(46))), v128.or(i8x16.eq(v, i8x16.splat(33)), i8x16.eq(v, i8x16.splat(63)))),
        v128.or(i8x16.eq(v, i8x16.splat(96)), i8x16.eq(v, i8x16.splat(126))),
      ),
      i8x16.narrow_i16x8_s(wa, wb),
    );
    const bits = i8x16.bitmask(m);
    if (bits != 0) return i + ctz(bits);
    i += 16;
  }
  while (i < to) {
    const c = ch(t, i);
    if (c == 10 || c == 46 || c == 33 || c == 63 || c == 96 || c == 126 || c == 0x3002 || (c & 0xff00) == 0xff00) return i;
    i++;
  }
  return to;
}
