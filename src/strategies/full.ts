/** @module strategies/full — no compression: everything, or a BudgetError when it does not fit. */
import { BudgetError } from '../errors.js';
import { conversationTokens } from '../text/measure.js';
import type { Strategy } from './types.js';

/**
 * `full`: the uncompressed baseline. Throws `BudgetError` when the conversation exceeds the budget,
 * naming the whole conversation's tokens (what it needs, whatever keepLast says).
 * @example
 * await compress(messages, { budget: 100_000, strategy: 'full' });
 */
export const fullStrategy: Strategy = {
  name: 'full',
  description: 'keep every message (baseline); fails when the conversation exceeds the budget',
  compress(input) {
    const total = conversationTokens(input.messages, input.measure);
    if (total > input.options.budget) {
      throw new BudgetError(input.options.budget, total, "strategy 'full' (every message)");
    }
    return { messages: input.messages, kept: input.messages.map(() => 1), pinned: [], originalTokens: total };
  },
};
