/** @module assembly/pins/text — the input cursor, character classes and table lookup of the pin scanner. */

// Mirror of src/kernel/oracle/pins/text.ts: same predicates, same ranges, integer arithmetic only.

let BASE: usize = 0;
let LEN: i32 = 0;

/**
 * Points the matchers at `len` UTF-16 code units starting at `ptr`.
 * @example
 * setText(changetype<usize>(s), s.length); textLength() // s.length
 */
export function setText(ptr: usize, len: i32): void {
  BASE = ptr;
  LEN = len;
}

/**
 * Length of the current text in UTF-16 code units.
 * @example
 * textLength() // 13, on the text 'call 555-0100'
 */
export function textLength(): i32 {
  return LEN;
}

/**
 * Full-width ASCII (！ to ～, U+FF01–FF5E, typed by CJK input methods) as ASCII, so １２，０００円
 * and ＡＢ－１２３４ scan as 12,000円 and AB-1234; other code units unchanged.
 * @example
 * fold(0xff11) // 49 ('１' to '1')
 */
// @ts-ignore: decorator
@inline export function fold(c: i32): i32 {
  return <u32>(c - 0xff01) <= 0x5d ? c - 0xfee0 : c;
}

/**
 * Code unit at `i`, full-width ASCII folded (see {@link fold}), or 0 outside the text (a NUL in
 * the text reads the same).
 * @example
 * at(4) // 51 ('3'), on the text 'May 3' or 'May ３'
 */
// @ts-ignore: decorator
@inline export function at(i: i32): i32 {
  return <u32>i < <u32>LEN ? fold(<i32>load<u16>(BASE + (<usize>i << 1))) : 0;
}

/**
 * True for an ASCII digit 0–9.
 * @example
 * isDigit(0x37) // true ('7')
 */
// @ts-ignore: decorator
@inline export function isDigit(c: i32): bool {
  return <u32>(c - 48) <= 9;
}

/**
 * True for an ASCII capital A–Z.
 * @example
 * isUpper(0x51) // true ('Q')
 */
// @ts-ignore: decorator
@inline export function isUpper(c: i32): bool {
  return <u32>(c - 65) <= 25;
}

/**
 * True for an ASCII lowercase letter a–z.
 * @example
 * isLower(0x41) // false ('A')
 */
// @ts-ignore: decorator
@inline export function isLower(c: i32): bool {
  return <u32>(c - 97) <= 25;
}

/**
 * True for an ASCII letter of either case.
 * @example
 * isAlpha(0x7a) // true ('z')
 */
// @ts-ignore: decorator
@inline export function isAlpha(c: i32): bool {
  return <u32>((c | 32) - 97) <= 25;
}

/**
 * True for an ASCII letter or digit.
 * @example
 * isAlnum(0x5f) // false ('_')
 */
// @ts-ignore: decorator
@inline export function isAlnum(c: i32): bool {
  return isDigit(c) || isAlpha(c);
}

/**
 * True for a hexadecimal digit: 0–9, a–f or A–F.
 * @example
 * isHex(0x46) // true ('F')
 */
export function isHex(c: i32): bool {
  return isDigit(c) || <u32>((c | 32) - 97) <= 5;
}

/**
 * ASCII lowercase; other code units unchanged.
 * @example
 * lower(0x4d) // 109 ('M' to 'm')
 */
// @ts-ignore: decorator
@inline export function lower(c: i32): i32 {
  return isUpper(c) ? c + 32 : c;
}

/**
 * Letters and digits of any script plus `_`; surrogates, symbols and punctuation are not, nor
 * CJK (Han, kana, Hangul), Thai, Lao, Myanmar or Khmer, written without spaces: in
 * 注文番号はINV-2024-0042です the ID must end at で as it would at a space.
 * @example
 * isWordChar(0xe9) // true ('é'); isWordChar(0x306f) // false ('は'); isWordChar(0x0e04) // false ('ค')
 */
// @ts-ignore: decorator
@inline export function isWordChar(c: i32): bool {
  // ASCII inline (one bit of a 128-bit table: 0-9 A-Z _ a-z); the rest out of line.
  if (c < 64) return c >= 48 && c <= 57;
  if (c < 128) return ((WORD_HI >> <u64>(c - 64)) & 1) != 0;
  return isWordCharWide(c);
}

// Bits c - 64 of A-Z, _ and a-z.
const WORD_HI: u64 = 0x07ff_fffe_87ff_fffe;

