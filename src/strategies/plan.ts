/** @module strategies/plan — shared facts about a conversation: groups, protected messages, costs. */
import { BudgetError } from '../errors.js';
import { groupIds } from '../text/groups.js';
import { layoutPieces, pieceTokens, type Layout } from '../text/layout.js';
import { fixedTokens } from '../text/measure.js';
import type { Message } from '../types.js';
import { isCarried } from './llm/carried.js';
import { protectedTailStart } from './protected-tail.js';
import type { StrategyInput } from './types.js';

/** Per-message facts every strategy needs. */
export interface Plan {
  groups: Int32Array;
  /** Messages kept verbatim: system (keepSystem) and the last keepLast, widened to whole groups. */
  protected: Set<number>;
  /** Tokens of each input message. */
  tokens: number[];
  /** Tokens of the never-compressed part of each message (overhead, name, tool calls, parts). */
  fixed: number[];
  protectedTokens: number;
  totalTokens: number;
}

/**
 * Compute groups, protected set and costs (from `layout` when the caller already has one);
 * throws BudgetError when the protected part cannot fit.
 * @example
 * const plan = planConversation(input); if (plan.totalTokens <= input.options.budget) return all;
 */
export function planConversation(input: StrategyInput, layout?: Layout): Plan {
  const { messages, options, measure } = input;
  const groups = groupIds(messages);
  const prot = new Set<number>();
  for (let i = protectedTailStart(messages, options.keepLast, groups); i < messages.length; i++) prot.add(i);
  // A ledger or LLM block from an earlier compression is compressed again like history, never frozen.
  if (options.keepSystem) messages.forEach((m, i) => m.role === 'system' && !isCarried(m) && prot.add(i));
  const lay = layout ?? layoutPieces(messages);
  const perPiece = pieceTokens(lay, input.kernel, measure);
  const fixed = messages.map((m) => fixedTokens(m, measure));
  const tokens = fixed.slice();
  lay.pieces.forEach((p, i) => (tokens[p.message] += perPiece[i]));
  let protectedTokens = 0;
  let totalTokens = 0;
  tokens.forEach((t, i) => {
    totalTokens += t;
    if (prot.has(i)) protectedTokens += t;
  });
  if (protectedTokens > options.budget) {
    throw new BudgetError(options.budget, protectedTokens, 'the system messages and the last messages');
  }
  return { groups, protected: prot, tokens, fixed, protectedTokens, totalTokens };
}

/**
 * Messages at the given indices, in input order, plus the kept fractions (1 or 0).
 * @example
 * keepIndices(messages, new Set([0, 3]))
 */
export function keepIndices(messages: Message[], keep: Set<number>): { messages: Message[]; kept: number[] } {
  return {
    messages: messages.filter((_, i) => keep.has(i)),
    kept: messages.map((_, i) => (keep.has(i) ? 1 : 0)),
  };
}

/**
 * First message index of the group that message `i` belongs to (groups are contiguous runs).
 * @example
 * groupStart(plan, 5) // 3 when messages 3–5 are a tool call and its two results
 */
export function groupStart(plan: Plan, i: number): number {
  let start = i;
  while (start > 0 && plan.groups[start - 1] === plan.groups[i]) start--;
  return start;
}
