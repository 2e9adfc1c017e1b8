/** @module kernel/vector-inputs — input checks shared by both kernels' vector calls, so they refuse the same things. */

import { InputError, WasmError, describe } from '../errors.js';

/**
 * Throws the typed "not loaded" error unless a vector table is loaded.
 * @example
 * requireVectors(kernel.hasVectors()); // WasmError WASM_NOT_INITIALIZED when false
 */
export function requireVectors(loaded: boolean): void {
  if (!loaded) {
    throw new WasmError('WASM_NOT_INITIALIZED', 'word vectors have not been loaded: call initVectors() first, found none');
  }
}

const found = (v: unknown): string => (v instanceof Float32Array ? `a Float32Array of length ${v.length}` : describe(v));

/**
 * Checks a query vector and a row-major matrix of `dims`-long rows; returns the row count.
 * @example
 * assertRows(Float32Array.of(1, 0), Float32Array.of(1, 0, 0, 1), 2) // 2
 */
export function assertRows(query: unknown, vectors: unknown, dims: unknown): number {
  if (typeof dims !== 'number' || !Number.isInteger(dims) || dims < 1) {
    throw new InputError(`dims must be a positive integer, found ${describe(dims)}`);
  }
  if (!(query instanceof Float32Array) || query.length !== dims) {
    throw new InputError(`query must be a Float32Array of length ${dims}, found ${found(query)}`);
  }
  return assertMatrix(vectors, dims);
}

/**
 * Checks a row-major matrix of `dims`-long rows; returns the row count.
 * @example
 * assertMatrix(Float32Array.of(1, 0, 0, 1), 2) // 2
 */
export function assertMatrix(vectors: unknown, dims: unknown): number {
  if (typeof dims !== 'number' || !Number.isInteger(dims) || dims < 1) {
    throw new InputError(`dims must be a positive integer, found ${describe(dims)}`);
  }
  if (!(vectors instanceof Float32Array) || vectors.length % dims !== 0) {
    throw new InputError(`vectors must be a Float32Array whose length is a multiple of ${dims}, found ${found(vectors)}`);
  }
  return vectors.length / dims;
}

/**
 * Checks MMR's k (a non-negative integer) and λ (a number in [0, 1]).
 * @example
 * assertMmr(5, 0.7);
 */
export function assertMmr(k: unknown, lambda: unknown): void {
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 0) {
    throw new InputError(`k must be a non-negative integer, found ${describe(k)}`);
  }
  if (typeof lambda !== 'number' || !(lambda >= 0 && lambda <= 1)) {
    throw new InputError(`lambda must be a number in [0, 1], found ${describe(lambda)}`);
  }
}
