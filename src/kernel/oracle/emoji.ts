/** @module kernel/oracle/emoji — emoji sequences as one token: ZWJ sequences, VS16, skin tones, flags, keycaps (mirrors assembly/emoji.ts). */

const ZWJ = 0x200d;

/** Whether t[j, j + 2) is the surrogate pair `hi` + a low surrogate in [lo, lo + span]. */
function pairAt(t: string, j: number, to: number, hi: number, lo: number, span: number): boolean {
  if (j + 1 >= to || t.charCodeAt(j) !== hi) return false;
  const d = t.charCodeAt(j + 1) - lo;
  return d >= 0 && d <= span;
}

/**
 * Length of the pictograph a ZWJ joins at `j`: 2 for a surrogate pair, 1 for a symbol
 * U+2100–U+2BFF (❤ ♀ ⚕ ✈), else 0.
 */
function joinedAt(t: string, j: number, to: number): number {
  if (j >= to) return 0;
  const c = t.charCodeAt(j);
  if (c >= 0xd800 && c <= 0xdbff) {
    return j + 1 < to && (t.charCodeAt(j + 1) & 0xfc00) === 0xdc00 ? 2 : 0;
  }
  return c >= 0x2100 && c <= 0x2bff ? 1 : 0;
}

/**
 * Whether a keycap follows the digit, # or * before `j`: U+FE0F U+20E3 or U+20E3 (1️⃣).
 * @example
 * isKeycap('1\ufe0f\u20e3', 1, 3) // true
 */
export function isKeycap(t: string, j: number, to: number): boolean {
  if (j >= to) return false;
  const c = t.charCodeAt(j);
  return c === 0x20e3 || (c === 0xfe0f && j + 1 < to && t.charCodeAt(j + 1) === 0x20e3);
}

/**
 * End of the emoji sequence whose first character is t[i, e) (one code unit or a surrogate
 * pair): a second regional indicator (a flag), then variation selectors, keycaps, skin tones and
 * tags, and ZWJ with the pictograph it joins (after a pictograph only), as one grapheme cluster
 * (UAX #29). A ZWJ with nothing to join stays with what precedes it. `e` when nothing follows.
 * @example
 * emojiEnd('👩\u200d💻 ok', 0, 2, 8) // 5
 */
export function emojiEnd(t: string, i: number, e: number, to: number): number {
  let j = e;
  if (pairAt(t, i, to, 0xd83c, 0xdde6, 25) && pairAt(t, j, to, 0xd83c, 0xdde6, 25)) j += 2;
  const c0 = t.charCodeAt(i);
  const pictograph = e - i === 2 || (c0 >= 0x2100 && c0 <= 0x2bff) || c0 === 0xa9 || c0 === 0xae;
  while (j < to) {
    const c = t.charCodeAt(j);
    if (c === 0xfe0e || c === 0xfe0f || c === 0x20e3) j++;
    else if (pairAt(t, j, to, 0xd83c, 0xdffb, 4) || pairAt(t, j, to, 0xdb40, 0xdc20, 0x5f)) j += 2;
    else if (c === ZWJ) {
      const n = pictograph ? joinedAt(t, j + 1, to) : 0;
      j += 1 + n;
      if (n === 0) return j;
    } else return j;
  }
  return j;
}
