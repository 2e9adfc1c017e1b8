/** @module memory — tiered memory: createMemory(), stores and the relevance evaluator. */
export { createMemory } from './create-memory.js';
export { inMemoryStore } from './in-memory-store.js';
export { indexedDbStore, type IndexedDbStoreOptions } from './indexeddb-store.js';
export { MEMORY_DEFAULTS } from './options.js';
export { DEFAULT_WEIGHTS, decay, wilsonLowerBound, score as relevanceScore } from './relevance.js';
export { HALF_LIVES, RELIABILITY, DEFAULT_TYPE_WEIGHTS, type ContentType, type TypeWeights } from './weights.js';
export type { MemoryStore } from './store.js';
export { REFINE_MIN_POOL, REFINE_POOL } from './types.js';
export type { Memory, MemoryOptions, MemoryContext, MemoryStats, ContextOptions, TurnOptions, RelevanceWeights, Segment, Tier } from './types.js';
