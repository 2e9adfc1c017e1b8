/** @module strategies/knobs — per-strategy settings, one nested object per strategy name. */

/**
 * Knobs of individual strategies, each under its strategy's name, merged into the compress
 * options: `{ strategy: 'rlm', budget: 2000, rlm: { every: 8 } }`. Each strategy file that has
 * knobs declares its field here, with `@default`s in its own TSDoc.
 * @example
 * const knobs: StrategyKnobs = {};
 */
export interface StrategyKnobs {
  /** Knobs of the `tiered` strategy. @default {} */
  tiered?: import('./tiered.js').TieredKnobs;
  /** LLM strategies (src/strategies/llm/): knobs of each under its name; defaults in `LlmKnobs`. */
  codex?: import('./llm/knobs.js').LlmKnobs['codex'];
  hierarchical?: import('./llm/knobs.js').LlmKnobs['hierarchical'];
  amem?: import('./llm/knobs.js').LlmKnobs['amem'];
  observations?: import('./llm/knobs.js').LlmKnobs['observations'];
  hybrid?: import('./llm/knobs.js').LlmKnobs['hybrid'];
  salience?: import('./llm/knobs.js').LlmKnobs['salience'];
  rlm?: import('./llm/knobs.js').LlmKnobs['rlm'];
  qpb?: import('./llm/knobs.js').LlmKnobs['qpb'];
  qtd?: import('./llm/knobs.js').LlmKnobs['qtd'];
}
