/** @module assembly/terms — dense ids for term hashes (open addressing, grown at half load), so per-term columns stay small. */

import { arenaAlloc } from './memory';

const INITIAL_CAP = 4096;

/** (hash, id) pairs; hash 0 marks a free slot (word hashes are never 0). */
let slots: usize = 0;
let mask = 0;

/** Distinct terms seen since the last termReset. */
export let termCount = 0;

/**
 * Forgets every term.
 * @example
 * termReset();
 */
export function termReset(): void {
  slots = arenaAlloc(INITIAL_CAP << 3);
  memory.fill(slots, 0, INITIAL_CAP << 3);
  mask = INITIAL_CAP - 1;
  termCount = 0;
}

function grow(): void {
  const old = slots;
  const oldCap = mask + 1;
  slots = arenaAlloc(oldCap << 4);
  memory.fill(slots, 0, <usize>oldCap << 4);
  mask = (oldCap << 1) - 1;
  for (let k = 0; k < oldCap; k++) {
    const h = load<u32>(old + (<usize>k << 3));
    if (h == 0) continue;
    let s = <i32>(h & <u32>mask);
    while (load<u32>(slots + (<usize>s << 3)) != 0) s = (s + 1) & mask;
    store<u64>(slots + (<usize>s << 3), load<u64>(old + (<usize>k << 3)));
  }
}

/**
 * Dense id (0, 1, 2 … in order of first appearance) of a term hash, added when new.
 * @example
 * const id = termId(hash);
 */
export function termId(h: u32): i32 {
  let s = <i32>(h & <u32>mask);
  for (;;) {
    const p = slots + (<usize>s << 3);
    const k = load<u32>(p);
    if (k == h) return load<i32>(p, 4);
    if (k == 0) {
      const id = termCount++;
      store<u32>(p, h);
      store<i32>(p, id, 4);
      if (termCount << 1 > mask) grow();
      return id;
    }
    s = (s + 1) & mask;
  }
  return -1; // not reached
}
