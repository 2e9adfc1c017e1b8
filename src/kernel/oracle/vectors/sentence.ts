/** @module kernel/oracle/vectors/sentence — SIF sentence vectors over text spans: the spec of assembly/vectors/sentence.ts. */

import type { VectorTable } from '../../vector-table.js';
import { isLetter } from '../chars.js';
import { wordHash } from '../hash.js';
import { dot, normalize } from './math.js';

const f = Math.fround;
const NOT = wordHash('not', 0, 3);
const isApostrophe = (c: number): boolean => c === 39 || c === 0x2019;

/**
 * Index of the word with hash h in the table, or -1.
 * @example
 * lookupHash(table, wordHash('the', 0, 3)) // 0
 */
export function lookupHash(table: VectorTable, h: number): number {
  const mask = table.slots.length - 1;
  for (let i = h & mask; ; i = (i + 1) & mask) {
    const v = table.slots[i];
    if (v === 0) return -1;
    if (table.hashes[v - 1] === h) return v - 1;
  }
}

function addIndex(table: VectorTable, acc: Float32Array, ao: number, i: number): number {
  if (i < 0) return 0;
  const { dims, vectors } = table;
  const w = f(table.weights[i] * table.scales[i]);
  for (let d = 0; d < dims; d++) acc[ao + d] = f(acc[ao + d] + f(vectors[i * dims + d] * w));
  return 1;
}

/** The whole word if known; else "n't" → "not", the part before an apostrophe, hyphen parts. */
function addWord(table: VectorTable, acc: Float32Array, ao: number, t: string, s: number, e: number, joined: boolean): number {
  const whole = lookupHash(table, wordHash(t, s, e));
  if (whole >= 0 || !joined) return addIndex(table, acc, ao, whole);
  let found = 0;
  if (e - s >= 3 && (t.charCodeAt(e - 1) | 32) === 116 && isApostrophe(t.charCodeAt(e - 2)) && (t.charCodeAt(e - 3) | 32) === 110) {
    found += addIndex(table, acc, ao, lookupHash(table, NOT));
    e -= 3;
  }
  for (let i = s; i < e; i++) {
    if (isApostrophe(t.charCodeAt(i))) {
      e = i;
      break;
    }
  }
  let from = s;
  for (let i = s; i <= e; i++) {
    if (i === e || t.charCodeAt(i) === 45) {
      if (i > from) found += addIndex(table, acc, ao, lookupHash(table, wordHash(t, from, i)));
      from = i + 1;
    }
  }
  return found;
}

/** Words are letter runs joined by ' ’ - between letters; returns how many table words were added. */
function addSpan(table: VectorTable, acc: Float32Array, ao: number, t: string, s: number, e: number): number {
  let found = 0;
  let i = s;
  while (i < e) {
    if (!isLetter(t.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i++;
    let joined = false;
    for (;;) {
      while (i < e && isLetter(t.charCodeAt(i))) i++;
      const c = t.charCodeAt(i);
      if (i + 1 < e && (isApostrophe(c) || c === 45) && isLetter(t.charCodeAt(i + 1))) {
        joined = true;
        i++;
        continue;
      }
      break;
    }
    found += addWord(table, acc, ao, t, start, i, joined);
  }
  return found;
}

/**
 * One unit-length SIF vector per span (n × dims, row-major): Σ a/(a+p(w))·v(w) over known words,
 * minus its projection on the table's first principal component when asked, scaled to length 1;
 * zeros for a span without a known word. Offsets are clamped into the text.
 * @example
 * sentenceVectorsOracle(table, 'book a flight', Int32Array.of(0), Int32Array.of(13), true)
 */
export function sentenceVectorsOracle(
  table: VectorTable,
  t: string,
  starts: Int32Array,
  ends: Int32Array,
  removeComponent: boolean,
): Float32Array {
  const { dims, component } = table;
  const out = new Float32Array(starts.length * dims);
  for (let k = 0; k < starts.length; k++) {
    const s = Math.min(Math.max(starts[k], 0), t.length);
    const e = Math.min(Math.max(ends[k], s), t.length);
    const ao = k * dims;
    if (addSpan(table, out, ao, t, s, e) === 0) continue;
    if (removeComponent && component) {
      const w = f(-dot(out, ao, component, 0, dims));
      for (let d = 0; d < dims; d++) out[ao + d] = f(out[ao + d] + f(component[d] * w));
    }
    normalize(out, ao, dims);
  }
  return out;
}
