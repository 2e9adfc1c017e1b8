/** @module extract/calls-without-results — an assistant message kept for its words loses the tool calls whose results were all dropped. */
import type { Plan } from '../strategies/plan.js';
import type { Message } from '../types.js';

/**
 * Selected assistant messages whose tool calls lost every result: nothing of the group's tool
 * messages was selected and none is protected. They are kept as plain text, and the calls (their
 * arguments, the empty results) are not worth their tokens.
 * @example
 * callsWithoutResults(messages, plan, new Set([4])) // Set {4} when none of message 4's results is kept
 */
export function callsWithoutResults(messages: readonly Message[], plan: Plan, selected: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  for (const i of selected) {
    const m = messages[i];
    if (m.role !== 'assistant' || !m.tool_calls?.length || plan.protected.has(i)) continue;
    let answered = false;
    for (let t = i + 1; t < messages.length && plan.groups[t] === plan.groups[i]; t++) if (selected.has(t) || plan.protected.has(t)) answered = true;
    if (!answered) out.add(i);
  }
  return out;
}
