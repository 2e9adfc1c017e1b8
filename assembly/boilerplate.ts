/** @module assembly/boilerplate — per unit, the share of its word trigrams and skip-bigrams that more than 3 units use: templates and stock phrasings (mirrors src/kernel/oracle/boilerplate.ts). */

import { allocZeroed, arenaAlloc, geti, seti, tableCap } from './memory';
import { NUMBER } from './scan';

/** A gram is boilerplate when more than this many units use it. */
const REPEATS: u32 = 3;
/** Every number reads as this one word, so templates that differ only in their figures match. */
const NUMBER_WORD: u32 = 0x23;
/** Seeds of the trigram and skip-bigram hashes; trigrams are odd and skip-bigrams even, so the two never meet. */
const TRI: u32 = 0x811c9dc5;
const SKIP: u32 = 0x050c5d1f;

// The current unit's words (unitFeatures feeds them).
let words: usize = 0;
// Gram hashes of every unit in text order, then (boilerplateShares) their table slots; unit u
// owns [gramEnd[u - 1], gramEnd[u]). repeats[u] is 1 when u repeats an earlier unit word for word.
let grams: usize = 0;
let gramEnd: usize = 0;
let gramCount = 0;
let repeats: usize = 0;

/**
 * Allocates the buffers for `units` units over `tokens` tokens (at most 2 grams per token).
 * @example
 * boilerplateInit(n, tokCount);
 */
export function boilerplateInit(units: i32, tokens: i32): void {
  // 8 spare elements: gramHashes reads and writes up to 16 bytes past the end.
  words = arenaAlloc((tokens + 8) << 2);
  grams = arenaAlloc((tokens + 8) << 3);
  gramEnd = arenaAlloc(max(units, 1) << 2);
  repeats = arenaAlloc(max(units, 1));
  gramCount = 0;
}

/**
 * Records word w (0-based, punctuation skipped) of the current unit.
 * @example
 * boilerplateWord(w, kind, hash);
 */
// @ts-ignore: decorator
@inline export function boilerplateWord(w: i32, kind: u8, hash: u32): void {
  store<u32>(words + (<usize>w << 2), select<u32>(NUMBER_WORD, hash, kind == NUMBER));
}

// Hashes the m trigrams of the unit's words to out[0, m) and its m skip-bigrams to out[m, 2m),
// four at a time (the last block writes past its end: the next block or unit overwrites it).
// @ts-ignore: decorator
@inline function gramHashes(out: usize, m: i32): void {
  const p = i32x4.splat(0x01000193);
  for (let k = 0; k < m; k += 4) {
    const w = words + (<usize>k << 2);
    const ab = i32x4.mul(v128.xor(i32x4.mul(v128.xor(i32x4.splat(TRI), v128.load(w)), p), v128.load(w, 4)), p);
    const tri = i32x4.mul(v128.xor(ab, v128.load(w, 8)), p);
    v128.store(out + (<usize>k << 2), v128.or(tri, i32x4.splat(1)));
  }
  const skips = out + (<usize>m << 2);
  for (let k = 0; k < m; k += 4) {
    const w = words + (<usize>k << 2);
    const skip = i32x4.mul(v128.xor(i32x4.mul(v128.xor(i32x4.splat(SKIP), v128.load(w)), p), v128.load(w, 8)), p);
    v128.store(skips + (<usize>k << 2), i32x4.max_u(v128.and(skip, i32x4.splat(~1)), i32x4.splat(2)));
  }
}

/**
 * Ends unit u (`nWords` words fed): every three consecutive words a b c give the trigram
 * "a b c" and the skip-bigram "a _ c". An exact repeat of an earlier unit adds nothing to df.
 * @example
 * boilerplateUnit(u, words, exactRepeat);
 */
export function boilerplateUnit(u: i32, nWords: i32, repeat: bool): void {
  if (nWords >= 3) {
    gramHashes(grams + (<usize>gramCount << 2), nWords - 2);
    gramCount += (nWords - 2) << 1;
  }
  seti(gramEnd, u, gramCount);
  store<u8>(repeats + <usize>u, <u8>repeat);
}

// The slot of a key whose home slot s holds another key: linear probing (rare at load ≤ 1/2).
function probe(table: usize, shift: u32, key: u32, s: u32): u32 {
  const mask = (<u32>-1) >> shift;
  for (;;) {
    s = (s + 1) & mask;
    const k = load<u32>(table + (<usize>s << 3));
    if (k == key || k == 0) return s;
  }
  return s; // not reached
}

// Finds or inserts the key in `table` (2^(32 - shift) slots, each key | meta << 32 with meta =
// (last unit + 1) << 3 | min(df, REPEATS + 1)) and returns its slot. Counts the unit once towards
// df unless tag is 0 (an exact repeat); branch-free but for a collision.
// @ts-ignore: decorator
@inline function addGram(table: usize, shift: u32, key: u32, tag: u32): u32 {
  let s = (key * 0x9e3779b1) >> shift;
  let e = load<u64>(table + (<usize>s << 3));
  if (<u32>e != key && <u32>e != 0) {
    s = probe(table, shift, key, s);
    e = load<u64>(table + (<usize>s << 3));
  }
  const m = <u32>(e >> 32);
  const count = (tag != 0) & ((m & ~7) != tag);
  const meta = select<u32>(tag | min((m & 7) + 1, REPEATS + 1), m, count);
  store<u64>(table + (<usize>s << 3), (<u64>meta << 32) | <u64>key);
  return s;
}

/**
 * The share column (f32 per unit) once every unit is added: the unit's gram occurrences with
 * df > 3 over all its gram occurrences (0 under 3 words). df is kept per 32-bit gram hash in an
 * open-addressing table (Fibonacci hashing, linear probing, load ≤ 1/2).
 * @example
 * const share = boilerplateShares(n);
 */
export function boilerplateShares(n: i32): usize {
  const cap = tableCap(gramCount);
  const table = allocZeroed(cap << 3);
  const shift = clz<u32>(cap) + 1;
  // Module globals read once: the engine would load them again on every use.
  const gs = grams;
  const ends = gramEnd;
  let g = 0;
  for (let u = 0; u < n; u++) {
    const end = geti(ends, u);
    const tag: u32 = load<u8>(repeats + <usize>u) ? 0 : <u32>(u + 1) << 3;
    for (let k = g; k < end; k++) {
      const p = gs + (<usize>k << 2);
      store<u32>(p, addGram(table, shift, load<u32>(p), tag));
    }
    g = end;
  }
  const out = arenaAlloc(max(n, 1) << 2);
  g = 0;
  for (let u = 0; u < n; u++) {
    const end = geti(ends, u);
    let common = 0;
    for (let k = g; k < end; k++) {
      common += <i32>((load<u32>(table + (<usize>load<u32>(gs + (<usize>k << 2)) << 3), 4) & 7) > REPEATS);
    }
    store<f32>(out + (<usize>u << 2), end > g ? <f32>(<f64>common / <f64>(end - g)) : 0);
    g = end;
  }
  return out;
}
