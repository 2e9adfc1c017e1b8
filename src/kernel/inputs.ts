/** @module kernel/inputs — input normalization shared by both kernels, so they see identical docs and options. */

import { InputError, describe } from '../errors.js';
import type { AnalyzeOptions } from './types.js';

/** Options with defaults applied and non-finite numbers replaced by the default. */
export interface ResolvedOptions {
  query: string;
  technicalBoost: number;
  errorBoost: number;
}

function finite(v: number | undefined, d: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : d;
}

/**
 * Applies the {@link AnalyzeOptions} defaults (no query, boosts 1).
 * @example
 * resolveOptions({ errorBoost: 2 }) // { query: '', technicalBoost: 1, errorBoost: 2 }
 */
export function resolveOptions(options?: AnalyzeOptions): ResolvedOptions {
  return {
    query: typeof options?.query === 'string' ? options.query : '',
    technicalBoost: finite(options?.technicalBoost, 1),
    errorBoost: finite(options?.errorBoost, 1),
  };
}

/**
 * Doc starts made valid for a text of `length` code units: empty input means one doc at 0,
 * the first start is 0, each start is clamped into [previous start, length].
 * @example
 * normalizeDocStarts(Int32Array.of(0, 9, 4), 6) // Int32Array [0, 6, 6]
 */
export function normalizeDocStarts(docStarts: ArrayLike<number> | undefined, length: number): Int32Array {
  const n = docStarts && docStarts.length > 0 ? docStarts.length : 1;
  const out = new Int32Array(n);
  let prev = 0;
  for (let i = 1; i < n; i++) {
    const v = Math.trunc(Number(docStarts![i]));
    prev = Math.min(Math.max(Number.isFinite(v) ? v : prev, prev), length);
    out[i] = prev;
  }
  return out;
}

/**
 * Throws an {@link InputError} unless `text` is a string.
 * @example
 * assertText(42) // InputError: text must be a string, found number 42
 */
export function assertText(text: unknown): asserts text is string {
  if (typeof text !== 'string') throw new InputError(`text must be a string, found ${describe(text)}`);
}

/**
 * Throws an {@link InputError} unless the select columns are typed arrays of one length.
 * @example
 * assertSelectInput(Float32Array.of(1), Int32Array.of(2), Uint8Array.of(0))
 */
export function assertSelectInput(value: unknown, cost: unknown, forced: unknown): void {
  if (!(value instanceof Float32Array)) throw new InputError(`value must be a Float32Array, found ${describe(value)}`);
  if (!(cost instanceof Int32Array) || cost.length !== value.length) {
    throw new InputError(`cost must be an Int32Array of length ${value.length}, found ${describe(cost)}`);
  }
  if (!(forced instanceof Uint8Array) || forced.length !== value.length) {
    throw new InputError(`forced must be a Uint8Array of length ${value.length}, found ${describe(forced)}`);
  }
}

/**
 * Throws InputError unless starts and ends are Int32Arrays of one length.
 * @example
 * assertSpans(Int32Array.of(0), Int32Array.of(5));
 */
export function assertSpans(starts: unknown, ends: unknown): void {
  if (!(starts instanceof Int32Array) || !(ends instanceof Int32Array) || starts.length !== ends.length) {
    throw new InputError(`span bounds: expected two Int32Arrays of one length, found ${describe(starts)} and ${describe(ends)}`);
  }
}
