/** @module kernel/oracle/chars — UTF-16 code-unit classes shared by every oracle algorithm (mirrors assembly/chars.ts). */

/**
 * True for whitespace code units: ASCII controls 9–13, space, NEL, NBSP, the U+2000–U+200B
 * spaces (zero-width space included), line/paragraph separators, narrow NBSP, math space,
 * ideographic space and BOM. Only `\n` (10) counts as a line break anywhere in the kernels.
 * @example
 * isWs(0x20) // true; isWs(0x200b) // true; isWs(0x41) // false
 */
export function isWs(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 9 && c <= 13);
  if (c < 0x85) return false;
  return (
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200b) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * ASCII digit 0–9.
 * @example
 * isDigit(0x35) // true
 */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * ASCII letter A–Z or a–z.
 * @example
 * isAsciiLetter(0x61) // true
 */
export function isAsciiLetter(c: number): boolean {
  return (c | 32) >= 97 && (c | 32) <= 122;
}

/**
 * CJK ideographs, kana and half-width kana: each one is a WORD token of its own.
 * @example
 * isCjk(0x4e2d) // true ('中')
 */
export function isCjk(c: number): boolean {
  return (
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xff66 && c <= 0xff9f)
  );
}

/**
 * Non-ASCII punctuation and symbols (Latin-1 symbols, general punctuation, arrows, math,
 * box drawing, dingbats, CJK and full-width punctuation, specials).
 * @example
 * isPunctNonAscii(0x2014) // true (em dash)
 */
export function isPunctNonAscii(c: number): boolean {
  return (
    (c >= 0x80 && c <= 0xbf && c !== 0xaa && c !== 0xb5 && c !== 0xba) ||
    c === 0xd7 ||
    c === 0xf7 ||
    (c >= 0x200e && c <= 0x2027) ||
    (c >= 0x2030 && c <= 0x205e) ||
    (c >= 0x2070 && c <= 0x2bff) ||
    (c >= 0x2e00 && c <= 0x2e7f) ||
    (c >= 0x3000 && c <= 0x303f) ||
    (c >= 0xfe10 && c <= 0xfe1f) ||
    (c >= 0xfe30 && c <= 0xfe6f) ||
    (c >= 0xff01 && c <= 0xff0f) ||
    (c >= 0xff1a && c <= 0xff20) ||
    (c >= 0xff3b && c <= 0xff40) ||
    (c >= 0xff5b && c <= 0xff65) ||
    c >= 0xfff0
  );
}

/**
 * Letter of any script except CJK (which stands alone): ASCII letters, and every non-ASCII
 * code unit that is not whitespace, punctuation, a surrogate or CJK.
 * @example
 * isLetter(0xe9) // true ('é'); isLetter(0x4e2d) // false
 */
export function isLetter(c: number): boolean {
  if (c < 0x80) return isAsciiLetter(c);
  return !isWs(c) && !isPunctNonAscii(c) && !(c >= 0xd800 && c <= 0xdfff) && !isCjk(c);
}

/**
 * Characters that continue a word: letters, digits, underscore.
 * @example
 * isWordChar(0x5f) // true ('_')
 */
export function isWordChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 95;
}
