/** @module strategies/llm/split — which messages an LLM strategy keeps, reads back, or compresses. */
import { expandToGroups } from '../../text/groups.js';
import { planConversation, type Plan } from '../plan.js';
import type { StrategyInput } from '../types.js';
import { isCarried } from './carried.js';

/** A conversation split for an LLM strategy (message indices, input order). */
export interface Split {
  plan: Plan;
  /** System messages kept verbatim (keepSystem), carried blocks excluded. */
  system: number[];
  /** Blocks and ledgers written by an earlier compression: read back, then compressed again. */
  carried: number[];
  /** The last keepLast messages (whole tool groups): verbatim. */
  recent: number[];
  /** The strategy's extra recent window beyond keepLast: verbatim while it fits. */
  window: number[];
  /** Everything else: what the strategy compresses. */
  old: number[];
}

/**
 * Split the conversation: protected system and last keepLast messages, an extra recent window of
 * `windowSize` messages (whole groups), carried state, and the older messages. Throws BudgetError
 * when the protected part cannot fit.
 * @example
 * const s = splitConversation(input, 4); s.old // indices the LLM summarises
 */
export function splitConversation(input: StrategyInput, windowSize = 0): Split {
  const { messages } = input;
  const plan = planConversation(input);
  const last = new Set<number>();
  for (let i = Math.max(0, messages.length - windowSize); i < messages.length; i++) last.add(i);
  const win = expandToGroups(last, plan.groups);
  const out: Split = { plan, system: [], carried: [], recent: [], window: [], old: [] };
  messages.forEach((m, i) => {
    if (isCarried(m)) out.carried.push(i);
    else if (plan.protected.has(i)) (m.role === 'system' ? out.system : out.recent).push(i);
    else if (win.has(i)) out.window.push(i);
    else out.old.push(i);
  });
  return out;
}
