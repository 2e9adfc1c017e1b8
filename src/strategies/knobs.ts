/** @module strategies/knobs — per-strategy settings, one nested object per strategy name. */

/**
 * Knobs of individual strategies, each under its strategy's name, merged into the compress
 * options: `{ strategy: 'rlm', budget: 2000, rlm: { every: 8 } }`. Each strategy file that has
 * knobs declares its field here, with `@default`s in its own TSDoc.
 * @example
 * const knobs: StrategyKnobs = {};
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StrategyKnobs {}
