/** @module kernel/oracle/estimate — o200k token estimate from character-class counts (mirrors assembly/estimate.ts). */

import { isCjk, isLetter, isWs } from './chars.js';
import { languageFixed } from './language.js';
import { TIER_BYTES, TIER_COMMON, TIER_DENSE, TIER_MID, scriptTier } from './script-tier.js';

/**
 * Feature indices of {@link estimateFeatures}; weights in {@link ESTIMATE_WEIGHTS} use the same order.
 * @example
 * EstimateFeature.WORD_RUNS // 0
 */
export const EstimateFeature = {
  /** Starts of runs of letters (ASCII or not): about one token per word. */
  WORD_RUNS: 0,
  /** ASCII letters. */
  LETTERS: 1,
  /** Upper-case ASCII letter right after a lower-case one (CamelCase humps). */
  HUMPS: 2,
  /** Starts of digit runs. */
  DIGIT_RUNS: 3,
  /** Digits (o200k splits numbers in groups of up to three). */
  DIGITS: 4,
  /** ASCII punctuation, symbols and controls. */
  PUNCT: 5,
  /** Starts of ASCII punctuation runs. */
  PUNCT_RUNS: 6,
  /** Line feeds. */
  NEWLINES: 7,
  /** Non-newline whitespace right after whitespace (indentation, alignment). */
  SPACE_PAIRS: 8,
  /** CJK ideographs and kana. */
  CJK: 9,
  /** Non-ASCII letters of scripts o200k knows well (accented Latin, Cyrillic, Arabic, Devanagari, …). */
  OTHER_LETTERS: 10,
  /** Other non-ASCII code units: symbols, non-ASCII punctuation, surrogate halves (emoji). */
  OTHER: 11,
  /** Upper-case ASCII letter right after another (acronyms split into several tokens). */
  CAPS_PAIRS: 12,
  /** Greek, Hebrew, Armenian, Georgian and some Indic letters (see script-tier.ts). */
  MID_LETTERS: 13,
  /** Thai and Hangul letters. */
  DENSE_LETTERS: 14,
  /** Khmer, Myanmar, Sinhala, Oriya and unlisted scripts. */
  HEAVY_LETTERS: 15,
  /** Lao, Ethiopic, Tibetan, Cherokee: about a token per UTF-8 byte. */
  BYTE_LETTERS: 16,
} as const;

/**
 * Number of estimate features.
 * @example
 * FEATURE_COUNT // 17
 */
export const FEATURE_COUNT = 17;

/**
 * Features whose weights are set per script from prose samples, not fitted on chats.
 * @example
 * SCRIPT_FEATURES[0] // 9
 */
export const SCRIPT_FEATURES: readonly number[] = [
  EstimateFeature.CJK,
  EstimateFeature.MID_LETTERS,
  EstimateFeature.DENSE_LETTERS,
  EstimateFeature.HEAVY_LETTERS,
  EstimateFeature.BYTE_LETTERS,
];

/**
 * Fixed-point weights (tokens × 1/{@link ESTIMATE_SCALE}) per feature, fitted against o200k by
 * `test/wasm/estimate-calibration.ts`; identical in assembly/estimate.ts.
 * @example
 * ESTIMATE_WEIGHTS[0] // 895
 */
export const ESTIMATE_WEIGHTS: readonly number[] = [
  895, 38, 1342, 1522, 0, 432, 173, 888, 23, 740, 205, 1712, 209, 280, 380, 600, 2100,
];

/**
 * Divisor of {@link ESTIMATE_WEIGHTS}.
 * @example
 * ESTIMATE_SCALE // 1000
 */
export const ESTIMATE_SCALE = 1000;

/** Class codes used by the feature pass. */
const enum Cls {
  LOWER,
  UPPER,
  DIGIT,
  PUNCT,
  SPACE,
  NEWLINE,
  CJK,
  LETTER,
  OTHER,
  MID,
  DENSE,
  HEAVY,
  BYTES,
}

