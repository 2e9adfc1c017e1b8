/** @module bench/embeddings/speed — sentences embedded per second and similarity throughput, WASM vs the oracle in one run. */

import { joinTexts } from '../../src/kernel/joined-texts.js';
import type { Kernel } from '../../src/kernel/types.js';
import { median } from '../speed/timing.js';

/** Throughput of one kernel. */
export interface KernelSpeed {
  /** Sentences turned into vectors per second (median of the runs). */
  sentencesPerSec: number;
  /** Query-to-vector cosines per second. */
  similaritiesPerSec: number;
  /** MMR picks of 10 from 1,000 vectors per second. */
  mmrPerSec: number;
}

const runs = (times: number, fn: () => void): number => {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    fn();
    ms.push(performance.now() - t0);
  }
  return median(ms) / 1000;
};

/**
 * Times one kernel over `sentences` (one call for all of them, several runs, median).
 * @example
 * const s = measureSpeed(kernel, sentences, 5); s.sentencesPerSec
 */
export function measureSpeed(kernel: Kernel, sentences: readonly string[], times: number): KernelSpeed {
  const { text, starts, ends } = joinTexts(sentences);
  kernel.sentenceVectors(text, starts, ends); // warm-up
  let rows: Float32Array = new Float32Array(0);
  const embed = runs(times, () => (rows = kernel.sentenceVectors(text, starts, ends)));
  const d = kernel.vectorDims();
  const q = rows.slice(0, d);
  const sims = runs(times, () => kernel.similarities(q, rows, d));
  const pool = rows.slice(0, 1000 * d);
  const mmr = runs(times, () => kernel.mmr(q, pool, d, 10, 0.7));
  return { sentencesPerSec: sentences.length / embed, similaritiesPerSec: rows.length / d / sims, mmrPerSec: 1 / mmr };
}
