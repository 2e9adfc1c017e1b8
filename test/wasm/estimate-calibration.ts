/** @module test/wasm/estimate-calibration — fits the token-estimate weights against o200k (run: `node --import tsx test/wasm/estimate-calibration.ts`). */

import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import {
  ESTIMATE_SCALE,
  ESTIMATE_WEIGHTS,
  FEATURE_COUNT,
  SCRIPT_FEATURES,
  estimateFeatures,
  estimateSpan,
} from '../../src/kernel/oracle/estimate.js';
import { type Conversation, loadInstinct8, syntheticConversations } from './calibration-corpus.js';

/** Relative error of the estimate per conversation: (estimate − o200k) / o200k. */
export interface ConversationError {
  name: string;
  actual: number;
  estimate: number;
  error: number;
}

/**
 * Estimate vs o200k over whole conversations (sum over messages).
 * @example
 * conversationErrors(loadInstinct8(), (t) => oracle.estimateTokens(t))
 */
export function conversationErrors(convs: Conversation[], estimate: (t: string) => number): ConversationError[] {
  return convs.map((c) => {
    let actual = 0;
    let est = 0;
    for (const m of c.messages) {
      actual += countTokens(m);
      est += estimate(m);
    }
    return { name: c.name, actual, estimate: est, error: (est - actual) / actual };
  });
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    if (Math.abs(m[c][c]) < 1e-9) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => (Math.abs(row[i]) < 1e-9 ? 0 : row[n] / row[i]));
}

/** Non-negative least squares by dropping negative weights and refitting (script weights stay off). */
function fit(rows: number[][], y: number[], w: number[]): number[] {
  const active = new Array(FEATURE_COUNT).fill(true);
  for (const i of SCRIPT_FEATURES) active[i] = false;
  for (;;) {
    const idx = active.flatMap((on, i) => (on ? [i] : []));
    const ata = idx.map(() => new Array(idx.length).fill(0));
    const aty = new Array(idx.length).fill(0);
    rows.forEach((r, n) => {
      idx.forEach((i, a) => {
        aty[a] += w[n] * r[i] * y[n];
        idx.forEach((j, b) => (ata[a][b] += w[n] * r[i] * r[j]));
      });
    });
    for (let a = 0; a < idx.length; a++) ata[a][a] += 1e-6;
    const x = solve(ata, aty);
    const neg = x.findIndex((v) => v < 0);
    if (neg < 0) {
      const out = new Array(FEATURE_COUNT).fill(0);
      idx.forEach((i, a) => (out[i] = x[a]));
      return out;
    }
    active[idx[neg]] = false;
  }
}

function main(): void {
  const real = loadInstinct8();
  const all = [...real, ...syntheticConversations(real)];
  const rows: number[][] = [];
  const y: number[] = [];
  const w: number[] = [];
  for (const c of all) {
    for (const m of c.messages) {
      const f = estimateFeatures(m, 0, m.length);
      rows.push(f);
      const t = countTokens(m);
      // Script letters keep their per-script weights (script-samples.ts); fit the rest.
      y.push(t - SCRIPT_FEATURES.reduce((acc, i) => acc + (f[i] * ESTIMATE_WEIGHTS[i]) / ESTIMATE_SCALE, 0));
      // Real chat text drives the fit; synthetic logs/JSON only keep rare features anchored.
      w.push((real.includes(c) ? 1 : 0.1) / Math.sqrt(t + 1));
    }
  }
  const x = fit(rows, y, w);
  // Scale up until no instinct8 conversation undercounts by more than the margin, then quantize.
  const margin = Number(process.argv[2] ?? 0.015);
  let scale = 0.9;
  const weightAt = (i: number, s: number) =>
    SCRIPT_FEATURES.includes(i) ? ESTIMATE_WEIGHTS[i] : Math.round(x[i] * s * ESTIMATE_SCALE);
  const est = (f: number[], s: number) => Math.ceil(f.reduce((acc, v, i) => acc + v * weightAt(i, s), 0) / ESTIMATE_SCALE);
  for (let iter = 0; iter < 200; iter++) {
    const errs = real.map((c) => {
      let a = 0;
      let e = 0;
      for (const m of c.messages) {
        a += countTokens(m);
        e += est(estimateFeatures(m, 0, m.length), scale);
      }
      return (e - a) / a;
    });
    if (Math.min(...errs) >= margin) break;
    scale *= 1.005;
  }
  const weights = x.map((_, i) => weightAt(i, scale));
  console.log('fitted weights:', JSON.stringify(weights));
  console.log('current weights:', JSON.stringify(ESTIMATE_WEIGHTS));
  for (const [label, convs] of [['instinct8', real], ['synthetic', syntheticConversations(real)]] as const) {
    const errs = conversationErrors(convs, (t) => estimateSpan(t));
    const e = errs.map((r) => r.error * 100);
    console.log(`${label} (current weights): mean ${(e.reduce((a, b) => a + b, 0) / e.length).toFixed(2)}% min ${Math.min(...e).toFixed(2)}% max ${Math.max(...e).toFixed(2)}%`);
  }
}

if (process.argv[1]?.endsWith('estimate-calibration.ts')) main();
