/** @module assembly/tfidf — per-token importance from type weight, TF-IDF and position (mirrors scoreImportance in src/kernel/oracle/importance.ts). */

import { TECHNICAL } from './importance';
import { allocZeroed, arenaAlloc, geti, seti } from './memory';
import { termCount } from './terms';
import { docFirst, docTermFirst, termList, tokImp, tokTerm, tokType } from './tokens';

const TYPE_WEIGHTS = memory.data<f64>([1.0, 0.9, 0.85, 0.8, 0.5, 0.4, 0.3, 0.2, 0.1]);

/**
 * Fills the importance column: 0.5·typeWeight + 0.3·tfidf + 0.2·max(0.3, 1 − 4(p − 0.5)²).
 * Term loops run over the dense term list and never branch on a token's kind.
 * @example
 * scoreImportance(nDocs, 1.0);
 */
export function scoreImportance(nDocs: i32, technicalBoost: f64): void {
  // One extra id (termCount) stands for "not a term": tf 0, idf 0, and its tfidf is discarded.
  const m = termCount + 1;
  const df = allocZeroed(m << 2);
  const lastDoc = arenaAlloc(m << 2);
  memory.fill(lastDoc, 0xff, <usize>m << 2);
  const tf = allocZeroed(m << 2);
  const tfDoc = arenaAlloc(m << 2);
  memory.fill(tfDoc, 0xff, <usize>m << 2);
  const idf = allocZeroed(m << 3);
  for (let d = 0; d < nDocs; d++) {
    for (let k = geti(docTermFirst, d); k < geti(docTermFirst, d + 1); k++) {
      const s = geti(termList, k);
      seti(df, s, geti(df, s) + i32(geti(lastDoc, s) != d));
      seti(lastDoc, s, d);
    }
  }
  const docsF = <f64>nDocs;
  for (let s = 0; s < termCount; s++) {
    store<f64>(idf + (<usize>s << 3), Math.log(1 + docsF / <f64>geti(df, s)));
  }
  const tech = min(1.0, load<f64>(TYPE_WEIGHTS, 16) * technicalBoost);
  const none = termCount;
  for (let d = 0; d < nDocs; d++) {
    let maxTf = 0;
    let maxIdf = 0.0;
    for (let k = geti(docTermFirst, d); k < geti(docTermFirst, d + 1); k++) {
      const s = geti(termList, k);
      const v = select(geti(tf, s) + 1, 1, geti(tfDoc, s) == d);
      seti(tfDoc, s, d);
      seti(tf, s, v);
      maxTf = max(maxTf, v);
      const f = load<f64>(idf + (<usize>s << 3));
      if (f > maxIdf) maxIdf = f;
    }
    const first = geti(docFirst, d);
    const last = geti(docFirst, d + 1);
    const cnt = last - first;
    const span = <f64>(cnt - 1);
    const maxTfF = <f64>maxTf;
    for (let i = first; i < last; i++) {
      const type = load<u8>(tokType + <usize>i);
      const w = type == TECHNICAL ? tech : load<f64>(TYPE_WEIGHTS + (<usize>type << 3));
      const id = geti(tokTerm, i);
      const s = select(id, none, id >= 0);
      const v = (<f64>geti(tf, s) / maxTfF) * (load<f64>(idf + (<usize>s << 3)) / maxIdf);
      const tfidf = select(v, 0.0, id >= 0);
      const p = cnt == 1 ? 0.5 : <f64>(i - first) / span;
      // A compare gives max(0.3, y) here (y is never NaN) without f64.max's NaN and ±0 rules.
      const y = 1 - 4 * (p - 0.5) * (p - 0.5);
      const pos = y > 0.3 ? y : 0.3;
      store<f32>(tokImp + (<usize>i << 2), <f32>(0.5 * w + 0.3 * tfidf + 0.2 * pos));
    }
  }
}
