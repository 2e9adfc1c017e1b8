/** @module pith — public API: compress chat context so facts, goals and decisions survive. */

// Compression
export { compress, createCompressor, type CompressCall } from './compress.js';
export { DEFAULTS } from './options.js';
export { countTokens, type CountTokensOptions } from './count-tokens.js';

// Strategies
export { STRATEGY_NAMES, getStrategy, registerStrategy, LLM_STRATEGIES, needsLlm } from './strategies/index.js';
export { PROMPTS, type Prompt } from './llm/prompts.js';
export type { Strategy, StrategyInput, StrategyOutput, ResolvedOptions } from './strategies/index.js';

// Budgets and sections
export { allocateBudget, SECTION_NAMES, SECTION_RATIOS, SECTION_MINIMUMS, QUERY_MULTIPLIERS } from './budget/allocate.js';
export type { Allocation, SectionName } from './budget/allocate.js';
export { detectQueryType, QUERY_TYPES, type QueryType } from './budget/query-type.js';
export { orderSections } from './budget/order.js';
export { buildContext } from './budget/build-context.js';
export type { BuildContextOptions, BuiltContext, BuiltSection, ContextSections } from './budget/build-context.js';
export { shouldCompress, type CompressPolicy, type CompressDecision } from './budget/should-compress.js';
export { MODEL_PRESETS, presetFor, type ModelPreset } from './budget/presets.js';

// Pins
export { LEDGER_HEADING } from './pins/ledger.js';

// Kernel
export { init, getKernel, oracleKernel } from './kernel/load.js';
export { PinKind, SentenceFlag, TokenKind, WordType } from './kernel/types.js';
export type { Kernel, Analysis, AnalyzeOptions } from './kernel/types.js';

// Tokens
export { MESSAGE_OVERHEAD } from './tokens/overhead.js';

// Errors and types
export { PithError, InputError, OptionsError, BudgetError, WasmError, ProviderError, StorageError, TokenizerError, AbortError, type PithErrorCode } from './errors.js';

// Provider and memory interfaces
export type { Embedder, EmbedOptions } from './embed/types.js';

// Embeddings: built-in static word vectors (offline, edge-safe)
export { staticEmbedder, STATIC_DIMENSIONS, type StaticEmbedderOptions } from './embed/static.js';
export { initVectors, type VectorsSource } from './kernel/vectors-load.js';
export type { SentenceVectorOptions } from './kernel/types.js';
export type { LlmProvider, ChatMessage, CompleteOptions, LlmUsage } from './llm/types.js';
export type { MemoryStore } from './memory/store.js';

// Providers: LLMs and embedders (Transformers.js is imported on first use, never at load)
export { openaiProvider, OPENAI_DEFAULTS, type OpenAiProviderOptions } from './llm/openai.js';
export { workersAiProvider, WORKERS_AI_LLM_MODEL, type WorkersAiProviderOptions } from './llm/workers-ai.js';
export type { WorkersAiBinding } from './llm/workers-ai-binding.js';
export { transformersProvider, TRANSFORMERS_LLM_MODEL, type TransformersProvider, type TransformersProviderOptions } from './llm/transformers.js';
export { pickDevice, type TransformersProgress } from './llm/load-transformers.js';
export { providerFromEnv, LLM_ENV_HELP } from './llm/from-env.js';
export { transformersEmbedder, TRANSFORMERS_EMBED_DIMENSIONS, type TransformersEmbedder, type TransformersEmbedderOptions } from './embed/transformers.js';
export { workersAiEmbedder, WORKERS_AI_EMBED_DIMENSIONS, type WorkersAiEmbedderOptions } from './embed/workers-ai.js';

// Tiered memory
export { createMemory, inMemoryStore, indexedDbStore, MEMORY_DEFAULTS, REFINE_POOL, REFINE_MIN_POOL, DEFAULT_WEIGHTS, HALF_LIVES, RELIABILITY, DEFAULT_TYPE_WEIGHTS, decay, wilsonLowerBound } from './memory/index.js';
export type { Memory, MemoryOptions, MemoryContext, MemoryStats, ContextOptions, TurnOptions, RelevanceWeights, Segment, Tier, ContentType, TypeWeights, IndexedDbStoreOptions } from './memory/index.js';
export type { StrategyKnobs } from './strategies/knobs.js';
export type * from './types.js';
