/** @module kernel/wasm-vectors — the Kernel's vector methods over pith.wasm: table copy-in, sentence vectors, similarities, MMR. */

import { WasmError } from '../errors.js';
import { assertSpans } from './inputs.js';
import type { Kernel } from './types.js';
import { assertMatrix, assertMmr, assertRows, requireVectors } from './vector-inputs.js';

/** The vector part of the pith.wasm ABI. */
export interface VectorExports {
  memory: WebAssembly.Memory;
  arenaReset(): void;
  arenaAlloc(bytes: number): number;
  vectorsReserve(bytes: number): number;
  vectorsLoad(p: number, len: number): number;
  vectorsDims(): number;
  sentenceVectors(text: number, len: number, starts: number, ends: number, n: number, removeComponent: number): number;
  similarities(q: number, v: number, n: number, dims: number, out: number): void;
  mmr(q: number, v: number, n: number, dims: number, k: number, lambda: number, out: number): number;
}

type VectorMethods = Pick<Kernel, 'hasVectors' | 'vectorDims' | 'loadVectors' | 'sentenceVectors' | 'similarities' | 'pairSimilarities' | 'mmr'>;

/**
 * The vector methods of the WASM {@link Kernel}. `begin(text)` resets the arena and writes the
 * text (as the other calls do), returning its pointer.
 * @example
 * const methods = createWasmVectors(exports, begin);
 */
export function createWasmVectors(x: VectorExports, begin: (text: string) => number): VectorMethods {
  const mem = x.memory;
  const put = <T extends Int32Array | Float32Array>(a: T): number => {
    const p = x.arenaAlloc(a.length * 4);
    // A view made after the alloc: it may have grown memory.
    (a instanceof Int32Array ? new Int32Array(mem.buffer, p, a.length) : new Float32Array(mem.buffer, p, a.length)).set(a);
    return p;
  };
  const rows = (query: Float32Array, vectors: Float32Array): [number, number] => {
    x.arenaReset();
    return [put(query), put(vectors)];
  };
  return {
    hasVectors: () => x.vectorsDims() > 0,
    vectorDims: () => x.vectorsDims(),
    loadVectors(table) {
      const len = table.bytes.length;
      const p = x.vectorsReserve(len);
      new Uint8Array(mem.buffer, p, len).set(table.bytes);
      const rc = x.vectorsLoad(p, len);
      if (rc !== 0) throw new WasmError('WASM_LOAD_FAILED', `could not load the word vectors: expected a valid table, found kernel check ${rc}`);
    },
    sentenceVectors(text, starts, ends, options) {
      requireVectors(x.vectorsDims() > 0);
      assertSpans(starts, ends);
      const t = begin(text);
      const n = starts.length;
      const out = x.sentenceVectors(t, text.length, put(starts), put(ends), n, options?.removeComponent === false ? 0 : 1);
      return new Float32Array(mem.buffer, out >>> 0, n * x.vectorsDims()).slice();
    },
    similarities(query, vectors, dims) {
      const n = assertRows(query, vectors, dims);
      const [q, v] = rows(query, vectors);
      const out = x.arenaAlloc(n * 4);
      x.similarities(q, v, n, dims, out);
      return new Float32Array(mem.buffer, out >>> 0, n).slice();
    },
    pairSimilarities(vectors, dims) {
      const n = assertMatrix(vectors, dims);
      x.arenaReset();
      const v = put(vectors);
      const pairs = (n * (n - 1)) / 2;
      const out = x.arenaAlloc(pairs * 4);
      // One matrix in memory; each row against the rows after it, written one after another.
      for (let a = 0, at = 0; a + 1 < n; at += n - a - 1, a++) x.similarities(v + a * dims * 4, v + (a + 1) * dims * 4, n - a - 1, dims, out + at * 4);
      return new Float32Array(mem.buffer, out >>> 0, pairs).slice();
    },
    mmr(query, vectors, dims, k, lambda) {
      const n = assertRows(query, vectors, dims);
      assertMmr(k, lambda);
      const [q, v] = rows(query, vectors);
      const out = x.arenaAlloc(n * 4);
      const m = x.mmr(q, v, n, dims, Math.min(k, n), lambda, out);
      return new Int32Array(mem.buffer, out >>> 0, m).slice();
    },
  };
}
