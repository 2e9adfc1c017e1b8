/** @module validate/memory-options — checks createMemory options at the public boundary. */

import * as z from 'zod';
import { CONTENT_TYPES } from '../memory/weights.js';
import type { MemoryOptions, RelevanceWeights } from '../memory/types.js';
import { OptionsError } from '../errors.js';
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

/** The options of createMemory: any other key is a typo (`hotToken`), not something to ignore. */
const MEMORY_KEYS = ['store', 'namespace', 'embedder', 'kernel', 'tokenizer', 'hotTokens', 'warmTokens', 'coldTokens', 'threshold', 'partTokens', 'now', 'weights'] as const;

const memorySchema = z.strictObject(
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
  } satisfies Record<(typeof MEMORY_KEYS)[number], z.ZodType>,
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `expected only ${MEMORY_KEYS.join(', ')}, found ${issue.keys.join(', ')}` : expected('an options object')(issue)),
  },
);

/**
 * Validate the options of `createMemory()`: a given option must hold a usable value (`store: null`
 * is an error, not the default store), and an unknown option is an error, not ignored. Throws {@link OptionsError} with one line: which option, what
 * was expected, what was found.
 * @example
 * parseMemoryOptions({ hotTokens: 500 });
 * parseMemoryOptions({ partTokens: -1 }); // OptionsError: partTokens: expected a non-negative integer, found number -1
 * parseMemoryOptions({ hotToken: 500 }); // OptionsError: memory options: expected only store, namespace, …, found hotToken
 */
export function parseMemoryOptions(input: unknown): MemoryOptions {
  checkOptions(memorySchema, input, 'memory options');
  return input as MemoryOptions;
}

/** Rounding slack of a sum of weights written in decimals (0.45 + 0.25 + 0.15 + 0.15 is 1.0000000000000002). */
const SLACK = 1e-9;

/**
 * Check that each group of the resolved weights (a content type's four groups, the relevance split,
 * the recency split) sums to at most 1, so every score stays in [0, 1]: past 1, the threshold means
 * nothing and an importance marker lowers a score instead of lifting it. Weights left out count at
 * their defaults. Throws {@link OptionsError}.
 * @example
 * checkWeightSums(resolveWeights({ relevance: { query: 0.3 } })); // passes: 0.3 + 0.25 + 0.15 + 0.15 = 0.85
 * checkWeightSums(resolveWeights({ relevance: { query: 1 } }));
 * // OptionsError: weights.relevance: expected query, semantic, entity, uniqueness summing to at most 1 (…), found query 1 + semantic 0.25 + entity 0.15 + uniqueness 0.15 = 1.55
 */
export function checkWeightSums(w: RelevanceWeights): void {
  const check = (path: string, group: object) => {
    const keys = Object.keys(group);
    const sum = Object.values(group).reduce((a: number, b: number) => a + b, 0);
    if (sum > 1 + SLACK) {
      throw new OptionsError(`${path}: expected ${keys.join(', ')} summing to at most 1 (a weight left out counts at its default), found ${keys.map((k) => `${k} ${group[k as keyof typeof group]}`).join(' + ')} = ${Math.round(sum * 1000) / 1000}`);
    }
  };
  for (const [t, g] of Object.entries(w.types)) if (g) check(`weights.types.${t}`, g);
  check('weights.relevance', w.relevance);
  check('weights.recency', w.recency);
}
