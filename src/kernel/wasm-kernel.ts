/** @module kernel/wasm-kernel — the Kernel over a WASM instance: the only code that reads or writes WASM memory. */

import { assertSelectInput, assertSpans, assertText, normalizeDocStarts, resolveOptions } from './inputs.js';
import type { Analysis, Kernel, TokenTable, WordTable } from './types.js';
import { createWasmVectors, type VectorExports } from './wasm-vectors.js';
import { guardTraps } from './wasm-traps.js';

/** The raw ABI exported by build/pith.wasm (pointers and lengths, numbers only). */
export interface PithExports extends VectorExports {
  memory: WebAssembly.Memory;
  _initialize?: () => void;
  arenaReset(): void;
  arenaAlloc(bytes: number): number;
  estimate(text: number, len: number): number;
  estimateSpans(text: number, len: number, starts: number, ends: number, n: number): number;
  scan(text: number, len: number): number;
  sentences(text: number, len: number, docs: number, nDocs: number): number;
  pins(text: number, len: number): number;
  importance(text: number, len: number, docs: number, nDocs: number, techBoost: number): number;
  analyze(text: number, len: number, docs: number, nDocs: number, q: number, qlen: number, techBoost: number, errBoost: number): number;
  select(value: number, cost: number, forced: number, n: number, budget: number, out: number): void;
  lexiconSize(): number;
  lexWord(hash: number): number;
  lexPair(hash: number): number;
}

/**
 * Node's Buffer when present: its native UTF-16LE write copies code units as they are (lone
 * surrogates included) several times faster than a charCodeAt loop. Elsewhere the loop is used.
 */
const NodeBuffer = (globalThis as { Buffer?: { from(b: ArrayBufferLike, o: number, n: number): { write(s: string, enc: 'utf16le'): number } } }).Buffer;

type Ctor<T> = { new (buffer: ArrayBufferLike, offset: number, length: number): T };

/**
 * Wraps an instantiated pith.wasm as a {@link Kernel}. Strings are written as UTF-16 straight into
 * the per-call arena; results are copied out with `.slice()`, so nothing aliases WASM memory. A
 * call whose input the WASM memory cannot hold throws an `InputError` (see `guardTraps`).
 * @example
 * const { instance } = await WebAssembly.instantiate(bytes, imports);
 * const k = createWasmKernel(instance.exports as unknown as PithExports);
 */
export function createWasmKernel(x: PithExports): Kernel {
  const mem = x.memory;
  const put = (s: string): number => {
    const p = x.arenaAlloc(s.length * 2);
    // Views are made after the alloc: it may grow memory and detach the old buffer.
    if (NodeBuffer) NodeBuffer.from(mem.buffer, p, s.length * 2).write(s, 'utf16le');
    else {
      const v = new Uint16Array(mem.buffer, p, s.length);
      for (let i = 0; i < s.length; i++) v[i] = s.charCodeAt(i);
    }
    return p;
  };
  const putDocs = (d: Int32Array): number => {
    const p = x.arenaAlloc(d.length * 4);
    new Int32Array(mem.buffer, p, d.length).set(d);
    return p;
  };
  const header = (h: number, n: number) => new Int32Array(mem.buffer, h >>> 0, n);
  const col = <T extends { slice(): T }>(C: Ctor<T>, p: number, n: number): T => new C(mem.buffer, p >>> 0, n).slice();
  const begin = (text: string): number => {
    assertText(text);
    x.arenaReset();
    return put(text);
  };

  return guardTraps<Kernel>({
    name: 'wasm',
    estimateTokens(text) {
      const t = begin(text);
      return x.estimate(t, text.length);
    },
    estimateSpans(text, starts, ends) {
      assertSpans(starts, ends);
      const t = begin(text);
      const h = x.estimateSpans(t, text.length, putDocs(starts), putDocs(ends), starts.length);
      return col(Int32Array, h, starts.length);
    },
    scan(text): TokenTable {
      const t = begin(text);
      const h = header(x.scan(t, text.length), 4);
      const n = h[0];
      return { count: n, start: col(Int32Array, h[1], n), end: col(Int32Array, h[2], n), kind: col(Uint8Array, h[3], n) };
    },
    sentences(text, docStarts) {
      const t = begin(text);
      const d = normalizeDocStarts(docStarts, text.length);
      const h = header(x.sentences(t, text.length, putDocs(d), d.length), 4);
      const n = h[0];
      return { count: n, start: col(Int32Array, h[1], n), end: col(Int32Array, h[2], n), doc: col(Int32Array, h[3], n) };
    },
    pins(text) {
      const t = begin(text);
      const h = header(x.pins(t, text.length), 4);
      const n = h[0];
      return { count: n, start: col(Int32Array, h[1], n), end: col(Int32Array, h[2], n), kind: col(Uint8Array, h[3], n) };
    },
    importance(text, docStarts, options): WordTable {
      const t = begin(text);
      const d = normalizeDocStarts(docStarts, text.length);
      const o = resolveOptions(options);
      const h = header(x.importance(t, text.length, putDocs(d), d.length, o.technicalBoost), 6);
      const n = h[0];
      return {
        count: n,
        start: col(Int32Array, h[1], n),
        end: col(Int32Array, h[2], n),
        kind: col(Uint8Array, h[3], n),
        type: col(Uint8Array, h[4], n),
        importance: col(Float32Array, h[5], n),
      };
    },
    analyze(text, docStarts, options): Analysis {
      const t = begin(text);
      const d = normalizeDocStarts(docStarts, text.length);
      const o = resolveOptions(options);
      const docs = putDocs(d);
      const q = put(o.query);
      const h = header(x.analyze(t, text.length, docs, d.length, q, o.query.length, o.technicalBoost, o.errorBoost), 16);
      const n = h[0];
      const m = h[8];
      return {
        sentences: {
          count: n,
          start: col(Int32Array, h[1], n),
          end: col(Int32Array, h[2], n),
          doc: col(Int32Array, h[3], n),
          tokens: col(Int32Array, h[4], n),
          words: col(Int32Array, h[5], n),
          flags: col(Uint16Array, h[6], n),
          score: col(Float32Array, h[7], n),
          boilerplate: col(Float32Array, h[15], n),
        },
        pins: {
          count: m,
          start: col(Int32Array, h[9], m),
          end: col(Int32Array, h[10], m),
          kind: col(Uint8Array, h[11], m),
          sentence: col(Int32Array, h[12], m),
        },
        docTokens: col(Int32Array, h[13], d.length),
      };
    },
    select(value, cost, forced, budget) {
      assertSelectInput(value, cost, forced);
      const n = value.length;
      x.arenaReset();
      const pv = x.arenaAlloc(n * 4);
      const pc = x.arenaAlloc(n * 4);
      const pf = x.arenaAlloc(n);
      const po = x.arenaAlloc(n);
      new Float32Array(mem.buffer, pv, n).set(value);
      new Int32Array(mem.buffer, pc, n).set(cost);
      new Uint8Array(mem.buffer, pf, n).set(forced);
      x.select(pv, pc, pf, n, budget, po);
      return col(Uint8Array, po, n);
    },
    ...createWasmVectors(x, begin),
  }, mem);
}

