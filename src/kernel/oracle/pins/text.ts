/** @module kernel/oracle/pins/text — the input cursor, character classes and table lookup of the pin scanner. */

// Mirror of assembly/pins/text.ts: same predicates, same ranges, integer arithmetic only.

let TEXT = '';
let LEN = 0;

/**
 * Points the matchers at `text`.
 * @example
 * setText('May 3'); textLength() // 5
 */
export function setText(text: string): void {
  TEXT = text;
  LEN = text.length;
}

/**
 * Length of the current text in UTF-16 code units.
 * @example
 * setText('call 555-0100'); textLength() // 13
 */
export function textLength(): number {
  return LEN;
}

/**
 * Full-width ASCII (！ to ～, U+FF01–FF5E, typed by CJK input methods) as ASCII, so １２，０００円
 * and ＡＢ－１２３４ scan as 12,000円 and AB-1234; other code units unchanged.
 * @example
 * fold(0xff11) // 49 ('１' to '1')
 */
export function fold(c: number): number {
  return c >= 0xff01 && c <= 0xff5e ? c - 0xfee0 : c;
}

/**
 * Code unit at `i`, full-width ASCII folded (see {@link fold}), or 0 outside the text (a NUL in
 * the text reads the same).
 * @example
 * setText('May ３'); at(4) // 51 ('3')
 */
export function at(i: number): number {
  return i >= 0 && i < LEN ? fold(TEXT.charCodeAt(i)) : 0;
}

/**
 * True for an ASCII digit 0–9.
 * @example
 * isDigit(0x37) // true ('7')
 */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * True for an ASCII capital A–Z.
 * @example
 * isUpper(0x51) // true ('Q')
 */
export function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

/**
 * True for an ASCII lowercase letter a–z.
 * @example
 * isLower(0x41) // false ('A')
 */
export function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

/**
 * True for an ASCII letter of either case.
 * @example
 * isAlpha(0x7a) // true ('z')
 */
export function isAlpha(c: number): boolean {
  return isUpper(c) || isLower(c);
}

/**
 * True for an ASCII letter or digit.
 * @example
 * isAlnum(0x5f) // false ('_')
 */
export function isAlnum(c: number): boolean {
  return isDigit(c) || isAlpha(c);
}

/**
 * True for a hexadecimal digit: 0–9, a–f or A–F.
 * @example
 * isHex(0x46) // true ('F')
 */
export function isHex(c: number): boolean {
  return isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/**
 * ASCII lowercase; other code units unchanged.
 * @example
 * lower(0x4d) // 109 ('M' to 'm')
 */
export function lower(c: number): number {
  return isUpper(c) ? c + 32 : c;
}

/**
 * Letters and digits of any script plus `_`; surrogates, symbols and punctuation are not, nor
 * CJK (Han, kana, Hangul), Thai, Lao, Myanmar or Khmer, written without spaces: in
 * 注文番号はINV-2024-0042です the ID must end at で as it would at a space.
 * @example
 * isWordChar(0xe9) // true ('é'); isWordChar(0x306f) // false ('は'); isWordChar(0x0e04) // false ('ค')
 */
export function isWordChar(c: number): boolean {
  if (c < 128) return isAlnum(c) || c === 95;
  if (c < 0xc0) return false;
  if (c < 0x2000) {
    // Hangul jamo, and Thai, Lao, Myanmar and Khmer, which are written without spaces too.
    const spaceless = (c >= 0x1100 && c < 0x1200) || (c >= 0x0e00 && c < 0x0f00) ||
      (c >= 0x1000 && c < 0x10a0) || (c >= 0x1780 && c < 0x1800);
    return c !== 0xd7 && c !== 0xf7 && !spaceless;
  }
  if (c < 0xa000) return false;
  if (c < 0xd800) return c < 0xac00 && (c < 0xa960 || c >= 0xa980);
  return c >= 0xfb00 && c < 0xfe00;
}

/**
 * Whitespace of any kind (ASCII and Unicode spaces).
 * @example
 * isSpace(0xa0) // true (no-break space)
 */
export function isSpace(c: number): boolean {
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  return c === 0xa0 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000;
}

/**
 * One space between the parts of a fact: space, no-break space, narrow no-break space.
 * @example
 * isGap(0x09) // false (a tab)
 */
export function isGap(c: number): boolean {
  return c === 32 || c === 0xa0 || c === 0x202f;
}

/**
 * $, ¢, £, ¥ and the Unicode currency-symbol block (€, ₹, ₩, ₽ …).
 * @example
 * isCurrencySymbol(0x20ac) // true ('€')
 */
export function isCurrencySymbol(c: number): boolean {
  return c === 36 || c === 0xa2 || c === 0xa3 || c === 0xa5 || (c >= 0x20a0 && c <= 0x20c0);
}

/**
 * Whether `c` (followed by `next`) belongs to a compound run (URL, e-mail, path, domain): word
 * characters and `_ - . / \ ~ @ +`; a colon only before `/`, `\` or a digit (C:\, host:8080, a.ts:42).
 * @example
 * isCompound(0x3a, 0x2f) // true (':' before '/')
 */
export function isCompound(c: number, next: number): boolean {
  if (isWordChar(c)) return true;
  if (c === 45 || c === 46 || c === 47 || c === 92 || c === 126 || c === 64 || c === 43) return true;
  return c === 58 && (next === 47 || next === 92 || isDigit(next));
}

/**
 * End of the run of ASCII letters starting at `i`.
 * @example
 * setText('RTX4090'); lettersEnd(0) // 3
 */
export function lettersEnd(i: number): number {
  let j = i;
  while (isAlpha(at(j))) j++;
  return j;
}

/**
 * End of the run of ASCII letters at `i` if it has 1..max letters and ends the word, else -1.
 * @example
 * setText('3 nights'); wordAt(2, 16) // 8
 */
export function wordAt(i: number, max: number): number {
  let j = i;
  while (isAlpha(at(j))) {
    j++;
    if (j - i > max) return -1;
  }
  if (j === i || isWordChar(at(j))) return -1;
  return j;
}

/**
 * Whether text[s, e), ASCII-lowercased, is in the sorted lowercase table `table`.
 * @example
 * setText('due May 3'); inTable(MONTHS, 4, 7) // true
 */
export function inTable(table: readonly string[], s: number, e: number): boolean {
  let lo = 0;
  let hi = table.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = compareWord(table[mid], s, e);
    if (c === 0) return true;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Whether every character of text[s, e) is an ASCII capital.
 * @example
 * setText('USD 40'); allUpper(0, 3) // true
 */
export function allUpper(s: number, e: number): boolean {
  for (let k = s; k < e; k++) if (!isUpper(at(k))) return false;
  return true;
}

/**
 * Whether every character of text[s, e) is an ASCII lowercase letter.
 * @example
 * setText('Paris'); allLower(0, 5) // false
 */
export function allLower(s: number, e: number): boolean {
  for (let k = s; k < e; k++) if (!isLower(at(k))) return false;
  return true;
}

function compareWord(word: string, s: number, e: number): number {
  const n = e - s;
  const m = word.length;
  const k = n < m ? n : m;
  for (let q = 0; q < k; q++) {
    const d = word.charCodeAt(q) - lower(at(s + q));
    if (d !== 0) return d;
  }
  return m - n;
}
