// A BudgetError's "expected at least N tokens" is a budget that works, for every local strategy.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BudgetError, compress, countTokens, type CompressOptions, type Message } from '../../src/platform/node.js';
import { conversationArb } from '../fixtures/conversation-arbitrary.js';

const STRATEGIES = ['pith', 'tiered', 'extractive', 'prune', 'window', 'truncate', 'full'];

/** The figure of the BudgetError that `options` raise, or undefined when the call succeeds. */
async function figure(messages: Message[], options: CompressOptions): Promise<number | undefined> {
  try {
    await compress(messages, options);
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(BudgetError);
    return (e as BudgetError).required;
  }
}

describe('BudgetError figures', () => {
  it('name a budget that works where tiered guessed short (its compact forms took more than estimated: 602 stated, 697 needed)', async () => {
    // Found by fuzzing: 19 messages of system notes, tool results and turns, counted one token per character.
    const { msgs, opts } = JSON.parse(readFileSync(new URL('../fixtures/tiered-budget-understated.json', import.meta.url), 'utf8'));
    const options: CompressOptions = { ...opts, tokenizer: (t: string) => t.length };
    const required = await figure(msgs, options);
    expect(required).toBeGreaterThan(opts.budget);
    const r = await compress(msgs, { ...options, budget: required! });
    expect(r.stats.compressedTokens).toBeLessThanOrEqual(required!);
  });

  it('name a budget that works on random conversations, for every strategy', async () => {
    const conversations = fc.sample(conversationArb, { numRuns: 24, seed: 20261123 });
    let failures = 0;
    for (const messages of conversations) {
      const total = await countTokens(messages);
      for (const strategy of STRATEGIES) {
        for (const budget of [8, Math.max(1, Math.floor(total / 12))]) {
          const required = await figure(messages, { budget, strategy });
          if (required === undefined) continue;
          failures++;
          const r = await compress(messages, { budget: required, strategy });
          expect(r.stats.compressedTokens, `${strategy} at ${required}`).toBeLessThanOrEqual(required);
        }
      }
    }
    expect(failures).toBeGreaterThan(20);
  });
});
