/** @module assembly/estimate — o200k token estimate from character-class counts, sixteen code units at a time (mirrors src/kernel/oracle/estimate.ts). */

import { isCjk, isLetter, isWs } from './chars';
import { gate, isCue, languageExtra, languageGated, languageReset, languageSeen, observe, sentenceEnd } from './language';
import { ch } from './memory';
import { TIER_BYTES, TIER_COMMON, TIER_DENSE, TIER_MID, scriptTier } from './script-tier';

// Weights ×1/1000 tokens, in EstimateFeature order (fitted by test/wasm/estimate-calibration.ts).
const W_WORD_RUNS: i64 = 895;
const W_LETTERS: i64 = 38;
const W_HUMPS: i64 = 1342;
const W_DIGIT_RUNS: i64 = 1522;
const W_DIGITS: i64 = 0;
const W_PUNCT: i64 = 432;
const W_PUNCT_RUNS: i64 = 173;
const W_NEWLINES: i64 = 888;
const W_SPACE_PAIRS: i64 = 23;
const W_CJK: i64 = 740;
const W_OTHER_LETTERS: i64 = 205;
const W_OTHER: i64 = 1712;
const W_CAPS_PAIRS: i64 = 209;
// Per-script letter costs, set from prose per script (test/wasm/script-samples.ts), not fitted.
const W_MID_LETTERS: i64 = 280;
const W_DENSE_LETTERS: i64 = 380;
const W_HEAVY_LETTERS: i64 = 600;
const W_BYTE_LETTERS: i64 = 2100;

const LOWER = 0;
const UPPER = 1;
const DIGIT = 2;
const PUNCT = 3;
const SPACE = 4;
const NEWLINE = 5;
const CJK = 6;
const LETTER = 7;
const OTHER = 8;
const MID = 9;
const DENSE = 10;
const HEAVY = 11;
const BYTES = 12;

let wordRuns = 0;
let letters = 0;
let humps = 0;
let digitRuns = 0;
let digits = 0;
let punct = 0;
let punctRuns = 0;
let newlines = 0;
let spacePairs = 0;
let cjk = 0;
let otherLetters = 0;
let other = 0;
let capsPairs = 0;
let midLetters = 0;
let denseLetters = 0;
let heavyLetters = 0;
let byteLetters = 0;
let prev = SPACE;
// The code unit before the current span part (32 at a reset).
let lastCode = 32;

function classOf(c: i32): i32 {
  if (<u32>(c - 97) <= 25) return LOWER;
  if (<u32>(c - 65) <= 25) return UPPER;
  if (<u32>(c - 48) <= 9) return DIGIT;
  if (c == 10) return NEWLINE;
  if (isWs(c)) return SPACE;
  if (c < 0x80) return PUNCT;
  if (isCjk(c)) return CJK;
  if (!isLetter(c)) return OTHER;
  const tier = scriptTier(c);
  return tier == TIER_COMMON ? LETTER : tier == TIER_MID ? MID : tier == TIER_DENSE ? DENSE : tier == TIER_BYTES ? BYTES : HEAVY;
}

// @ts-ignore: decorator
@inline function isLetterClass(k: i32): bool {
  return k <= UPPER || k == LETTER || k >= MID;
}

function step(k: i32): void {
  const prevLetter = isLetterClass(prev);
  if (k <= UPPER) {
    letters++;
    if (!prevLetter) wordRuns++;
    if (k == UPPER) {
      if (prev == LOWER) humps++;
      else if (prev == UPPER) capsPairs++;
    }
  } else if (k == LETTER || k >= MID) {
    if (k == LETTER) otherLetters++;
    else if (k == MID) midLetters++;
    else if (k == DENSE) denseLetters++;
    else if (k == HEAVY) heavyLetters++;
    else byteLetters++;
    if (!prevLetter) wordRuns++;
  } else if (k == DIGIT) {
    digits++;
    if (prev != DIGIT) digitRuns++;
  } else if (k == PUNCT) {
    punct++;
    if (prev != PUNCT) punctRuns++;
  } else if (k == SPACE) {
    if (prev == SPACE || prev == NEWLINE) spacePairs++;
  } else if (k == NEWLINE) newlines++;
  else if (k == CJK) cjk++;
  else other++;
  prev = k;
}

