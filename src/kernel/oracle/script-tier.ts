/** @module kernel/oracle/script-tier — how many o200k tokens a non-ASCII letter costs, by script (mirrors assembly/script-tier.ts). */

/**
 * Latin extensions, Cyrillic, Arabic, Devanagari, Bengali, Gujarati, Tamil: o200k knows them well.
 * @example
 * TIER_COMMON // 0
 */
export const TIER_COMMON = 0;
/**
 * Greek, Hebrew, Armenian, Georgian, Gurmukhi, Telugu, Kannada, Malayalam.
 * @example
 * TIER_MID // 1
 */
export const TIER_MID = 1;
/**
 * Thai and Hangul.
 * @example
 * TIER_DENSE // 2
 */
export const TIER_DENSE = 2;
/**
 * Khmer, Myanmar, Sinhala, Oriya and scripts not listed here.
 * @example
 * TIER_HEAVY // 3
 */
export const TIER_HEAVY = 3;
/**
 * Lao, Ethiopic, Tibetan, Cherokee, Canadian syllabics: about one token per UTF-8 byte.
 * @example
 * TIER_BYTES // 4
 */
export const TIER_BYTES = 4;

function within(c: number, lo: number, hi: number): boolean {
  return c >= lo && c <= hi;
}

/**
 * Cost tier of the non-ASCII, non-CJK letter c (measured per script on prose against o200k by
 * test/wasm/script-samples.ts).
 * @example
 * scriptTier(0x0e01) // TIER_DENSE (Thai)
 */
export function scriptTier(c: number): number {
  if (c < 0x0370) return TIER_COMMON;
  if (c < 0x0400) return TIER_MID; // Greek
  if (c < 0x0530) return TIER_COMMON; // Cyrillic
  if (c < 0x0600) return TIER_MID; // Armenian, Hebrew
  if (c < 0x0900) return TIER_COMMON; // Arabic, Syriac, Thaana
  if (within(c, 0x0a00, 0x0a7f)) return TIER_MID; // Gurmukhi
  if (within(c, 0x0b00, 0x0b7f)) return TIER_HEAVY; // Oriya
  if (c < 0x0c00) return TIER_COMMON; // Devanagari, Bengali, Gujarati, Tamil
  if (c < 0x0d80) return TIER_MID; // Telugu, Kannada, Malayalam
  if (c < 0x0e00) return TIER_HEAVY; // Sinhala
  if (c < 0x0e80) return TIER_DENSE; // Thai
  if (c < 0x1000) return TIER_BYTES; // Lao, Tibetan
  if (c < 0x10a0) return TIER_HEAVY; // Myanmar
  if (c < 0x1100) return TIER_MID; // Georgian
  if (c < 0x1200) return TIER_DENSE; // Hangul jamo
  if (c < 0x13a0) return TIER_BYTES; // Ethiopic
  if (c < 0x1780) return TIER_BYTES; // Cherokee, Canadian syllabics, Ogham, Runic, …
  if (c < 0x1800) return TIER_HEAVY; // Khmer
  if (within(c, 0x1c90, 0x1cbf) || within(c, 0x2d00, 0x2d2f)) return TIER_MID; // Georgian
  if (within(c, 0x1d00, 0x1fff)) return within(c, 0x1f00, 0x1fff) ? TIER_MID : TIER_COMMON; // phonetic, Latin, Greek extended
  if (within(c, 0x3130, 0x318f) || within(c, 0xac00, 0xd7ff)) return TIER_DENSE; // Hangul
  if (within(c, 0xfb1d, 0xfb4f)) return TIER_MID; // Hebrew presentation forms
  if (within(c, 0xff21, 0xff5a)) return TIER_BYTES; // full-width Latin letters: o200k spends 1–2 tokens on each
  if (within(c, 0xfb50, 0xfeff) || within(c, 0xff00, 0xffef)) return TIER_COMMON; // Arabic forms, full width
  if (within(c, 0x2000, 0x2bff)) return TIER_COMMON; // letter-like symbols
  return TIER_HEAVY;
}
