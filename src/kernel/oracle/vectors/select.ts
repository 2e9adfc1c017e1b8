/** @module kernel/oracle/vectors/select — query similarities and MMR selection: the spec of assembly/vectors/select.ts. */

import { dot } from './math.js';

/**
 * out[i] = query · row i of `vectors` (n rows of `dims`): the cosine when all are unit length.
 * @example
 * similaritiesOracle(Float32Array.of(1, 0), Float32Array.of(1, 0, 0, 1), 2) // [1, 0]
 */
export function similaritiesOracle(query: Float32Array, vectors: Float32Array, dims: number): Float32Array {
  const n = dims > 0 ? Math.floor(vectors.length / dims) : 0;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = dot(query, 0, vectors, i * dims, dims);
  return out;
}

/**
 * row a · row b for every pair a < b of the n rows, a-major: n(n − 1)/2 floats.
 * @example
 * pairSimilaritiesOracle(Float32Array.of(1, 0, 0, 1, 1, 0), 2) // [0, 1, 0]
 */
export function pairSimilaritiesOracle(vectors: Float32Array, dims: number): Float32Array {
  const n = dims > 0 ? Math.floor(vectors.length / dims) : 0;
  const out = new Float32Array((n * (n - 1)) / 2);
  let at = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) out[at++] = dot(vectors, a * dims, vectors, b * dims, dims);
  return out;
}

/**
 * Maximal marginal relevance: min(k, n) row indices, each maximizing
 * λ·sim(q, i) − (1 − λ)·max sim(i, picked) (no penalty for the first pick; ties and NaN scores
 * go to the lowest index).
 * @example
 * mmrOracle(q, rows, 100, 3, 0.7) // Int32Array [4, 0, 9]
 */
export function mmrOracle(query: Float32Array, vectors: Float32Array, dims: number, k: number, lambda: number): Int32Array {
  const f = Math.fround;
  const n = dims > 0 ? Math.floor(vectors.length / dims) : 0;
  const m = Math.min(Math.max(k, 0), n);
  const l = f(lambda);
  const rel = similaritiesOracle(query, vectors, dims);
  const maxSim = new Float32Array(n).fill(-Infinity);
  const picked = new Uint8Array(n);
  const out = new Int32Array(m);
  for (let step = 0; step < m; step++) {
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < n; i++) {
      if (picked[i]) continue;
      const penalty = step === 0 ? 0 : maxSim[i];
      const score = f(f(l * rel[i]) - f(f(1 - l) * penalty));
      if (best < 0) best = i;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    picked[best] = 1;
    out[step] = best;
    for (let i = 0; i < n; i++) {
      if (picked[i]) continue;
      const s = dot(vectors, i * dims, vectors, best * dims, dims);
      if (s > maxSim[i]) maxSim[i] = s;
    }
  }
  return out;
}
