/** @module assembly/novelty — near-repeat detection: exact normalized duplicates and banded 64-bit SimHash (mirrors src/kernel/oracle/novelty.ts). */

import { fmix32 } from './hash';
import { arenaAlloc, geti, seti, tableCap } from './memory';

const MIN_WORDS = 5;
const MAX_DISTANCE = 7;
const BANDS = 8;
const BAND_CANDIDATES = 8;

// Bit-sliced counters: bit b of LEVELS[l] is bit l of the count of words with bit b set.
const LEVELS = memory.data(33 * 8);
let levelsUsed = 0;
let words = 0;

let seenKeys: usize = 0;
let seenMask = 0;
let bandKeys: usize = 0;
let bandHeads: usize = 0;
let bandMask = 0;
let next: usize = 0;
let prints: usize = 0;

/**
 * Allocates the tables for up to `units` units.
 * @example
 * noveltyInit(unitCount);
 */
export function noveltyInit(units: i32): void {
  let cap = tableCap(units);
  seenKeys = arenaAlloc(cap << 3);
  memory.fill(seenKeys, 0, <usize>cap << 3);
  seenMask = cap - 1;
  cap = tableCap(units * BANDS);
  bandKeys = arenaAlloc(cap << 2);
  memory.fill(bandKeys, 0, <usize>cap << 2);
  bandHeads = arenaAlloc(cap << 2);
  bandMask = cap - 1;
  next = arenaAlloc(max(units, 1) * BANDS * 4);
  prints = arenaAlloc(max(units, 1) << 3);
}

/**
 * Starts a unit's SimHash.
 * @example
 * simhashStart();
 */
export function simhashStart(): void {
  for (let l = 0; l < levelsUsed; l++) store<u64>(LEVELS + (<usize>l << 3), 0);
  levelsUsed = 0;
  words = 0;
}

/**
 * Adds a word hash to the unit's SimHash (amortized two steps of carry).
 * @example
 * simhashAdd(hash);
 */
export function simhashAdd(h: u32): void {
  let carry = (<u64>fmix32(h) << 32) | <u64>fmix32(h ^ 0x9e3779b9);
  let l = 0;
  while (carry != 0) {
    const p = LEVELS + (<usize>l << 3);
    const c = load<u64>(p);
    store<u64>(p, c ^ carry);
    carry &= c;
    l++;
  }
  if (l > levelsUsed) levelsUsed = l;
  words++;
}

/** Fingerprint: bits set in more than half of the words (bit-sliced compare with words/2). */
function simhashEnd(): u64 {
  const half = words >> 1;
  let gt: u64 = 0;
  let eq: u64 = ~(<u64>0);
  for (let l = levelsUsed - 1; l >= 0; l--) {
    const c = load<u64>(LEVELS + (<usize>l << 3));
    const tb: u64 = (half >> l) & 1 ? ~(<u64>0) : 0;
    gt |= eq & c & ~tb;
    eq &= ~(c ^ tb);
  }
  if (levelsUsed < 32 && half >> levelsUsed != 0) gt = 0;
  return gt;
}

function seen(seq: u32): bool {
  const key = <u64>seq | (<u64>1 << 32);
  let s = <i32>(fmix32(seq) & <u32>seenMask);
  for (;;) {
    const p = seenKeys + (<usize>s << 3);
    const k = load<u64>(p);
    if (k == key) return true;
    if (k == 0) {
      store<u64>(p, key);
      return false;
    }
    s = (s + 1) & seenMask;
  }
  return false; // not reached
}

function bandSlot(key: u32): usize {
  let s = <i32>(fmix32(key) & <u32>bandMask);
  for (;;) {
    const p = bandKeys + (<usize>s << 2);
    const k = load<u32>(p);
    if (k == key || k == 0) return p;
    s = (s + 1) & bandMask;
  }
  return 0; // not reached
}

/**
 * Decides whether unit u (word-sequence hash seq, `nWords` words, SimHash fed since
 * simhashStart) repeats an earlier unit, and records it.
 * @example
 * const repeat = noveltyCheck(u, seq, nWords);
 */
export function noveltyCheck(u: i32, seq: u32, nWords: i32): bool {
  if (nWords == 0) return false;
  let repeat = seen(seq);
  if (nWords < MIN_WORDS) return repeat;
  const fp = simhashEnd();
  store<u64>(prints + (<usize>u << 3), fp);
  for (let b = 0; b < BANDS; b++) {
    const key = (<u32>b << 8) + (<u32>(fp >> (<u64>b << 3)) & 0xff) + 1;
    const p = bandSlot(key);
    const hp = p - bandKeys + bandHeads;
    let v = -1;
    if (load<u32>(p) == 0) store<u32>(p, key);
    else v = load<i32>(hp);
    const head = v;
    for (let k = 0; !repeat && v >= 0 && k < BAND_CANDIDATES; k++) {
      if (<i32>popcnt(fp ^ load<u64>(prints + (<usize>v << 3))) <= MAX_DISTANCE) repeat = true;
      v = geti(next, v * BANDS + b);
    }
    seti(next, u * BANDS + b, head);
    store<i32>(hp, u);
  }
  return repeat;
}
