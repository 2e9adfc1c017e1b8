/** @module assembly/pin-spans — adapter over the fact-pinning scanner: spans as separate columns. */

import { arenaAlloc } from './memory';
import { scanPins } from './pins';

export let pinStart: usize = 0;
export let pinEnd: usize = 0;
export let pinKind: usize = 0;
export let pinCount = 0;

/**
 * Runs the pin scanner over t[0, len) and splits its triples into columns (pinStart, pinEnd as
 * i32, pinKind as u8). A full buffer is retried with room for one pin per code unit.
 * @example
 * pinSpans(text, len); pinCount
 */
export function pinSpans(t: usize, len: i32): void {
  let cap = (len >> 1) + 64;
  let triples = arenaAlloc(cap * 12);
  let n = scanPins(t, len, triples, cap);
  if (n >= cap) {
    cap = len + 1;
    triples = arenaAlloc(cap * 12);
    n = scanPins(t, len, triples, cap);
  }
  pinStart = arenaAlloc(n << 2);
  pinEnd = arenaAlloc(n << 2);
  pinKind = arenaAlloc(n);
  for (let k = 0; k < n; k++) {
    const p = triples + <usize>k * 12;
    store<i32>(pinStart + (<usize>k << 2), load<i32>(p));
    store<i32>(pinEnd + (<usize>k << 2), load<i32>(p, 4));
    store<u8>(pinKind + <usize>k, <u8>load<i32>(p, 8));
  }
  pinCount = n;
}
