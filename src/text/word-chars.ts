/** @module text/word-chars — the soft-overlap word pattern as per-character tests, for scanning without a regex. */

/**
 * Whether code unit `c` may start a word: what `/[a-z\u00C0-\u1FFF\u2070-\uFFFF]/i` matches (Latin
 * letters, anything past Latin-1 but general punctuation, and µ, which the `i` flag folds to Greek Μ).
 * @example
 * wordStart('é'.charCodeAt(0)) // true
 * wordStart('-'.charCodeAt(0)) // false
 */
export function wordStart(c: number): boolean {
  return ((c | 32) >= 97 && (c | 32) <= 122) || c === 0xb5 || (c >= 0xc0 && c <= 0x1fff) || c >= 0x2070;
}

/**
 * Whether code unit `c` may continue a word: {@link wordStart}, an apostrophe or a hyphen (what
 * `/[a-z\u00C0-\u1FFF\u2070-\uFFFF'-]/i` matches).
 * @example
 * wordPart("'".charCodeAt(0)) // true
 */
export function wordPart(c: number): boolean {
  return wordStart(c) || c === 39 || c === 45;
}
