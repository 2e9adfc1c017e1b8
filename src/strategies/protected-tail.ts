/** @module strategies/protected-tail — where the last keepLast messages start, widened so a tool call keeps its results. */
import { expandToGroups, groupIds } from '../text/groups.js';
import type { Message } from '../types.js';

/**
 * Index of the first of the last `keepLast` messages, moved back to the start of a group that
 * straddles it (a tool call and its results are kept together or not at all); `messages.length`
 * when `keepLast` is 0.
 * @example
 * protectedTailStart([user, assistantWithCall, toolResult], 1) // 1: the result brings its call
 */
export function protectedTailStart(messages: readonly Message[], keepLast: number): number {
  if (keepLast <= 0 || messages.length === 0) return messages.length;
  const last = new Set<number>();
  for (let i = Math.max(0, messages.length - keepLast); i < messages.length; i++) last.add(i);
  const kept = expandToGroups(last, groupIds(messages));
  return Math.min(...kept);
}
