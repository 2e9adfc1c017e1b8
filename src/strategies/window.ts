/** @module strategies/window — the most recent messages that fit, with system messages kept. */
import { groupStart, keepIndices, planConversation } from './plan.js';
import type { Strategy } from './types.js';

/**
 * `window`: walk back from the newest message, keeping whole groups while they fit.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'window' });
 */
export const windowStrategy: Strategy = {
  name: 'window',
  description: 'most recent messages that fit the budget (system messages kept)',
  compress(input) {
    const { messages, options } = input;
    const plan = planConversation(input);
    const keep = new Set(plan.protected);
    let used = plan.protectedTokens;
    for (let i = messages.length - 1; i >= 0; ) {
      const start = groupStart(plan, i);
      let cost = 0;
      for (let j = start; j <= i; j++) if (!keep.has(j)) cost += plan.tokens[j];
      if (used + cost > options.budget) break;
      used += cost;
      for (let j = start; j <= i; j++) keep.add(j);
      i = start - 1;
    }
    return { ...keepIndices(messages, keep), pinned: [] };
  },
};