function classOf(c: number): Cls {
  if (c >= 97 && c <= 122) return Cls.LOWER;
  if (c >= 65 && c <= 90) return Cls.UPPER;
  if (c >= 48 && c <= 57) return Cls.DIGIT;
  if (c === 10) return Cls.NEWLINE;
  if (isWs(c)) return Cls.SPACE;
  if (c < 0x80) return Cls.PUNCT;
  if (isCjk(c)) return Cls.CJK;
  if (!isLetter(c)) return Cls.OTHER;
  const tier = scriptTier(c);
  if (tier === TIER_COMMON) return Cls.LETTER;
  if (tier === TIER_MID) return Cls.MID;
  if (tier === TIER_DENSE) return Cls.DENSE;
  return tier === TIER_BYTES ? Cls.BYTES : Cls.HEAVY;
}

const LETTER_FEATURE: Partial<Record<Cls, number>> = {
  [Cls.LETTER]: EstimateFeature.OTHER_LETTERS,
  [Cls.MID]: EstimateFeature.MID_LETTERS,
  [Cls.DENSE]: EstimateFeature.DENSE_LETTERS,
  [Cls.HEAVY]: EstimateFeature.HEAVY_LETTERS,
  [Cls.BYTES]: EstimateFeature.BYTE_LETTERS,
};

/**
 * Character-class counts of `text.slice(from, to)`. Every count depends only on a code unit and
 * the one before it, and the span is read as if preceded by whitespace, so spans that start
 * after whitespace add up exactly.
 * @example
 * estimateFeatures('Hello world', 0, 11)[EstimateFeature.WORD_RUNS] // 2
 */
export function estimateFeatures(text: string, from: number, to: number): number[] {
  const f = new Array<number>(FEATURE_COUNT).fill(0);
  let prev = Cls.SPACE;
  for (let i = from; i < to; i++) {
    const k = classOf(text.charCodeAt(i));
    const prevLetter = prev === Cls.LOWER || prev === Cls.UPPER || LETTER_FEATURE[prev] !== undefined;
    switch (k) {
      case Cls.LOWER:
      case Cls.UPPER:
        f[EstimateFeature.LETTERS]++;
        if (!prevLetter) f[EstimateFeature.WORD_RUNS]++;
        if (k === Cls.UPPER && prev === Cls.LOWER) f[EstimateFeature.HUMPS]++;
        if (k === Cls.UPPER && prev === Cls.UPPER) f[EstimateFeature.CAPS_PAIRS]++;
        break;
      case Cls.LETTER:
      case Cls.MID:
      case Cls.DENSE:
      case Cls.HEAVY:
      case Cls.BYTES:
        f[LETTER_FEATURE[k]!]++;
        if (!prevLetter) f[EstimateFeature.WORD_RUNS]++;
        break;
      case Cls.DIGIT:
        f[EstimateFeature.DIGITS]++;
        if (prev !== Cls.DIGIT) f[EstimateFeature.DIGIT_RUNS]++;
        break;
      case Cls.PUNCT:
        f[EstimateFeature.PUNCT]++;
        if (prev !== Cls.PUNCT) f[EstimateFeature.PUNCT_RUNS]++;
        break;
      case Cls.SPACE:
        if (prev === Cls.SPACE || prev === Cls.NEWLINE) f[EstimateFeature.SPACE_PAIRS]++;
        break;
      case Cls.NEWLINE:
        f[EstimateFeature.NEWLINES]++;
        break;
      case Cls.CJK:
        f[EstimateFeature.CJK]++;
        break;
      default:
        f[EstimateFeature.OTHER]++;
    }
    prev = k;
  }
  return f;
}

/**
 * Weighted feature sum in fixed point (1/{@link ESTIMATE_SCALE} tokens), before rounding up.
 * @example
 * estimateFixed('Hello world', 0, 11) // 2170
 */
export function estimateFixed(text: string, from: number, to: number): number {
  const f = estimateFeatures(text, from, to);
  let sum = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) sum += f[i] * ESTIMATE_WEIGHTS[i];
  return sum + languageFixed(text, from, to);
}

/**
 * Estimated o200k tokens of `text.slice(from, to)`: the weighted feature sum rounded up.
 * @example
 * estimateSpan('Hello world', 0, 11) // 3
 */
export function estimateSpan(text: string, from = 0, to = text.length): number {
  return Math.ceil(estimateFixed(text, from, to) / ESTIMATE_SCALE);
}
