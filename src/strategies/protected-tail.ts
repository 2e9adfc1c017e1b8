/** @module strategies/protected-tail — where the last keepLast messages start, widened so a tool call keeps its results. */
import { groupIds } from '../text/groups.js';
import type { Message } from '../types.js';

/**
 * Index of the first of the last `keepLast` messages, moved back to the start of a group that
 * straddles it (a tool call and its results are kept together or not at all); `messages.length`
 * when `keepLast` is 0. `groups` are the conversation's group ids when the caller has them.
 * @example
 * protectedTailStart([user, assistantWithCall, toolResult], 1) // 1: the result brings its call
 */
export function protectedTailStart(messages: readonly Message[], keepLast: number, groups: Int32Array = groupIds(messages)): number {
  if (keepLast <= 0 || messages.length === 0) return messages.length;
  // Groups are contiguous runs: the start of the group of the first of the last keepLast messages.
  let start = Math.max(0, messages.length - keepLast);
  while (start > 0 && groups[start - 1] === groups[start]) start--;
  return start;
}
