/** @module strategies/prune — token importance only: every older sentence pruned to fit. */
import { fitUnits } from '../extract/fit.js';
import { unitLinks } from '../extract/parents.js';
import { pruneTexts } from '../extract/prune.js';
import { unitText } from '../extract/units.js';
import { unitValues } from '../extract/values.js';
import { SentenceFlag } from '../kernel/types.js';
import { prepare } from './prepare.js';
import type { Strategy } from './types.js';

/**
 * `prune`: LLMLingua-style token pruning of older messages at the rate the budget needs; when the
 * pruned text still does not fit, the least valuable sentences go too. Code blocks and table rows
 * are never pruned; a kept table row brings its header and `|---|` row.
 * @example
 * await compress(messages, { budget: 1000, strategy: 'prune' });
 */
export const pruneStrategy: Strategy = {
  name: 'prune',
  description: 'token pruning by importance (type, TF-IDF, position); code blocks whole or dropped',
  compress(input) {
    const p = prepare(input, { query: input.options.query });
    if (p.done) return { messages: p.messages, kept: p.messages.map(() => 1), pinned: [], originalTokens: p.originalTokens };
    const { units, plan } = p;
    const s = units.analysis.sentences;
    const ids: number[] = [];
    let candidateTokens = 0;
    for (let i = 0; i < s.count; i++) {
      if (plan.protected.has(units.message[i]) || s.flags[i] & SentenceFlag.CODE) continue;
      ids.push(i);
      candidateTokens += units.cost[i];
    }
    const room = input.options.budget - plan.protectedTokens;
    const ratio = Math.min(1, Math.max(0.15, (room * 0.85) / Math.max(1, candidateTokens)));
    const pruned = pruneTexts(input.kernel, ids.map((i) => unitText(units, i)), ratio, { query: input.options.query });
    const rewrite = new Map(ids.map((id, k) => [id, pruned[k]] as const));
    const value = unitValues(units, p.messages.length);
    const forced = new Uint8Array(value.length);
    // A kept table row brings its header and rule row, a list item its lead-in (as in `pith`).
    const { parents, rules } = unitLinks(units);
    const fit = fitUnits({ ...input, ...p, budget: input.options.budget, value, forced, rewrite, parents, rules });
    return { messages: fit.messages, kept: fit.kept, pinned: [], originalTokens: p.originalTokens };
  },
};
