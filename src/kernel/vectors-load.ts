/** @module kernel/vectors-load — load-once word-vector table (build/vectors.bin) into both kernels, through one shared promise. */

import { WasmError, describe } from '../errors.js';
import { init, oracleKernel, type WasmSource } from './load.js';
import type { Kernel } from './types.js';
import { resolveSource } from './source.js';
import { parseVectorTable } from './vector-table.js';

/** What {@link initVectors} accepts: the table's bytes, a URL, or a (pending) fetch Response. */
export type VectorsSource = ArrayBuffer | ArrayBufferView | URL | Response | Promise<Response>;

let pending: Promise<Kernel> | undefined;
let defaultSource: (() => Promise<VectorsSource>) | undefined;

/**
 * Sets where {@link initVectors} loads the table from when called without a source (the platform
 * entries call this: Node reads build/vectors.bin, the browser fetches it next to the wasm).
 * @example
 * setDefaultVectorsSource(() => readFile(new URL('../../build/vectors.bin', import.meta.url)));
 */
export function setDefaultVectorsSource(source: () => Promise<VectorsSource>): void {
  defaultSource = source;
}

/**
 * True when a platform entry set a default table source (Node and browsers; not Workers).
 * @example
 * if (hasDefaultVectorsSource()) await initVectors();
 */
export function hasDefaultVectorsSource(): boolean {
  return defaultSource !== undefined;
}

/**
 * Loads the word-vector table once (after {@link init}, which it awaits with `wasmSource`) into
 * the WASM kernel and the oracle; every call shares one promise and a failed load can be retried.
 * Failures reject with `WasmError('WASM_LOAD_FAILED', …, { cause })`, naming the URL when there
 * is one. Apps that never call it pay nothing: `init()` does not touch the table.
 * @example
 * const kernel = await initVectors();
 * kernel.sentenceVectors('book a flight', Int32Array.of(0), Int32Array.of(13)); // 100 floats
 */
export function initVectors(source?: VectorsSource, wasmSource?: WasmSource): Promise<Kernel> {
  pending ??= (async () => {
    const kernel = await init(wasmSource);
    let from: string | undefined;
    try {
      const resolved = await resolveSource(source, defaultSource, 'the word vectors', "pass initVectors(bytes | URL | Response) (on Workers: import vectors from 'pith/vectors.bin')");
      from = resolved.from;
      const s = resolved.data;
      if (!(s instanceof ArrayBuffer) && !ArrayBuffer.isView(s)) throw new Error(`expected bytes, a URL or a Response for the word vectors, found ${describe(s)}`);
      const table = parseVectorTable(s);
      kernel.loadVectors(table);
      oracleKernel().loadVectors(table);
      return kernel;
    } catch (cause) {
      const why = cause instanceof Error ? cause.message.replace(/^could not load the word vectors: /, '') : String(cause);
      throw new WasmError('WASM_LOAD_FAILED', `could not load the word vectors${from ? ` from ${from}` : ''}: ${why}`, { cause });
    }
  })().catch((e: unknown) => {
    pending = undefined;
    throw e;
  });
  return pending;
}
