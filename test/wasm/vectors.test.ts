// Word vectors: WASM = oracle (sentence vectors, similarities, MMR), the load guard, word splitting, typed errors.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError, WasmError } from '../../src/errors.js';
import { oracleKernel } from '../../src/kernel/load.js';
import type { Kernel } from '../../src/kernel/types.js';
import { parseVectorTable, type VectorTable } from '../../src/kernel/vector-table.js';
import { freshWasmKernel } from './kernels.js';
import { builtTable, tinyTable } from './vector-tables.js';

const POOL = "the supplier must be certified ISO 14001 we don't ship on Sundays deploy failed migration database Berlin flight refund order damaged state-of-the-art it's can't zzqx ÉTÉ café 42 , . ! ? - ' ’ \n".split(' ');
const sentence = fc.array(fc.constantFrom(...POOL), { maxLength: 30 }).map((w) => w.join(' '));
const spansOf = (texts: string[]) => {
  const starts = new Int32Array(texts.length);
  const ends = new Int32Array(texts.length);
  let at = 0;
  texts.forEach((t, i) => ((starts[i] = at), (ends[i] = at + t.length), (at += t.length + 1)));
  return { text: texts.join('\n'), starts, ends };
};
const maxDiff = (a: Float32Array, b: Float32Array) => a.reduce((m, x, i) => Math.max(m, Math.abs(x - b[i])), 0);
const norm = (a: Float32Array, from: number, d: number) => Math.hypot(...a.subarray(from, from + d));

let wasm: Kernel;
let table: VectorTable;
const oracle = oracleKernel();

