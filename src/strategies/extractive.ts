/** @module strategies/extractive — sentence selection only: no ledger, no pruning. */
import { fitUnits } from '../extract/fit.js';
import { unitValues } from '../extract/values.js';
import { prepare } from './prepare.js';
import type { Strategy } from './types.js';

/**
 * `extractive`: keep the best sentences of older messages (code blocks whole) by value per token.
 * @example
 * await compress(messages, { budget: 1000, strategy: 'extractive' });
 */
export const extractiveStrategy: Strategy = {
  name: 'extractive',
  description: 'sentence selection only (scores, BM25 with a query), code blocks whole or dropped',
  compress(input) {
    const p = prepare(input, { query: input.options.query });
    if (p.done) return { messages: p.messages, kept: p.messages.map(() => 1), pinned: [], originalTokens: p.originalTokens };
    const value = unitValues(p.units, p.messages.length);
    const forced = new Uint8Array(value.length);
    const fit = fitUnits({ ...input, ...p, budget: input.options.budget, value, forced });
    return { messages: fit.messages, kept: fit.kept, pinned: [], originalTokens: p.originalTokens };
  },
};
