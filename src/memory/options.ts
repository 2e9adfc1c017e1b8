/** @module memory/options — defaults merged over the memory options, with typed errors on bad values. */
import { OptionsError, describe } from '../errors.js';
import { resolveWeights } from './relevance.js';
import type { MemoryStore } from './store.js';
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
  hotTokens: number;
  warmTokens: number;
  coldTokens: number;
  threshold: number;
  weights: RelevanceWeights;
  now: () => number;
}

function positiveInt(name: string, v: unknown, fallback: number): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) throw new OptionsError(`${name} must be a positive integer, found ${describe(v)}`);
  return v;
}

/**
 * Check and complete the options of {@link createMemory}; throws OptionsError ("expected X, found Y").
 * @example
 * resolveMemoryOptions({ hotTokens: 500 }).warmTokens // 16000
 */
export function resolveMemoryOptions(o: MemoryOptions = {}): ResolvedMemoryOptions {
  if (typeof o !== 'object' || o === null) throw new OptionsError(`memory options: expected an object, found ${describe(o)}`);
  const store = o.store ?? inMemoryStore();
  for (const fn of ['get', 'put', 'putMany', 'delete', 'list'] as const) {
    if (typeof (store as unknown as Record<string, unknown>)[fn] !== 'function') {
      throw new OptionsError(`store: expected a MemoryStore with a ${fn}() method, found ${describe((store as unknown as Record<string, unknown>)[fn])}`);
    }
  }
  if (o.embedder !== undefined && typeof o.embedder?.embed !== 'function') {
    throw new OptionsError(`embedder: expected an object with embed(), found ${describe(o.embedder)}`);
  }
  if (o.now !== undefined && typeof o.now !== 'function') throw new OptionsError(`now: expected a function, found ${describe(o.now)}`);
  const threshold = o.threshold ?? MEMORY_DEFAULTS.threshold;
  if (typeof threshold !== 'number' || !(threshold >= 0 && threshold <= 1)) {
    throw new OptionsError(`threshold: expected a number from 0 to 1, found ${describe(threshold)}`);
  }
  return {
    store,
    hotTokens: positiveInt('hotTokens', o.hotTokens, MEMORY_DEFAULTS.hotTokens),
    warmTokens: positiveInt('warmTokens', o.warmTokens, MEMORY_DEFAULTS.warmTokens),
    coldTokens: positiveInt('coldTokens', o.coldTokens, MEMORY_DEFAULTS.coldTokens),
    threshold,
    weights: resolveWeights(o.weights),
    now: o.now ?? Date.now,
  };
}
