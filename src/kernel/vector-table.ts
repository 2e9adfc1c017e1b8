/** @module kernel/vector-table — parses and checks build/vectors.bin bytes into typed-array views (no copy). */

import { WasmError, describe } from '../errors.js';
import { FIELD, FLAG_COMPONENT, HEADER_BYTES, VECTORS_MAGIC, VECTORS_VERSION } from './vector-format.js';

/** A parsed word-vector table: views over `bytes` (see src/kernel/vector-format.ts). */
export interface VectorTable {
  /** The whole file, as loaded. */
  readonly bytes: Uint8Array;
  readonly dims: number;
  /** Number of words. */
  readonly count: number;
  /** SIF smoothing constant the weights were made with. */
  readonly sifA: number;
  /** FNV-1a hash of each word, most frequent first. */
  readonly hashes: Uint32Array;
  /** Open-addressing slots: 0 empty, else word index + 1. */
  readonly slots: Uint32Array;
  readonly scales: Float32Array;
  /** SIF weight a/(a + p(w)) of each word. */
  readonly weights: Float32Array;
  /** Unit first principal component of typical sentence vectors, when the table has one. */
  readonly component: Float32Array | undefined;
  /** count × dims int8 values; word i is `vectors.subarray(i * dims, (i + 1) * dims)` × scales[i]. */
  readonly vectors: Int8Array;
}

const fail = (what: string, found: string): never => {
  throw new WasmError('WASM_LOAD_FAILED', `could not load the word vectors: expected ${what}, found ${found}`);
};

/**
 * Checks the header and bounds of a vectors.bin image and returns views over it. Bad bytes throw
 * `WasmError('WASM_LOAD_FAILED', 'could not load the word vectors: expected …, found …')`.
 * @example
 * const table = parseVectorTable(new Uint8Array(await readFile('build/vectors.bin')));
 * table.dims // 100
 */
export function parseVectorTable(input: ArrayBuffer | ArrayBufferView): VectorTable {
  if (!(input instanceof ArrayBuffer) && !ArrayBuffer.isView(input)) fail('bytes (ArrayBuffer or a typed array)', describe(input));
  const copy = input instanceof ArrayBuffer ? new Uint8Array(input.slice(0)) : new Uint8Array(input.buffer.slice(input.byteOffset, input.byteOffset + input.byteLength));
  const len = copy.byteLength;
  const v = new DataView(copy.buffer);
  const u32 = (at: number) => v.getUint32(at, true);
  if (len < HEADER_BYTES || u32(FIELD.magic) !== VECTORS_MAGIC) fail('a pith vector table (magic "PVEC")', `${len} bytes without it`);
  if (u32(FIELD.version) !== VECTORS_VERSION) fail(`table version ${VECTORS_VERSION}`, `version ${u32(FIELD.version)}`);
  const dims = u32(FIELD.dims);
  const count = u32(FIELD.count);
  const slots = u32(FIELD.slots);
  const hasComponent = (u32(FIELD.flags) & FLAG_COMPONENT) !== 0;
  const at = (f: keyof typeof FIELD) => u32(FIELD[f]);
  const aligned = ['hashes', 'slotTable', 'scales', 'weights', 'component'].every((f) => at(f as keyof typeof FIELD) % 4 === 0);
  const ok =
    dims > 0 && dims <= 4096 && slots > 0 && (slots & (slots - 1)) === 0 && slots >= count && aligned &&
    at('total') === len && at('vectors') + dims * count === len &&
    at('hashes') + count * 4 <= at('slotTable') && at('slotTable') + slots * 4 <= at('vectors') &&
    at('scales') + count * 4 <= at('vectors') && at('weights') + count * 4 <= at('vectors') &&
    at('component') + (hasComponent ? dims * 4 : 0) <= at('vectors');
  if (!ok) fail('sections inside the file', `a header that does not match its ${len} bytes`);
  return {
    bytes: copy,
    dims,
    count,
    sifA: v.getFloat32(FIELD.sifA, true),
    hashes: new Uint32Array(copy.buffer, at('hashes'), count),
    slots: new Uint32Array(copy.buffer, at('slotTable'), slots),
    scales: new Float32Array(copy.buffer, at('scales'), count),
    weights: new Float32Array(copy.buffer, at('weights'), count),
    component: hasComponent ? new Float32Array(copy.buffer, at('component'), dims) : undefined,
    vectors: new Int8Array(copy.buffer, at('vectors'), count * dims),
  };
}
