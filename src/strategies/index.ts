/** @module strategies — the registry: every strategy by name, one interface. */
import { OptionsError, describe } from '../errors.js';
import { extractiveStrategy } from './extractive.js';
import { fullStrategy } from './full.js';
import { LLM_STRATEGIES } from './llm/index.js';
import { pithStrategy } from './pith.js';
import { pruneStrategy } from './prune.js';
import { tieredStrategy } from './tiered.js';
import { truncateStrategy } from './truncate.js';
import type { Strategy } from './types.js';
import { windowStrategy } from './window.js';

export type { Strategy, StrategyInput, StrategyOutput, ResolvedOptions } from './types.js';
export { LLM_STRATEGIES, needsLlm } from './llm/index.js';

const REGISTRY = new Map<string, Strategy>(
  [fullStrategy, windowStrategy, truncateStrategy, extractiveStrategy, pruneStrategy, pithStrategy, tieredStrategy, ...LLM_STRATEGIES].map((s) => [s.name, s]),
);

/**
 * Names of the registered strategies, in registration order.
 * @example
 * STRATEGY_NAMES.includes('tiered') // true
 */
export const STRATEGY_NAMES: readonly string[] = [...REGISTRY.keys()];

/**
 * Look up a strategy by name; throws OptionsError listing the known names.
 * @example
 * getStrategy('pith').description
 */
export function getStrategy(name: string): Strategy {
  const s = REGISTRY.get(name);
  if (!s) {
    throw new OptionsError(`strategy: expected one of ${[...REGISTRY.keys()].join(', ')}, found ${describe(name)}`);
  }
  return s;
}

/**
 * Add a strategy (later issues plug theirs in by name); replaces one with the same name.
 * @example
 * registerStrategy({ name: 'mine', description: '…', compress: (input) => … });
 */
export function registerStrategy(strategy: Strategy): void {
  REGISTRY.set(strategy.name, strategy);
  (STRATEGY_NAMES as string[]).splice(0, STRATEGY_NAMES.length, ...REGISTRY.keys());
}
