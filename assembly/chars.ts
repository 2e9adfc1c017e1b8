/** @module assembly/chars — UTF-16 code-unit classes (mirrors src/kernel/oracle/chars.ts). */

/**
 * Whitespace code unit (see the oracle for the list).
 * @example
 * isWs(0x20) // true
 */
// @ts-ignore: decorator
@inline export function isWs(c: i32): bool {
  if (c <= 0x20) return c == 0x20 || <u32>(c - 9) <= 4;
  if (c < 0x85) return false;
  return (
    c == 0x85 || c == 0xa0 || c == 0x1680 || <u32>(c - 0x2000) <= 0xb || c == 0x2028 || c == 0x2029 ||
    c == 0x202f || c == 0x205f || c == 0x3000 || c == 0xfeff
  );
}

/**
 * ASCII digit.
 * @example
 * isDigit(0x35) // true
 */
// @ts-ignore: decorator
@inline export function isDigit(c: i32): bool {
  return <u32>(c - 48) <= 9;
}

/**
 * ASCII letter.
 * @example
 * isAsciiLetter(0x61) // true
 */
// @ts-ignore: decorator
@inline export function isAsciiLetter(c: i32): bool {
  return <u32>((c | 32) - 97) <= 25;
}

/**
 * CJK ideograph or kana (a WORD of its own).
 * @example
 * isCjk(0x4e2d) // true
 */
export function isCjk(c: i32): bool {
  return (
    <u32>(c - 0x3040) <= 0xbf || <u32>(c - 0x3400) <= 0x19bf || <u32>(c - 0x4e00) <= 0x51ff ||
    <u32>(c - 0xf900) <= 0x1ff || <u32>(c - 0xff66) <= 0x39
  );
}

/**
 * Non-ASCII punctuation or symbol.
 * @example
 * isPunctNonAscii(0x2014) // true
 */
export function isPunctNonAscii(c: i32): bool {
  return (
    (<u32>(c - 0x80) <= 0x3f && c != 0xaa && c != 0xb5 && c != 0xba) || c == 0xd7 || c == 0xf7 ||
    <u32>(c - 0x200e) <= 0x19 || <u32>(c - 0x2030) <= 0x2e || <u32>(c - 0x2070) <= 0xb8f ||
    <u32>(c - 0x2e00) <= 0x7f || <u32>(c - 0x3000) <= 0x3f || <u32>(c - 0xfe10) <= 0xf ||
    <u32>(c - 0xfe30) <= 0x3f || <u32>(c - 0xff01) <= 0xe || <u32>(c - 0xff1a) <= 6 ||
    <u32>(c - 0xff3b) <= 5 || <u32>(c - 0xff5b) <= 0xa || c >= 0xfff0
  );
}

/**
 * Letter of any script except CJK.
 * @example
 * isLetter(0xe9) // true
 */
// @ts-ignore: decorator
@inline export function isLetter(c: i32): bool {
  if (c < 0x80) return isAsciiLetter(c);
  return !isWs(c) && !isPunctNonAscii(c) && <u32>(c - 0xd800) > 0x7ff && !isCjk(c);
}

/**
 * Letter, digit or underscore.
 * @example
 * isWordChar(0x5f) // true
 */
// @ts-ignore: decorator
@inline export function isWordChar(c: i32): bool {
  if (c < 0x80) return isAsciiLetter(c) || isDigit(c) || c == 95;
  return isLetter(c);
}
