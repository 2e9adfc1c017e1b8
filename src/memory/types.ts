/** @module memory/types — the public shapes of tiered memory: segments, tiers, options, results. */
import type { Embedder } from '../embed/types.js';
import type { Kernel } from '../kernel/types.js';
import type { LlmProvider } from '../llm/types.js';
import type { Message, TokenCounter, TokenizerName } from '../types.js';
import type { MemoryStore } from './store.js';
import type { ContentType, TypeWeights } from './weights.js';

/** Where a segment lives: hot (verbatim), warm (extractive 3–5x), cold (facts and gist, 8–15x), evicted. */
export type Tier = 'hot' | 'warm' | 'cold' | 'evicted';

/**
 * One stored segment: a turn (a message, or a tool call with its results) or a topic slice of a long
 * turn. `messages` is the lossless original; `compressed` the warm or cold form.
 * @example
 * const s: Segment = buildSegment({ messages: [{ role: 'user', content: 'hi' }] }, 0, ctx);
 */
export interface Segment {
  id: string;
  /** Position in the memory: segments are ordered by `seq`. */
  seq: number;
  messages: Message[];
  /** Set on slices of one long message: the slice's index and the slice count (history joins them). */
  split?: { index: number; count: number };
  type: ContentType;
  tier: Tier;
  /** Explicit importance in [0, 1] (markers such as "important", "remember", constraints). */
  importance: number;
  created: number;
  lastAccessed: number;
  accessCount: number;
  helpful: number;
  unhelpful: number;
  /** 0 verbatim, 1 warm, 2 cold. */
  level: number;
  originalTokens: number;
  compressedTokens: number;
  /** The warm or cold form (one message), absent while hot. */
  compressed?: Message;
  entities: string[];
  /** Distinct index terms and their counts (BM25). */
  terms: string[];
  counts: number[];
  /** Term count of the segment (BM25 length). */
  length: number;
  /** Share of its terms that were rare in the memory when it was added, in [0, 1]. */
  uniqueness: number;
  /** Worth with no query, in [0, 1]: Protected Core sentences, pinned facts, relations (lifts the score like importance). */
  salience?: number;
  /** Fact kinds held (bit = 1 << PinKind, names 1 << 12), matched against the kinds a query asks for. */
  kinds?: number;
  /** Holds the memory's first user message, the task: as in `pith`, all of a short task is Protected Core (its compact forms keep it verbatim). */
  task?: boolean;
  /** Unit vector from the embedder (or the static word vectors), computed once at add time. */
  vector?: number[];
}

/**
 * Weights of the relevance evaluator: the four groups of the design notes per content type, plus
 * the split of the relevance and recency groups.
 * @example
 * const w: Partial<RelevanceWeights> = { types: { conversation: { relevance: 0.5, recency: 0.3, reliability: 0.1, usage: 0.1 } } };
 */
export interface RelevanceWeights {
  /** Group weights per content type. @default DEFAULT_TYPE_WEIGHTS */
  types: Partial<Record<ContentType, TypeWeights>>;
  /** Split of the relevance group. @default { query: 0.45, semantic: 0.25, entity: 0.15, uniqueness: 0.15 } */
  relevance: { query: number; semantic: number; entity: number; uniqueness: number };
  /** Split of the recency group. @default { age: 0.7, access: 0.3 } */
  recency: { age: number; access: number };
  /** How far explicit importance lifts a score toward 1. @default 0.5 */
  importance: number;
  /** With an explicit query the relevance group weighs at least this much (others scale down): a question asks for
   * what matches it, not for what is recent. @default 0.9 */
  focus: number;
}

/**
 * Options of {@link createMemory}.
 * @example
 * const memory = await createMemory({ store: indexedDbStore(), hotTokens: 2000 });
 */
export interface MemoryOptions {
  /** Where state lives; existing state is loaded. Memories on one store (the same object, or the same
   * IndexedDB name) are one memory: none overwrites another's writes. @default inMemoryStore() */
  store?: MemoryStore;
  /** Keeps this memory apart from the others on its store: its keys go under `ns:<namespace>/`.
   * A non-empty string without `/`. @default none: the store's own keys (`meta`, `seg:…`, `acc:…`) */
  namespace?: string;
  /**
   * Semantic similarity, topic-shift segmentation and query relevance. Without one, the static word
   * vectors are used when the kernel has them or the platform can load them (Node, browsers);
   * otherwise all three are lexical. @default staticEmbedder() where vectors load, else undefined
   */
  embedder?: Embedder;
  /** @default 'estimate' */
  tokenizer?: TokenizerName | TokenCounter;
  /** Hot tier size: newest segments kept verbatim. @default 2000 */
  hotTokens?: number;
  /** Warm tier size in compressed tokens. @default 16000 */
  warmTokens?: number;
  /** Cold tier size in compressed tokens; past it the least relevant are evicted. @default 64000 */
  coldTokens?: number;
  /** A weight left out keeps its default (also within a content type's group); each group sums to at
   * most 1, defaults included, or an OptionsError says which. @default DEFAULT_WEIGHTS */
  weights?: Partial<RelevanceWeights>;
  /** Score from which a warm or cold segment is expanded to its original. @default 0.45 */
  threshold?: number;
  /** Token cost of a non-text part (image, audio, file). @default 85 */
  partTokens?: number;
  /** Clock in milliseconds. @default Date.now */

