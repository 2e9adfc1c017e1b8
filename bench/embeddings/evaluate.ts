/** @module bench/embeddings/evaluate — separation of the labelled pairs: mean cosine per label and ROC AUC between labels. */

import { joinTexts } from '../../src/kernel/joined-texts.js';
import type { Kernel } from '../../src/kernel/types.js';
import type { LabelledPair, PairLabel } from './pairs.js';

/** Scores of one embedding variant over the labelled set. */
export interface Separation {
  /** Mean cosine per label. */
  mean: Record<PairLabel, number>;
  /** mean(paraphrase) − mean(unrelated). */
  gap: number;
  /** P(cos of a paraphrase pair > cos of an unrelated pair), ties count one half. */
  aucParaphraseUnrelated: number;
  aucParaphraseRelated: number;
  aucRelatedUnrelated: number;
}

/**
 * Area under the ROC curve: the chance that a random `pos` score beats a random `neg` score.
 * @example
 * auc([0.9, 0.8], [0.1, 0.85]) // 0.75
 */
export function auc(pos: readonly number[], neg: readonly number[]): number {
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return pos.length && neg.length ? wins / (pos.length * neg.length) : NaN;
}

/**
 * Cosine of each pair's two sentences (one kernel call for the whole set).
 * @example
 * pairCosines(kernel, PAIRS, true)[0] // ≈ 0.5
 */
export function pairCosines(kernel: Kernel, pairs: readonly LabelledPair[], removeComponent: boolean): number[] {
  const texts = pairs.flatMap((p) => [p.a, p.b]);
  const { text, starts, ends } = joinTexts(texts);
  const d = kernel.vectorDims();
  const rows = kernel.sentenceVectors(text, starts, ends, { removeComponent });
  return pairs.map((_, i) => kernel.similarities(rows.slice(2 * i * d, (2 * i + 1) * d), rows.slice((2 * i + 1) * d, (2 * i + 2) * d), d)[0]);
}

/**
 * Mean cosine per label, the paraphrase − unrelated gap and the AUCs between labels.
 * @example
 * const s = separation(PAIRS, pairCosines(kernel, PAIRS, true)); s.aucParaphraseUnrelated // ≈ 0.97
 */
export function separation(pairs: readonly LabelledPair[], cosines: readonly number[]): Separation {
  const by = (l: PairLabel) => cosines.filter((_, i) => pairs[i].label === l);
  const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [p, r, u] = [by('paraphrase'), by('related'), by('unrelated')];
  const mean = { paraphrase: avg(p), related: avg(r), unrelated: avg(u) };
  return {
    mean,
    gap: mean.paraphrase - mean.unrelated,
    aucParaphraseUnrelated: auc(p, u),
    aucParaphraseRelated: auc(p, r),
    aucRelatedUnrelated: auc(r, u),
  };
}