describe('word vectors before loading', () => {
  it('throw WASM_NOT_INITIALIZED from both kernels, while similarities need no table', async () => {
    wasm = (await freshWasmKernel()).kernel;
    for (const k of [wasm, oracle]) {
      expect(k.hasVectors()).toBe(false);
      expect(k.vectorDims()).toBe(0);
      const err = (() => {
        try {
          k.sentenceVectors('hello', Int32Array.of(0), Int32Array.of(5));
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(WasmError);
      expect((err as WasmError).code).toBe('WASM_NOT_INITIALIZED');
      expect(k.similarities(Float32Array.of(1, 0), Float32Array.of(0.5, 0.5), 2)).toEqual(Float32Array.of(0.5));
    }
  });
});

describe('word vectors (built table)', () => {
  beforeAll(() => {
    table = builtTable();
    wasm.loadVectors(table);
    oracle.loadVectors(table);
  });

  it('WASM sentence vectors equal the oracle (random sentences, both component settings)', () => {
    fc.assert(
      fc.property(fc.array(sentence, { maxLength: 8 }), fc.boolean(), (texts, removeComponent) => {
        const { text, starts, ends } = spansOf(texts);
        const a = wasm.sentenceVectors(text, starts, ends, { removeComponent });
        const b = oracle.sentenceVectors(text, starts, ends, { removeComponent });
        expect(a.length).toBe(texts.length * table.dims);
        expect(maxDiff(a, b)).toBeLessThanOrEqual(1e-6);
        for (let i = 0; i < texts.length; i++) {
          const n = norm(a, i * table.dims, table.dims);
          expect(n === 0 || Math.abs(n - 1) < 1e-5).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the table intact while other calls grow and reset the arena', () => {
    const { text, starts, ends } = spansOf(['the supplier must be certified', 'refund my damaged order']);
    const before = wasm.sentenceVectors(text, starts, ends);
    const big = 'We decided to ship 45 units by May 3. '.repeat(40_000);
    expect(wasm.analyze(big, Int32Array.of(0)).sentences.count).toBeGreaterThan(1000);
    expect(wasm.sentenceVectors(text, starts, ends)).toEqual(before);
    expect(wasm.sentenceVectors(text, starts, ends)).toEqual(oracle.sentenceVectors(text, starts, ends));
  });

  it('clamps spans into the text and gives zero rows for spans without a known word', () => {
    const text = 'zzqx 42 ... the flight';
    const rows = wasm.sentenceVectors(text, Int32Array.of(0, 15, -9, 30), Int32Array.of(12, 99, 4, 10));
    const d = table.dims;
    expect(norm(rows, 0, d)).toBe(0); // unknown word, digits, dots
    expect(Math.abs(norm(rows, d, d) - 1)).toBeLessThan(1e-5); // "flight", end clamped
    expect(norm(rows, 2 * d, d)).toBe(0);
    expect(norm(rows, 3 * d, d)).toBe(0); // start past the end: empty
    expect(rows).toEqual(oracle.sentenceVectors(text, Int32Array.of(0, 15, -9, 30), Int32Array.of(12, 99, 4, 10)));
  });

  it('similarities and MMR agree with the oracle on random vectors (dims 100 and 7)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(100, 7),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 45 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer(),
        (dims, n, k, lambda, seed) => {
          let s = seed >>> 0 || 1;
          const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
          const q = Float32Array.from({ length: dims }, rand);
          const v = Float32Array.from({ length: n * dims }, rand);
          expect(wasm.similarities(q, v, dims)).toEqual(oracle.similarities(q, v, dims));
          const picked = wasm.mmr(q, v, dims, k, lambda);
          expect(picked).toEqual(oracle.mmr(q, v, dims, k, lambda));
          expect(picked.length).toBe(Math.min(k, n));
          expect(new Set(picked).size).toBe(picked.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pair similarities agree with the oracle and with one similarities call per row (dims 100 and 7)', () => {
    fc.assert(
      fc.property(fc.constantFrom(100, 7), fc.integer({ min: 0, max: 30 }), fc.integer(), (dims, n, seed) => {
        let s = seed >>> 0 || 1;
        const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
        const v = Float32Array.from({ length: n * dims }, rand);
        const tri = wasm.pairSimilarities(v, dims);
        expect(tri).toEqual(oracle.pairSimilarities(v, dims));
        expect(tri.length).toBe(n < 2 ? 0 : (n * (n - 1)) / 2);
        const rows: number[] = [];
        for (let a = 0; a + 1 < n; a++) rows.push(...wasm.similarities(v.subarray(a * dims, (a + 1) * dims), v.subarray((a + 1) * dims), dims));
        expect(Array.from(tri)).toEqual(rows);
      }),
      { numRuns: 200 },
    );
  });

  it('MMR picks the most similar row first and, with λ = 1, ranks by similarity alone', () => {
    const q = Float32Array.of(1, 0);
    const v = Float32Array.of(0.6, 0.8, 1, 0, 0.99, 0.14, 0, 1);
    expect(Array.from(wasm.mmr(q, v, 2, 4, 1))).toEqual([1, 2, 0, 3]);
    // With diversity (λ = 0.3) the orthogonal row 3 comes second and row 1's near-duplicate (row 2) last.
    expect(Array.from(wasm.mmr(q, v, 2, 3, 0.3))).toEqual([1, 3, 0]);
  });

  it('refuses bad vector inputs with InputError', () => {
    for (const k of [wasm, oracle]) {
      expect(() => k.similarities(Float32Array.of(1), Float32Array.of(1, 2), 0)).toThrow('dims must be a positive integer, found number 0');
      expect(() => k.similarities(Float32Array.of(1), Float32Array.of(1, 2), 2)).toThrow(InputError);
      expect(() => k.similarities(Float32Array.of(1, 2), Float32Array.of(1, 2, 3), 2)).toThrow('multiple of 2');
      expect(() => k.pairSimilarities(Float32Array.of(1, 2, 3), 2)).toThrow('multiple of 2');
      expect(() => k.pairSimilarities([1, 2] as unknown as Float32Array, 2)).toThrow(InputError);
      expect(() => k.mmr(Float32Array.of(1, 2), Float32Array.of(1, 2), 2, -1, 0.5)).toThrow('k must be a non-negative integer, found number -1');
      expect(() => k.mmr(Float32Array.of(1, 2), Float32Array.of(1, 2), 2, 1, 2)).toThrow('lambda must be a number in [0, 1], found number 2');
      expect(() => k.sentenceVectors(7 as unknown as string, Int32Array.of(0), Int32Array.of(1))).toThrow(InputError);
      expect(() => k.sentenceVectors('a', Int32Array.of(0), Int32Array.of())).toThrow(InputError);
    }
  });
});

describe('word splitting (tiny table)', () => {
  it('folds case, keeps known hyphenated words whole, splits unknown ones, reads n\'t as not', () => {
    const t = tinyTable();
    const { kernel: k } = { kernel: wasm };
    k.loadVectors(t);
    oracle.loadVectors(t);
    const one = (s: string) => {
      const v = k.sentenceVectors(s, Int32Array.of(0), Int32Array.of(s.length));
      expect(v).toEqual(oracle.sentenceVectors(s, Int32Array.of(0), Int32Array.of(s.length)));
      return Array.from(v, (x) => Math.round(x * 100) / 100);
    };
    const unit = (s: string) => one(s).indexOf(Math.max(...one(s)));
    expect(unit('ALPHA')).toBe(0);
    expect(unit('Beta!')).toBe(1);
    expect(unit('state-of-the-art')).toBe(5); // the whole word is in the table
    expect(one('alpha-beta')).toEqual(one('alpha beta')); // not in the table: the parts
    expect(one("don't")).toEqual(one('do not'));
    expect(one('don’t')).toEqual(one('do not'));
    expect(one("gamma's")).toEqual(one('gamma'));
    expect(one('epsilon')).toEqual(new Array(6).fill(0));
  });

  it('rejects bytes that are not a vector table with WASM_LOAD_FAILED', () => {
    const good = tinyTable().bytes;
    const cases = [new Uint8Array(10), good.slice(0, good.length - 1), Uint8Array.from(good, (b, i) => (i === 4 ? 9 : b))];
    for (const bytes of cases) {
      const err = (() => {
        try {
          parseVectorTable(bytes);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(WasmError);
      expect((err as WasmError).code).toBe('WASM_LOAD_FAILED');
      expect((err as Error).message).toMatch(/expected .+, found /);
    }
    expect(() => parseVectorTable('x' as unknown as Uint8Array)).toThrow('found string "x"');
  });
});
