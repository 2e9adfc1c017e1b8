/** @module assembly/simd — v128 helpers: find the next interesting code unit eight at a time. */

import { ch } from './memory';

/**
 * Index of the first `\n . ! ?` in t[i, to), or `to`.
 * @example
 * const j = nextStop(text, i, len);
 */
export function nextStop(t: usize, i: i32, to: i32): i32 {
  const nl = i16x8.splat(10);
  const dot = i16x8.splat(46);
  const bang = i16x8.splat(33);
  const q = i16x8.splat(63);
  const tick = i16x8.splat(96);
  const tilde = i16x8.splat(126);
  while (i + 8 <= to) {
    const v = v128.load(t + (<usize>i << 1));
    const m = v128.or(
      v128.or(v128.or(i16x8.eq(v, nl), i16x8.eq(v, dot)), v128.or(i16x8.eq(v, bang), i16x8.eq(v, q))),
      v128.or(i16x8.eq(v, tick), i16x8.eq(v, tilde)),
    );
    const bits = i16x8.bitmask(m);
    if (bits != 0) return i + ctz(bits);
    i += 8;
  }
  while (i < to) {
    const c = ch(t, i);
    if (c == 10 || c == 46 || c == 33 || c == 63 || c == 96 || c == 126) return i;
    i++;
  }
  return to;
}
