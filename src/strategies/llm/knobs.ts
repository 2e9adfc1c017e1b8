/** @module strategies/llm/knobs — the knobs of the LLM strategies, each under its strategy's name. */

/**
 * Knobs of the LLM strategies (`compress(msgs, { strategy: 'rlm', rlm: { every: 6 }, … })`).
 * Out-of-range values throw OptionsError ("rlm.every: expected an integer ≥ 1, found number 0").
 * @example
 * const k: LlmKnobs['salience'] = { capTokens: 3000, k: 4 };
 */
export interface LlmKnobs {
  codex: {
    /** Context window the trigger is measured against. @default the budget */
    window?: number;
    /** Tokens reserved for the model's output. @default 0 */
    outputReserve?: number;
    /** Compact past this share of window − outputReserve. @default 0.9 */
    threshold?: number;
    /** Token cap on the older user messages kept verbatim. @default 20000 */
    userTokens?: number;
  };
  hierarchical: {
    /** Tokens per first-level chunk. @default 2000 */
    chunkTokens?: number;
    /** Summaries merged per call at each higher level. @default 4 */
    fanIn?: number;
  };
  amem: {
    /** Notes retrieved. @default 10 */
    topK?: number;
    /** BM25 share of the hybrid score (the rest is embedding similarity). @default 0.5 */
    lexical?: number;
  };
  observations: {
    /** Observation records retrieved. @default 8 */
    topK?: number;
  };
  hybrid: {
    /** Weight of entity-graph relevance. @default 0.4 */
    graphWeight?: number;
    /** Weight of embedding similarity. @default 0.6 */
    vectorWeight?: number;
    /** Older messages retrieved verbatim. @default 8 */
    topK?: number;
  };
  salience: {
    /** Cap on the cumulative salience set, in tokens. @default 5000 */
    capTokens?: number;
    /** Items kept by `salience-topk`. @default 5 */
    k?: number;
    /** Lowest score (1–10) kept by `salience-ranked`. @default 7 */
    threshold?: number;
    /** Most items kept by `salience-aggressive`. @default 3 */
    max?: number;
  };
  rlm: {
    /** The blob is rewritten every this many older messages. @default 8 */
    every?: number;
    /** Recent messages kept raw. @default 4 */
    recent?: number;
  };
  qpb: {
    /** As `rlm.every`. @default 8 */
    every?: number;
    /** As `rlm.recent`. @default 4 */
    recent?: number;
    /** Share of the budget the pinned ledger may take. @default 0.25 */
    ledgerShare?: number;
  };
  qtd: {
    /** Recent messages kept raw after the extraction. @default 4 */
    recent?: number;
  };
}
