/** @module llm/check-load-options — the Transformers.js load options, checked when a provider or embedder is created. */
import { OptionsError } from '../errors.js';
import { found } from '../validate/format-issue.js';
import type { TransformersLoadOptions } from './load-transformers.js';

/**
 * The dtypes Transformers.js knows; another value would silently load the fp32 weights.
 * @example
 * TRANSFORMERS_DTYPES.includes('q4f16') // true
 */
export const TRANSFORMERS_DTYPES: readonly string[] = ['auto', 'fp32', 'fp16', 'q8', 'int8', 'uint8', 'q4', 'bnb4', 'q4f16'];

/**
 * Throw an OptionsError for a load option of the wrong kind (a number as a path, a dtype the
 * library does not know, a progress callback that is not a function), so it fails at creation,
 * not at the first load, and never fails a load shared with other callers.
 * @example
 * checkLoadOptions('transformersEmbedder', { dtype: 'int3' }); // OptionsError: … dtype: expected one of auto, fp32, …
 */
export function checkLoadOptions(where: string, o: Partial<TransformersLoadOptions>): void {
  const fail = (key: string, expected: string, value: unknown): never => {
    throw new OptionsError(`${where}: ${key}: expected ${expected}, found ${found(value)}`);
  };
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function') fail('onProgress', 'a function', o.onProgress);
  for (const key of ['device', 'localModelPath'] as const) {
    const v = o[key];
    if (v !== undefined && (typeof v !== 'string' || v === '')) fail(key, 'a non-empty string', v);
  }
  if (o.dtype !== undefined && !TRANSFORMERS_DTYPES.includes(o.dtype as string)) fail('dtype', `one of ${TRANSFORMERS_DTYPES.join(', ')}`, o.dtype);
  if (o.allowRemoteModels !== undefined && typeof o.allowRemoteModels !== 'boolean') fail('allowRemoteModels', 'a boolean', o.allowRemoteModels);
  const w = o.wasmPaths;
  if (w !== undefined && typeof w !== 'string' && (w === null || typeof w !== 'object' || Array.isArray(w))) fail('wasmPaths', 'a string or an object of paths', w);
}
