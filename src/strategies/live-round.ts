/** @module strategies/live-round — an agent mid tool loop keeps the round it is answering: each result's first unit ranks first. */
import type { Units } from '../extract/units.js';
import type { Message } from '../types.js';
import { groupStart, type Plan } from './plan.js';

/**
 * Units that keep the live tool round present when the default keepLast had to give way (the
 * round alone overflows the budget): when the conversation ends with tool results that are not
 * protected, the first unit of each result of that round, to be ranked above history. Kept, they keep the round's call and
 * every result of it (a call is answered, `[result omitted]` where nothing else fits); the rest
 * of the results competes like history. Dropping the round instead left a turn that announces
 * calls no one answered, and the model the agent asks next without what it just fetched.
 * @example
 * for (const i of liveRoundHeads(units, messages, plan)) value[i] += LIVE_ROUND_BONUS;
 */
export function liveRoundHeads(units: Units, messages: readonly Message[], plan: Plan): number[] {
  const last = messages.length - 1;
  if (last < 0 || messages[last].role !== 'tool' || plan.protected.has(last)) return [];
  const first = groupStart(plan, last);
  const heads: number[] = [];
  let seen = -1;
  for (let i = 0; i < units.message.length; i++) {
    const m = units.message[i];
    if (m < first || m === seen || messages[m].role !== 'tool') continue;
    seen = m;
    heads.push(i);
  }
  return heads;
}
