/** @module kernel/oracle — the plain-TS kernel: the readable spec the WASM kernel must match. */

import { assertSelectInput, assertSpans, assertText, normalizeDocStarts, resolveOptions } from '../inputs.js';
import type { Kernel, WordTable } from '../types.js';
import { analyzeOracle } from './analyze.js';
import { estimateSpan } from './estimate.js';
import { classifyTokens, scoreImportance } from './importance.js';
import { pinSpans } from './pin-spans.js';
import { scan } from './scan.js';
import { selectOracle } from './select.js';
import { sentenceUnits } from './sentences.js';
import { oracleVectors } from './vectors/index.js';

/**
 * The oracle {@link Kernel}: same algorithms as the WASM kernel, in plain TypeScript.
 * @example
 * oracle.estimateTokens('Hello world') // 3
 */
export const oracle: Kernel = {
  name: 'oracle',
  estimateTokens(text) {
    assertText(text);
    return estimateSpan(text);
  },
  estimateSpans(text, starts, ends) {
    assertText(text);
    assertSpans(starts, ends);
    return Int32Array.from(starts, (from, i) => {
      const s = Math.min(Math.max(from, 0), text.length);
      return estimateSpan(text, s, Math.min(Math.max(ends[i], s), text.length));
    });
  },
  scan(text) {
    assertText(text);
    return scan(text);
  },
  sentences(text, docStarts) {
    assertText(text);
    const u = sentenceUnits(text, normalizeDocStarts(docStarts, text.length));
    return { count: u.count, start: Int32Array.from(u.start), end: Int32Array.from(u.end), doc: Int32Array.from(u.doc) };
  },
  pins(text) {
    assertText(text);
    const p = pinSpans(text);
    return {
      count: p.length,
      start: Int32Array.from(p, (x) => x.start),
      end: Int32Array.from(p, (x) => x.end),
      kind: Uint8Array.from(p, (x) => x.kind),
    };
  },
  analyze(text, docStarts, options) {
    assertText(text);
    return analyzeOracle(text, normalizeDocStarts(docStarts, text.length), resolveOptions(options));
  },
  importance(text, docStarts, options): WordTable {
    assertText(text);
    const tok = classifyTokens(text, normalizeDocStarts(docStarts, text.length));
    scoreImportance(tok, resolveOptions(options).technicalBoost);
    return {
      count: tok.count,
      start: Int32Array.from(tok.start),
      end: Int32Array.from(tok.end),
      kind: Uint8Array.from(tok.kind),
      type: Uint8Array.from(tok.type),
      importance: Float32Array.from(tok.importance),
    };
  },
  select(value, cost, forced, budget) {
    assertSelectInput(value, cost, forced);
    return selectOracle(value, cost, forced, budget);
  },
  ...oracleVectors,
};
