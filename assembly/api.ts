/** @module assembly/api — the small ABI entry points that return result headers (i32 slots: count, then column pointers). */

import { estimateSpan } from './estimate';
import { classifyTokens } from './importance';
import { scoreImportance } from './tfidf';
import { arenaAlloc, seti } from './memory';
import { pinCount, pinEnd, pinKind, pinSpans, pinStart } from './pin-spans';
import { scanRange } from './scan';
import { allocTokens, docFirst, tokCount, tokEnd, tokImp, tokKind, tokStart, tokType } from './tokens';

/**
 * Estimated o200k tokens of the UTF-16 text at t (len code units).
 * @example
 * estimate(t, len)
 */
export function estimate(t: usize, len: i32): i32 {
  return estimateSpan(t, 0, len);
}

/**
 * Estimated tokens of each span [starts[i], ends[i]) (clamped to the text): an i32 column of n.
 * @example
 * const col = estimateSpans(t, len, starts, ends, n);
 */
export function estimateSpans(t: usize, len: i32, starts: usize, ends: usize, n: i32): usize {
  const out = arenaAlloc(max(n, 1) << 2);
  for (let i = 0; i < n; i++) {
    const s = min(max(load<i32>(starts + (<usize>i << 2)), 0), len);
    const e = min(max(load<i32>(ends + (<usize>i << 2)), s), len);
    seti(out, i, estimateSpan(t, s, e));
  }
  return out;
}

/**
 * Tokens of the text: header [count, start (i32), end (i32), kind (u8)].
 * @example
 * const h = scan(t, len);
 */
export function scan(t: usize, len: i32): usize {
  const cap = max(len, 1);
  const start = arenaAlloc(cap << 2);
  const end = arenaAlloc(cap << 2);
  const kind = arenaAlloc(cap);
  const h = arenaAlloc(16);
  seti(h, 0, scanRange(t, 0, len, start, end, kind, 0));
  seti(h, 1, <i32>start);
  seti(h, 2, <i32>end);
  seti(h, 3, <i32>kind);
  return h;
}

/**
 * Pin spans: header [count, start (i32), end (i32), kind (u8)].
 * @example
 * const h = pins(t, len);
 */
export function pins(t: usize, len: i32): usize {
  pinSpans(t, len);
  const h = arenaAlloc(16);
  seti(h, 0, pinCount);
  seti(h, 1, <i32>pinStart);
  seti(h, 2, <i32>pinEnd);
  seti(h, 3, <i32>pinKind);
  return h;
}

/**
 * Token importance: header [count, start, end, kind (u8), type (u8), importance (f32)].
 * @example
 * const h = importance(t, len, docs, nDocs, 1);
 */
export function importance(t: usize, len: i32, docs: usize, nDocs: i32, techBoost: f64): usize {
  allocTokens(len + 1, nDocs);
  classifyTokens(t, docs, nDocs, len);
  scoreImportance(nDocs, techBoost);
  const h = arenaAlloc(32);
  seti(h, 0, tokCount);
  seti(h, 1, <i32>tokStart);
  seti(h, 2, <i32>tokEnd);
  seti(h, 3, <i32>tokKind);
  seti(h, 4, <i32>tokType);
  seti(h, 5, <i32>tokImp);
  seti(h, 6, <i32>docFirst);
  return h;
}
