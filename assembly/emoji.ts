/** @module assembly/emoji — emoji sequences as one token: ZWJ sequences, VS16, skin tones, flags, keycaps (mirrors src/kernel/oracle/emoji.ts). */

import { ch } from './memory';

const ZWJ: i32 = 0x200d;

/** Whether t[j, j + 2) is the surrogate pair `hi` + a low surrogate in [lo, lo + span]. */
// @ts-ignore: decorator
@inline function pairAt(t: usize, j: i32, to: i32, hi: i32, lo: i32, span: i32): bool {
  if (j + 1 >= to || ch(t, j) != hi) return false;
  return <u32>(ch(t, j + 1) - lo) <= <u32>span;
}

/**
 * Length of the pictograph a ZWJ joins at `j`: 2 for a surrogate pair, 1 for a symbol
 * U+2100–U+2BFF (❤ ♀ ⚕ ✈), else 0.
 */
function joinedAt(t: usize, j: i32, to: i32): i32 {
  if (j >= to) return 0;
  const c = ch(t, j);
  if (<u32>(c - 0xd800) <= 0x3ff) return j + 1 < to && (ch(t, j + 1) & 0xfc00) == 0xdc00 ? 2 : 0;
  return <u32>(c - 0x2100) <= 0xaff ? 1 : 0;
}

/**
 * Whether a keycap follows the digit, # or * before `j`: U+FE0F U+20E3 or U+20E3 (1️⃣).
 * @example
 * isKeycap(t, 1, 3) // true, on the text '1\ufe0f\u20e3'
 */
export function isKeycap(t: usize, j: i32, to: i32): bool {
  if (j >= to) return false;
  const c = ch(t, j);
  return c == 0x20e3 || (c == 0xfe0f && j + 1 < to && ch(t, j + 1) == 0x20e3);
}

/**
 * End of the emoji sequence whose first character is t[i, e) (one code unit or a surrogate
 * pair): a second regional indicator (a flag), then variation selectors, keycaps, skin tones and
 * tags, and ZWJ with the pictograph it joins (after a pictograph only), as one grapheme cluster
 * (UAX #29). A ZWJ with nothing to join stays with what precedes it. `e` when nothing follows.
 * @example
 * emojiEnd(t, 0, 2, 8) // 5, on the text '👩\u200d💻 ok'
 */
export function emojiEnd(t: usize, i: i32, e: i32, to: i32): i32 {
  let j = e;
  if (pairAt(t, i, to, 0xd83c, 0xdde6, 25) && pairAt(t, j, to, 0xd83c, 0xdde6, 25)) j += 2;
  const c0 = ch(t, i);
  const pictograph = e - i == 2 || <u32>(c0 - 0x2100) <= 0xaff || c0 == 0xa9 || c0 == 0xae;
  while (j < to) {
    const c = ch(t, j);
    if (c == 0xfe0e || c == 0xfe0f || c == 0x20e3) j++;
    else if (pairAt(t, j, to, 0xd83c, 0xdffb, 4) || pairAt(t, j, to, 0xdb40, 0xdc20, 0x5f)) j += 2;
    else if (c == ZWJ) {
      const n = pictograph ? joinedAt(t, j + 1, to) : 0;
      j += 1 + n;
      if (n == 0) return j;
    } else return j;
  }
  return j;
}
