/** @module strategies/chatty-turn — the default keepLast gives way when the turn before the last is long talk with few facts. */
import type { Units } from '../extract/units.js';
import type { Message } from '../types.js';
import type { Plan } from './plan.js';

/** The last two messages crowd the budget when they take more than this share of it. */
const CROWDED_SHARE = 1 / 3;
/** A turn with fewer pinned facts (amounts, IDs, dates…) than this is talk, not a record. */
const FEW_FACTS = 3;

/**
 * Under the default keepLast (2), stop protecting the turn before the last when the last two
 * take more than a third of the budget and that turn holds fewer than three distinct pinned facts (a
 * paragraph the turn repeats says its amounts once): its
 * sentences then compete like history (a recap full of amounts and IDs stays verbatim). Only a
 * turn that is its own group (not part of a tool call) and not a system message is released.
 * Returns whether it was released; `plan` is updated in place.
 * @example
 * if (options.keepLastPreferred) releaseChattyTurn(plan, units, messages, options.budget);
 */
export function releaseChattyTurn(plan: Plan, units: Units, messages: readonly Message[], budget: number): boolean {
  const last = messages.length - 1;
  const turn = last - 1;
  if (turn < 1 || !plan.protected.has(turn) || messages[turn].role === 'system') return false;
  if (plan.groups[turn] === plan.groups[last] || plan.groups[turn - 1] === plan.groups[turn]) return false;
  if (plan.tokens[turn] + plan.tokens[last] <= CROWDED_SHARE * budget) return false;
  const { pins } = units.analysis;
  // Distinct facts: a turn that repeats its own paragraph says each amount once, however often it is copied.
  const facts = new Set<string>();
  for (let p = 0; p < pins.count; p++) if (units.message[pins.sentence[p]] === turn) facts.add(units.text.slice(pins.start[p], pins.end[p]));
  if (facts.size >= FEW_FACTS) return false;
  plan.protected.delete(turn);
  plan.protectedTokens -= plan.tokens[turn];
  return true;
}