function isWordCharWide(c: i32): bool {
  if (c < 0xc0) return false;
  if (c < 0x2000) {
    // Hangul jamo, and Thai, Lao, Myanmar and Khmer, which are written without spaces too.
    return c != 0xd7 && c != 0xf7 && <u32>(c - 0x1100) > 0xff && <u32>(c - 0x0e00) > 0xff &&
      <u32>(c - 0x1000) > 0x9f && <u32>(c - 0x1780) > 0x7f;
  }
  if (c < 0xa000) return false;
  if (c < 0xd800) return c < 0xac00 && <u32>(c - 0xa960) > 0x1f;
  return c >= 0xfb00 && c < 0xfe00;
}

/**
 * Whitespace of any kind (ASCII and Unicode spaces).
 * @example
 * isSpace(0xa0) // true (no-break space)
 */
export function isSpace(c: i32): bool {
  if (c == 32 || (c >= 9 && c <= 13)) return true;
  return c == 0xa0 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 ||
    c == 0x202f || c == 0x205f || c == 0x3000;
}

/**
 * One space between the parts of a fact: space, no-break space, narrow no-break space.
 * @example
 * isGap(0x09) // false (a tab)
 */
// @ts-ignore: decorator
@inline export function isGap(c: i32): bool {
  return c == 32 || c == 0xa0 || c == 0x202f;
}

/**
 * $, ¢, £, ¥ and the Unicode currency-symbol block (€, ₹, ₩, ₽ …).
 * @example
 * isCurrencySymbol(0x20ac) // true ('€')
 */
export function isCurrencySymbol(c: i32): bool {
  return c == 36 || c == 0xa2 || c == 0xa3 || c == 0xa5 || (c >= 0x20a0 && c <= 0x20c0);
}

/**
 * Whether `c` (followed by `next`) belongs to a compound run (URL, e-mail, path, domain): word
 * characters and `_ - . / \ ~ @ +`; a colon only before `/`, `\` or a digit (C:\, host:8080, a.ts:42).
 * @example
 * isCompound(0x3a, 0x2f) // true (':' before '/')
 */
export function isCompound(c: i32, next: i32): bool {
  if (isWordChar(c)) return true;
  if (c == 45 || c == 46 || c == 47 || c == 92 || c == 126 || c == 64 || c == 43) return true;
  return c == 58 && (next == 47 || next == 92 || isDigit(next));
}

/**
 * End of the run of ASCII letters starting at `i`.
 * @example
 * lettersEnd(0) // 3, on the text 'RTX4090'
 */
// @ts-ignore: decorator
@inline export function lettersEnd(i: i32): i32 {
  let j = i;
  // Eight code units at a time while they lie inside the text (at() reads 0 past the end).
  while (j >= 0 && j + 8 <= LEN) {
    const v = v128.load(BASE + (<usize>j << 1));
    const m = i16x8.bitmask(i16x8.lt_u(i16x8.sub(v128.or(v, i16x8.splat(32)), i16x8.splat(97)), i16x8.splat(26)));
    if (m != 0xff) {
      // A full-width letter goes on one code unit at a time.
      j += ctz(~m);
      break;
    }
    j += 8;
  }
  while (isAlpha(at(j))) j++;
  return j;
}

/**
 * End of the run of ASCII letters at `i` if it has 1..max letters and ends the word, else -1.
 * @example
 * wordAt(2, 16) // 8, on the text '3 nights'
 */
export function wordAt(i: i32, max: i32): i32 {
  let j = i;
  while (isAlpha(at(j))) {
    j++;
    if (j - i > max) return -1;
  }
  if (j == i || isWordChar(at(j))) return -1;
  return j;
}

/**
 * Whether text[s, e), ASCII-lowercased, is in the sorted lowercase table `table`.
 * @example
 * inTable(MONTHS, 4, 7) // true, on the text 'due May 3'
 */
export function inTable(table: StaticArray<string>, s: i32, e: i32): bool {
  let lo = 0;
  let hi = table.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = compareWord(unchecked(table[mid]), s, e);
    if (c == 0) return true;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Whether every character of text[s, e) is an ASCII capital.
 * @example
 * allUpper(0, 3) // true, on the text 'USD 40'
 */
export function allUpper(s: i32, e: i32): bool {
  for (let k = s; k < e; k++) if (!isUpper(at(k))) return false;
  return true;
}

/**
 * Whether every character of text[s, e) is an ASCII lowercase letter.
 * @example
 * allLower(0, 5) // false, on the text 'Paris'
 */
export function allLower(s: i32, e: i32): bool {
  for (let k = s; k < e; k++) if (!isLower(at(k))) return false;
  return true;
}

function compareWord(word: string, s: i32, e: i32): i32 {
  const n = e - s;
  const m = word.length;
  const k = n < m ? n : m;
  const w = changetype<usize>(word);
  for (let q = 0; q < k; q++) {
    const d = <i32>load<u16>(w + (<usize>q << 1)) - lower(at(s + q));
    if (d != 0) return d;
  }
  return m - n;
}
