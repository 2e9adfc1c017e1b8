/** @module test/fuzz/compare — exact (ints) and 1e-4 (floats) agreement of two kernels on one input. */

import type { Kernel } from '../../src/kernel/types.js';
import type { FuzzCase } from './core.js';

type Column = ArrayLike<number>;

function same(what: string, a: Column, b: Column, tol = 0): string | null {
  if (a.length !== b.length) return `${what}: length ${a.length} vs ${b.length}`;
  for (let i = 0; i < a.length; i++) {
    if (tol === 0 ? a[i] !== b[i] : !(Math.abs(a[i] - b[i]) <= tol)) return `${what}[${i}]: ${a[i]} vs ${b[i]}`;
  }
  return null;
}

/**
 * First disagreement between kernels a and b on every export for the case, or null.
 * @example
 * expect(diffKernels(wasm, oracle, { text, docs, options: {} })).toBeNull();
 */
export function diffKernels(a: Kernel, b: Kernel, c: FuzzCase): string | null {
  const { text, docs, options } = c;
  const checks: Array<() => string | null> = [
    () => same('estimateTokens', [a.estimateTokens(text)], [b.estimateTokens(text)]),
    () => {
      const ends = Int32Array.from(docs, (_, i) => (i + 1 < docs.length ? docs[i + 1] - 1 : text.length + 3));
      return same('estimateSpans', a.estimateSpans(text, docs, ends), b.estimateSpans(text, docs, ends));
    },
    () => {
      const x = a.scan(text);
      const y = b.scan(text);
      return same('scan.start', x.start, y.start) ?? same('scan.end', x.end, y.end) ?? same('scan.kind', x.kind, y.kind);
    },
    () => {
      const x = a.sentences(text, docs);
      const y = b.sentences(text, docs);
      return same('sentences.start', x.start, y.start) ?? same('sentences.end', x.end, y.end) ?? same('sentences.doc', x.doc, y.doc);
    },
    () => {
      const x = a.pins(text);
      const y = b.pins(text);
      return same('pins.start', x.start, y.start) ?? same('pins.end', x.end, y.end) ?? same('pins.kind', x.kind, y.kind);
    },
    () => {
      const x = a.importance(text, docs, options);
      const y = b.importance(text, docs, options);
      return same('importance.start', x.start, y.start) ?? same('importance.type', x.type, y.type) ?? same('importance', x.importance, y.importance, 1e-4);
    },
    () => {
      const x = a.analyze(text, docs, options);
      const y = b.analyze(text, docs, options);
      const s = x.sentences;
      const t = y.sentences;
      return (
        same('analyze.start', s.start, t.start) ?? same('analyze.end', s.end, t.end) ?? same('analyze.doc', s.doc, t.doc) ??
        same('analyze.tokens', s.tokens, t.tokens) ?? same('analyze.words', s.words, t.words) ??
        same('analyze.flags', s.flags, t.flags) ?? same('analyze.score', s.score, t.score, 1e-4) ??
        same('analyze.boilerplate', s.boilerplate, t.boilerplate) ??
        same('analyze.docTokens', x.docTokens, y.docTokens) ?? same('analyze.pins.start', x.pins.start, y.pins.start) ??
        same('analyze.pins.kind', x.pins.kind, y.pins.kind) ?? same('analyze.pins.sentence', x.pins.sentence, y.pins.sentence)
      );
    },
    () => {
      const s = b.analyze(text, docs, options).sentences;
      const forced = new Uint8Array(s.count).map((_, i) => (i % 5 === 0 ? 1 : 0));
      const budget = Math.floor(b.estimateTokens(text) / 3);
      return same('select', a.select(s.score, s.tokens, forced, budget), b.select(s.score, s.tokens, forced, budget));
    },
  ];
  for (const check of checks) {
    const d = check();
    if (d) return `${d} for ${JSON.stringify(text.slice(0, 200))} docs [${docs.join()}]`;
  }
  return null;
}
