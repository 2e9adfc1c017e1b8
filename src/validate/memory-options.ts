/** @module validate/memory-options — checks createMemory options at the public boundary. */

import * as z from 'zod';
import { CONTENT_TYPES } from '../memory/weights.js';
import type { MemoryOptions } from '../memory/types.js';
import { checkOptions, embedder, fraction as weight, hasMethods, nonNegativeInt, positiveInt, tokenizer } from './options.js';
import { expected } from './format-issue.js';

const group = <K extends string>(keys: readonly K[], what: string) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, weight.optional()])) as Record<K, z.ZodOptional<typeof weight>>, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `expected only ${keys.join(', ')}, found ${issue.keys.join(', ')}` : expected(what)(issue)),
  });

const typeWeights = group(['relevance', 'recency', 'reliability', 'usage'], 'per-type weights { relevance, recency, reliability, usage }');

const weightsSchema = z.strictObject(
  {
    types: z
      .strictObject(Object.fromEntries(CONTENT_TYPES.map((t) => [t, typeWeights.optional()])), {
        error: (issue) => (issue.code === 'unrecognized_keys' ? `expected content types (${CONTENT_TYPES.join(', ')}), found ${issue.keys.join(', ')}` : expected('an object of per-type weights')(issue)),
      })
      .optional(),
    relevance: group(['query', 'semantic', 'entity', 'uniqueness'], 'an object { query, semantic, entity, uniqueness }').optional(),
    recency: group(['age', 'access'], 'an object { age, access }').optional(),
    importance: weight.optional(),
    focus: weight.optional(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `expected only types, relevance, recency, importance, focus, found ${issue.keys.join(', ')}` : expected('a weights object')(issue)),
  },
);

const memorySchema = z.looseObject(
  {
    store: z.custom<MemoryOptions['store']>(hasMethods('get', 'put', 'putMany', 'delete', 'list'), {
      error: expected('a MemoryStore with get(), put(), putMany(), delete() and list()'),
    }).optional(),
    namespace: z.custom<string>((v) => typeof v === 'string' && v !== '' && !v.includes('/'), {
      error: expected('a non-empty string without "/"'),
    }).optional(),
    embedder: embedder.optional(),
    kernel: z.custom<MemoryOptions['kernel']>(hasMethods('analyze', 'hasVectors', 'estimateTokens'), {
      error: expected('a kernel from init() or oracleKernel()'),
    }).optional(),
    tokenizer: tokenizer.optional(),
    hotTokens: positiveInt.optional(),
    warmTokens: positiveInt.optional(),
    coldTokens: positiveInt.optional(),
    threshold: weight.optional(),
    partTokens: nonNegativeInt.optional(),
    now: z.custom<MemoryOptions['now']>((v) => typeof v === 'function', { error: expected('a function returning milliseconds') }).optional(),
    weights: weightsSchema.optional(),
  },
  { error: expected('an options object') },
);

/**
 * Validate the options of `createMemory()`: a given option must hold a usable value (`store: null`
 * is an error, not the default store). Throws {@link OptionsError} with one line: which option, what
 * was expected, what was found.
 * @example
 * parseMemoryOptions({ hotTokens: 500 });
 * parseMemoryOptions({ partTokens: -1 }); // OptionsError: partTokens: expected a non-negative integer, found number -1
 */
export function parseMemoryOptions(input: unknown): MemoryOptions {
  checkOptions(memorySchema, input, 'memory options');
  return input as MemoryOptions;
}
