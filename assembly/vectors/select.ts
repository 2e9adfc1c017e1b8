/** @module assembly/vectors/select — cosine of a query against many vectors, and MMR selection (mirrors src/kernel/oracle/vectors/select.ts). */

import { allocZeroed } from '../memory';
import { dot } from './math';

/**
 * out[i] = q · v[i] for n rows of dims f32 (the cosine when all are unit length).
 * @example
 * similarities(q, rows, n, 100, out);
 */
export function similarities(q: usize, v: usize, n: i32, dims: i32, out: usize): void {
  const stride = <usize>dims << 2;
  for (let i = 0; i < n; i++) store<f32>(out + (<usize>i << 2), dot(q, v + <usize>i * stride, dims));
}

/**
 * Maximal marginal relevance: picks min(k, n) rows one by one, each maximizing
 * λ·sim(q, i) − (1 − λ)·max sim(i, picked) (the penalty is 0 for the first pick; ties and
 * non-finite scores go to the lowest index). Writes the picked indices in order to out (i32);
 * returns how many.
 * @example
 * const m = mmr(q, rows, n, 100, 5, 0.7, out);
 */
export function mmr(q: usize, v: usize, n: i32, dims: i32, k: i32, lambda: f32, out: usize): i32 {
  const m = min(max(k, 0), n);
  const stride = <usize>dims << 2;
  const rel = allocZeroed(n << 2);
  const maxSim = allocZeroed(n << 2);
  const picked = allocZeroed(n);
  similarities(q, v, n, dims, rel);
  for (let i = 0; i < n; i++) store<f32>(maxSim + (<usize>i << 2), -Infinity);
  for (let step = 0; step < m; step++) {
    let best = -1;
    let bestScore: f32 = -Infinity;
    for (let i = 0; i < n; i++) {
      if (load<u8>(picked + <usize>i) != 0) continue;
      const penalty: f32 = step == 0 ? 0 : load<f32>(maxSim + (<usize>i << 2));
      const score = lambda * load<f32>(rel + (<usize>i << 2)) - (<f32>1 - lambda) * penalty;
      if (best < 0) best = i;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    store<u8>(picked + <usize>best, 1);
    store<i32>(out + (<usize>step << 2), best);
    const b = v + <usize>best * stride;
    for (let i = 0; i < n; i++) {
      if (load<u8>(picked + <usize>i) != 0) continue;
      const s = dot(v + <usize>i * stride, b, dims);
      const p = maxSim + (<usize>i << 2);
      if (s > load<f32>(p)) store<f32>(p, s);
    }
  }
  return m;
}
