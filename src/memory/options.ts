/** @module memory/options — defaults merged over the memory options, with typed errors on bad values. */
import { OptionsError, describe } from '../errors.js';
import { resolveWeights } from './relevance.js';
import type { MemoryStore } from './store.js';
import { checkWeightSums, parseMemoryOptions } from '../validate/memory-options.js';
import type { MemoryOptions, RelevanceWeights } from './types.js';
import { inMemoryStore } from './in-memory-store.js';

/**
 * Default sizes and threshold of {@link createMemory}.
 * @example
 * MEMORY_DEFAULTS.hotTokens // 2000
 */
export const MEMORY_DEFAULTS = { hotTokens: 2000, warmTokens: 16_000, coldTokens: 64_000, threshold: 0.45, budget: 4000 } as const;

/** Options with every default filled in. */
export interface ResolvedMemoryOptions {
  store: MemoryStore;
  namespace?: string;
  hotTokens: number;
  warmTokens: number;
  coldTokens: number;
  threshold: number;
  weights: RelevanceWeights;
  now: () => number;
}

/**
 * Check and complete the options of {@link createMemory}; throws OptionsError ("expected X, found Y"),
 * also later, from `now()`, when the clock returns something other than a finite number.
 * @example
 * resolveMemoryOptions({ hotTokens: 500 }).warmTokens // 16000
 */
export function resolveMemoryOptions(options: MemoryOptions = {}): ResolvedMemoryOptions {
  const o = parseMemoryOptions(options);
  const clock = o.now ?? Date.now;
  const weights = resolveWeights(o.weights);
  checkWeightSums(weights);
  return {
    store: o.store ?? inMemoryStore(),
    namespace: o.namespace,
    hotTokens: o.hotTokens ?? MEMORY_DEFAULTS.hotTokens,
    warmTokens: o.warmTokens ?? MEMORY_DEFAULTS.warmTokens,
    coldTokens: o.coldTokens ?? MEMORY_DEFAULTS.coldTokens,
    threshold: o.threshold ?? MEMORY_DEFAULTS.threshold,
    weights,
    // A clock that returns NaN or a string would silently zero every recency score.
    now: () => {
      const t: unknown = clock();
      if (typeof t !== 'number' || !Number.isFinite(t)) throw new OptionsError(`now: expected a function returning milliseconds, found it returning ${describe(t)}`);
      return t;
    },
  };
}