/**
 * step() for the code unit at i of [from, limit), plus the language cost: a non-ASCII Latin letter
 * or a cue pair (isCue) in a word starting in lower case starts looking at the sentence; a looked-at one reads its letters and ends at \n or at
 * whitespace after . ! ?.
 */
function stepAt(t: usize, i: i32, from: i32, limit: i32): void {
  const c = ch(t, i);
  const k = classOf(c);
  const before = i > from ? ch(t, i - 1) : lastCode;
  if (languageGated()) {
    if (c == 10 || (k == SPACE && (before == 46 || before == 33 || before == 63))) sentenceEnd(letters + otherLetters);
    else if (k <= UPPER || k == LETTER) observe(t, from, i, limit, c, before);
  } else if ((<u32>(c - 0xc0) <= 0x18f || isCue(before, c)) && gate(t, from, i, limit, letters + otherLetters, lastCode)) {
    observe(t, from, i, limit, c, before);
  }
  step(k);
}

/** Lanes of v (16 bytes after `pv`) where a cue pair ends ("ka", "aa", "ij", "zi", "nz", "zz", "bb"; see isCue): the cue that sends a block to stepAt. */
// @ts-ignore: decorator
@inline function cueLanes(pv: v128, v: v128): v128 {
  const b = i8x16.shuffle(pv, v, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
  const a = i8x16.eq(v, i8x16.splat(97));
  const ka = v128.and(a, v128.or(i8x16.eq(b, i8x16.splat(107)), i8x16.eq(b, i8x16.splat(97))));
  const ij = v128.and(i8x16.eq(v, i8x16.splat(106)), i8x16.eq(b, i8x16.splat(105)));
  const z = i8x16.eq(v, i8x16.splat(122));
  const it = v128.or(
    v128.and(z, v128.or(i8x16.eq(b, i8x16.splat(110)), i8x16.eq(b, i8x16.splat(122)))),
    v128.or(v128.and(i8x16.eq(v, i8x16.splat(98)), i8x16.eq(b, i8x16.splat(98))), v128.and(i8x16.eq(v, i8x16.splat(105)), i8x16.eq(b, i8x16.splat(122)))),
  );
  return v128.or(ka, v128.or(ij, it));
}

// @ts-ignore: decorator
@inline function pop(x: i32): i32 {
  return popcnt(x);
}

/**
 * Adds the features of the ASCII code units in the lanes `valid` of the 16 bytes v (lane k is
 * bit k; `top` is the last valid lane's bit).
 */
// @ts-ignore: decorator
@inline function block(v: v128, valid: i32, top: i32): void {
  const L = i8x16.bitmask(i8x16.lt_u(i8x16.sub(v, i8x16.splat(97)), i8x16.splat(26))) & valid;
  const U = i8x16.bitmask(i8x16.lt_u(i8x16.sub(v, i8x16.splat(65)), i8x16.splat(26))) & valid;
  const D = i8x16.bitmask(i8x16.lt_u(i8x16.sub(v, i8x16.splat(48)), i8x16.splat(10))) & valid;
  const N = i8x16.bitmask(i8x16.eq(v, i8x16.splat(10))) & valid;
  const S = i8x16.bitmask(
    v128.or(i8x16.eq(v, i8x16.splat(32)), i8x16.lt_u(i8x16.sub(v, i8x16.splat(9)), i8x16.splat(5))),
  ) & valid & ~N;
  const P = valid & ~(L | U | D | N | S);
  const A = L | U;
  const pA = i32(isLetterClass(prev));
  const pWs = i32(prev == SPACE || prev == NEWLINE);
  letters += pop(A);
  wordRuns += pop(A & ~((A << 1) | pA));
  humps += pop(U & ((L << 1) | i32(prev == LOWER)));
  capsPairs += pop(U & ((U << 1) | i32(prev == UPPER)));
  digits += pop(D);
  digitRuns += pop(D & ~((D << 1) | i32(prev == DIGIT)));
  punct += pop(P);
  punctRuns += pop(P & ~((P << 1) | i32(prev == PUNCT)));
  newlines += pop(N);
  spacePairs += pop(S & (((S | N) << 1) | pWs));
  prev = L & top ? LOWER : U & top ? UPPER : D & top ? DIGIT : N & top ? NEWLINE : S & top ? SPACE : PUNCT;
}

/** Sixteen code units at i as bytes, each clamped to 0xff first (so ≥ 0x80 keeps its high bit). */
// @ts-ignore: decorator
@inline function bytesAt(t: usize, i: i32): v128 {
  const ff = i16x8.splat(0xff);
  const p = t + (<usize>i << 1);
  return i8x16.narrow_i16x8_u(i16x8.min_u(v128.load(p), ff), i16x8.min_u(v128.load(p, 16), ff));
}

/** Adds the features of t[from, to) to the running counts (state carries across calls). */
function accumulate(t: usize, from: i32, to: i32): void {
  if (to <= from) return;
  let i = from;
  let pv = i8x16.splat(<i8>min(lastCode, 0xff));
  while (i + 16 <= to) {
    const v = bytesAt(t, i);
    if (i8x16.bitmask(v) != 0 || languageGated() || v128.any_true(cueLanes(pv, v))) {
      for (let k = 0; k < 16; k++) stepAt(t, i + k, from, to);
    } else block(v, 0xffff, 0x8000);
    pv = v;
    i += 16;
  }
  const r = to - i;
  // The tail as one masked block when the 32 bytes read stay inside memory.
  if (r > 0 && t + (<usize>(i + 16) << 1) <= (<usize>memory.size() << 16)) {
    const v = bytesAt(t, i);
    const valid = (1 << r) - 1;
    if (((i8x16.bitmask(v) | i8x16.bitmask(cueLanes(pv, v))) & valid) == 0 && !languageGated()) {
      block(v, valid, 1 << (r - 1));
      i = to;
    }
  }
  while (i < to) stepAt(t, i++, from, to);
  lastCode = ch(t, to - 1);
}

function reset(): void {
  wordRuns = letters = humps = digitRuns = digits = punct = punctRuns = 0;
  newlines = spacePairs = cjk = otherLetters = other = capsPairs = 0;
  midLetters = denseLetters = heavyLetters = byteLetters = 0;
  prev = SPACE;
  lastCode = 32;
  languageReset();
}

/** Weighted sum of the counts so far (1/1000 tokens). */
function fixedSum(): i64 {
  return (
    W_WORD_RUNS * wordRuns + W_LETTERS * letters + W_HUMPS * humps + W_DIGIT_RUNS * digitRuns +
    W_DIGITS * digits + W_PUNCT * punct + W_PUNCT_RUNS * punctRuns + W_NEWLINES * newlines +
    W_SPACE_PAIRS * spacePairs + W_CJK * cjk + W_OTHER_LETTERS * otherLetters + W_OTHER * other +
    W_CAPS_PAIRS * capsPairs + W_MID_LETTERS * midLetters + W_DENSE_LETTERS * denseLetters +
    W_HEAVY_LETTERS * heavyLetters + W_BYTE_LETTERS * byteLetters + languageExtra()
  );
}

// @ts-ignore: decorator
@inline function ceilTokens(fixed: i64): i32 {
  return <i32>((fixed + 999) / 1000);
}

/**
 * Estimated o200k tokens of t[from, to).
 * @example
 * estimateSpan(text, 0, len)
 */
export function estimateSpan(t: usize, from: i32, to: i32): i32 {
  reset();
  accumulate(t, from, to);
  sentenceEnd(letters + otherLetters);
  return ceilTokens(fixedSum());
}

/**
 * Estimates of doc t[from, to) and of its units u0..u1-1 (starts/ends after whitespace, so the
 * running sum at their bounds equals their own estimate) in one pass. Returns the doc estimate.
 * @example
 * docTokens = estimateDoc(t, from, to, starts, ends, u0, u1, unitTokens);
 */
export function estimateDoc(t: usize, from: i32, to: i32, starts: usize, ends: usize, u0: i32, u1: i32, out: usize): i32 {
  reset();
  let i = from;
  for (let u = u0; u < u1; u++) {
    const s = load<i32>(starts + (<usize>u << 2));
    const e = load<i32>(ends + (<usize>u << 2));
    accumulate(t, i, s);
    sentenceEnd(letters + otherLetters);
    const base = fixedSum();
    accumulate(t, s, e);
    sentenceEnd(letters + otherLetters);
    store<i32>(out + (<usize>u << 2), ceilTokens(fixedSum() - base));
    i = e;
  }
  accumulate(t, i, to);
  // Units end sentences of their own: a doc that had a looked-at sentence is read again whole.
  if (languageSeen()) return estimateSpan(t, from, to);
  return ceilTokens(fixedSum());
}
