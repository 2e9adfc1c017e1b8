/** @module strategies/llm — the LLM strategies, in registry order, and how to tell them apart. */
import type { Strategy } from '../types.js';
import { amemStrategy } from './amem.js';
import { codexStrategy } from './codex.js';
import { hierarchicalStrategy } from './hierarchical.js';
import { hybridStrategy } from './hybrid.js';
import { naiveStrategy } from './naive.js';
import { observationsStrategy } from './observations.js';
import { protectedCoreStrategy } from './protected-core.js';
import { qtdStrategy } from './qtd.js';
import { qpbStrategy, rlmStrategy } from './rlm.js';
import {
  salienceAggressiveStrategy, salienceConservativeStrategy, salienceRankedStrategy, salienceStrategy, salienceTopkStrategy,
} from './salience.js';

/**
 * Every LLM strategy (each needs the `llm` option), in registry order.
 * @example
 * LLM_STRATEGIES.map((s) => s.name) // ['naive', 'codex', …]
 */
export const LLM_STRATEGIES: readonly Strategy[] = [
  naiveStrategy, codexStrategy, hierarchicalStrategy, amemStrategy, observationsStrategy, protectedCoreStrategy,
  hybridStrategy, salienceStrategy, salienceConservativeStrategy, salienceAggressiveStrategy, salienceRankedStrategy,
  salienceTopkStrategy, rlmStrategy, qpbStrategy, qtdStrategy,
];

/**
 * Does this strategy need an LLM provider? (Registered strategies may declare `needsLlm: true`.)
 * @example
 * needsLlm(getStrategy('salience')) // true; needsLlm(getStrategy('pith')) // false
 */
export function needsLlm(strategy: Strategy): boolean {
  return (strategy as { needsLlm?: unknown }).needsLlm === true;
}
