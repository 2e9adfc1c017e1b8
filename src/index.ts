/** @module pith — public API: compress chat context so facts, goals and decisions survive. */

// Compression
export { compress, createCompressor, type CompressCall } from './compress.js';
export { DEFAULTS } from './options.js';
export { countTokens } from './count-tokens.js';

// Strategies
export { STRATEGY_NAMES, getStrategy, registerStrategy } from './strategies/index.js';
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
export { PithError, InputError, OptionsError, BudgetError, WasmError, ProviderError, StorageError, type PithErrorCode } from './errors.js';

// Provider and memory interfaces
export type { Embedder, EmbedOptions } from './embed/types.js';
export type { LlmProvider, ChatMessage, CompleteOptions, LlmUsage } from './llm/types.js';
export type { MemoryStore } from './memory/store.js';
export type { StrategyKnobs } from './strategies/knobs.js';
export type * from './types.js';
