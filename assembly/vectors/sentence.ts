/** @module assembly/vectors/sentence — SIF sentence vectors over text spans (mirrors src/kernel/oracle/vectors/sentence.ts). */

import { isLetter } from '../chars';
import { wordHash } from '../hash';
import { allocZeroed, ch, geti } from '../memory';
import { addScaledInt8, axpy, dot, normalize } from './math';
import { base, component, count, dims, lookupHash, lookupWord, scales, vectors, weights } from './table';

const NOT = 'not';

// @ts-ignore: decorator
@inline function isApostrophe(c: i32): bool {
  return c == 39 || c == 0x2019;
}

// @ts-ignore: decorator
@inline function isJoiner(c: i32): bool {
  return isApostrophe(c) || c == 45;
}

/** Adds word i's weighted vector to acc; returns 1 (a known word) or 0. */
function addIndex(acc: usize, i: i32): i32 {
  if (i < 0) return 0;
  const w = load<f32>(weights + (<usize>i << 2)) * load<f32>(scales + (<usize>i << 2));
  addScaledInt8(acc, vectors + <usize>i * <usize>dims, w, dims);
  return 1;
}

/**
 * Adds the word t[s, e) (letters joined by ' ’ -): the whole word when the table knows it; else
 * "n't" adds "not", the part before an apostrophe stands for the word, and hyphenated parts
 * count one by one. Returns how many table words were added.
 */
function addWord(acc: usize, t: usize, s: i32, e: i32, joined: bool): i32 {
  const whole = lookupWord(t, s, e);
  if (whole >= 0 || !joined) return addIndex(acc, whole);
  let found = 0;
  if (e - s >= 3 && (ch(t, e - 1) | 32) == 116 && isApostrophe(ch(t, e - 2)) && (ch(t, e - 3) | 32) == 110) {
    found += addIndex(acc, lookupHash(wordHash(changetype<usize>(NOT), 0, 3)));
    e -= 3;
  }
  for (let i = s; i < e; i++) {
    if (isApostrophe(ch(t, i))) {
      e = i;
      break;
    }
  }
  let from = s;
  for (let i = s; i <= e; i++) {
    if (i == e || ch(t, i) == 45) {
      if (i > from) found += addIndex(acc, lookupWord(t, from, i));
      from = i + 1;
    }
  }
  return found;
}

/** SIF sum of the words of t[s, e) into acc (dims f32, zeroed by the caller); returns words found. */
function addSpan(acc: usize, t: usize, s: i32, e: i32): i32 {
  let found = 0;
  let i = s;
  while (i < e) {
    if (!isLetter(ch(t, i))) {
      i++;
      continue;
    }
    const start = i;
    let joined = false;
    i++;
    for (;;) {
      while (i < e && isLetter(ch(t, i))) i++;
      if (i + 1 < e && isJoiner(ch(t, i)) && isLetter(ch(t, i + 1))) {
        joined = true;
        i++;
        continue;
      }
      break;
    }
    found += addWord(acc, t, start, i, joined);
  }
  return found;
}

/**
 * One unit-length SIF vector per span t[starts[k], ends[k]) (offsets clamped), written as n rows
 * of dims f32 to scratch memory: Σ a/(a+p(w))·v(w) over known words, minus its projection on the
 * table's first principal component when `removeComponent` is 1, scaled to length 1. A span
 * without a known word gives zeros. Returns the rows pointer, 0 when no table is loaded.
 * @example
 * const rows = sentenceVectors(text, len, starts, ends, n, 1);
 */
export function sentenceVectors(t: usize, len: i32, starts: usize, ends: usize, n: i32, removeComponent: i32): usize {
  if (base == 0 || count == 0) return 0;
  const out = allocZeroed(max(n, 1) * dims * 4);
  for (let k = 0; k < n; k++) {
    const s = min(max(geti(starts, k), 0), len);
    const e = min(max(geti(ends, k), s), len);
    const row = out + <usize>k * <usize>dims * 4;
    if (addSpan(row, t, s, e) == 0) continue;
    if (removeComponent != 0 && component != 0) axpy(row, component, -dot(row, component, dims), dims);
    normalize(row, dims);
  }
  return out;
}
