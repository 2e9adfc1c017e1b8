/** @module strategies/prepare — the shared first steps of the sentence-level strategies. */
import { buildUnits, type Units } from '../extract/units.js';
import { layoutPieces } from '../text/layout.js';
import { withoutThink } from '../text/think.js';
import type { AnalyzeOptions } from '../kernel/types.js';
import type { Message } from '../types.js';
import { planConversation, type Plan } from './plan.js';
import type { StrategyInput } from './types.js';

/** A conversation ready for selection, or `done` when it already fits. */
export type Prepared =
  | { done: true; messages: Message[]; originalTokens: number }
  | { done: false; messages: Message[]; plan: Plan; units: Units; originalTokens: number };

/**
 * Plan the conversation; when over budget, strip reasoning blocks from older assistant turns, and
 * when still over, analyse every text piece in one kernel call.
 * @example
 * const p = prepare(input, { query }); if (p.done) return identity(p.messages);
 */
export function prepare(input: StrategyInput, analyze: AnalyzeOptions = {}): Prepared {
  let layout = layoutPieces(input.messages);
  let plan = planConversation(input, layout);
  const originalTokens = plan.totalTokens;
  if (plan.totalTokens <= input.options.budget) return { done: true, messages: input.messages, originalTokens };
  let changed = false;
  const messages = input.messages.map((m, i) => {
    if (m.role !== 'assistant' || plan.protected.has(i)) return m;
    const stripped = withoutThink(m);
    if (stripped !== m) changed = true;
    return stripped;
  });
  if (changed) {
    layout = layoutPieces(messages);
    plan = planConversation({ ...input, messages }, layout);
    if (plan.totalTokens <= input.options.budget) return { done: true, messages, originalTokens };
  }
  const units = buildUnits(layout, input.kernel, input.measure, analyze);
  return { done: false, messages, plan, units, originalTokens };
}