  now?: () => number;
  /** @default the WASM kernel (init()) */
  kernel?: Kernel;
}

/**
 * Options of {@link Memory.turn}: those of its context (the question is the query, the newest
 * message is kept whole).
 * @example
 * await memory.turn('Where do we ship?', llm, { budget: 4000, refine: true } satisfies TurnOptions);
 */
export interface TurnOptions {
  /** Token budget of the context sent to the model. @default MEMORY_DEFAULTS.budget */
  budget?: number;
  /** System prompt put first. */
  system?: string;
  /** Fit by sentence (see {@link ContextOptions.refine}). @default true */
  refine?: boolean;
  /** Pool size with `refine` (see {@link ContextOptions.pool}). */
  pool?: number;
  /** Stops the turn: the model call receives it, and an aborted turn rejects with `AbortError` and stores nothing. */
  signal?: AbortSignal;
}

/** Options of {@link Memory.context}. */
export interface ContextOptions {
  /** The current question; without one the newest user message stands in. @default undefined */
  query?: string;
  /** Keep the newest message whole and verbatim (every part of a long one), using the whole budget if it must,
   * or throw a BudgetError: a model must never be asked without the question. `turn()` and the `tiered`
   * strategy set it. @default false */
  keepNewest?: boolean;
  /** Token budget of the returned messages. Required. */
  budget: number;
  /** System prompt placed first, never cut. @default undefined */
  system?: string;
  /**
   * Fit by sentence instead of by segment: gather a pool of segments (originals first, then the
   * compact forms of more segments), then keep what the default `pith` pipeline selects from them
   * for the query (Protected Core, sentences by value per token, a ledger of the facts it drops),
   * so one fact of a long turn no longer costs the whole turn. Costs time in proportion to the
   * pool, not to the stored tokens. `turn()` refines. @default false
   */
  refine?: boolean;
  /**
   * With `refine`, the pool's size in tokens (at least the budget): smaller is faster, larger
   * keeps more (the selection sees more of the history). @default max({@link REFINE_POOL} × budget, {@link REFINE_MIN_POOL})
   */
  pool?: number;
}

/**
 * With `refine`, the candidate pool holds this many times the budget in segments.
 * @example
 * REFINE_POOL // 4: context({ budget: 20000, refine: true }) selects sentences from 80,000 tokens of segments
 */
export const REFINE_POOL = 4;

/**
 * With `refine`, the candidate pool holds at least this many tokens. Sentence selection over 64,000
 * tokens takes about 75 ms on one core, 16,000 about 27 ms; the larger pool keeps what the
 * conversation said long ago (`tiered`, generated set, blind at 2,000 tokens: 94.3% against 72.7%).
 * @example
 * REFINE_MIN_POOL // 64000: context({ budget: 1000, refine: true }) selects sentences from 64,000 tokens of segments
 */
export const REFINE_MIN_POOL = 64_000;

/** What {@link Memory.context} returns. */
export interface MemoryContext {
  messages: Message[];
  stats: {
    tokens: number;
    durationMs: number;
    /** The segments taken (with `refine`: into the candidate pool, with the share of their pool tokens the sentence selection kept). */
    segments: Array<{ id: string; tier: 'hot' | 'warm' | 'cold'; score: number; expanded: boolean; kept?: number }>;
    /** With `refine`: tokens of the candidate pool the sentences were selected from. */
    poolTokens?: number;
    /** With `refine`: the facts of the ledger of what the selection dropped, verbatim. */
    pinnedFacts?: string[];
    /**
     * With a query: how segments were ranked against it, as `compress()` reports it: `lexical`
     * (words only: no word vectors loaded, no embedder) or `lexical+<embedder>` (`lexical+static`).
     */
    relevance?: string;
  };
}

/** Counts of {@link Memory.stats}. */
export interface MemoryStats {
  messages: number;
  tokens: number;
  hot: number;
  warm: number;
  cold: number;
  evicted: number;
}

/**
 * Tiered memory. See {@link createMemory}.
 * @example
 * await memory.add({ role: 'user', content: 'Ship 45 units to Lyon.' });
 * const { messages } = await memory.context({ query: 'How many units?', budget: 1000 });
 */
export interface Memory {
  /** Stores messages and runs tier upkeep once for the call: import a long history as one array (or in batches), not message by message. Resolves to the new segments' ids. */
  add(messages: Message | Message[]): Promise<string[]>;
  context(options: ContextOptions): Promise<MemoryContext>;
  expand(id: string): Promise<Message[]>;
  history(): Promise<Message[]>;
  recordUsage(id: string, helpful: boolean): Promise<void>;
  maintain(): Promise<void>;
  turn(userInput: string, llm: LlmProvider, options?: TurnOptions): Promise<{ reply: string; context: Message[] }>;
  stats(): Promise<MemoryStats>;
  clear(): Promise<void>;
}
