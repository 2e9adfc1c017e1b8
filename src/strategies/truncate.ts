/** @module strategies/truncate — LangChain trimMessages-like: last messages, partial first message. */
import type { Kernel } from '../kernel/types.js';
import { fixedTokens, type Measure } from '../text/measure.js';
import type { Message } from '../types.js';
import { groupStart, planConversation } from './plan.js';
import type { Strategy } from './types.js';

/**
 * The longest tail of whole sentences of `text` whose cost fits `room`, or '' when none does.
 * Sentence costs are summed once (linear), then the joined tail is re-counted and trimmed from
 * its front until the exact count fits (joining can cost a little more than the parts).
 */
function tailThatFits(text: string, room: number, kernel: Kernel, measure: Measure): string {
  const s = kernel.sentences(text, Int32Array.of(0));
  let first = s.count;
  let sum = 0;
  while (first > 0) {
    const cost = measure.count(text.slice(s.start[first - 1], s.end[first - 1]));
    if (sum + cost > room) break;
    sum += cost;
    first--;
  }
  for (; first < s.count; first++) {
    const tail = text.slice(s.start[first], s.end[s.count - 1]);
    if (measure.count(tail) <= room) return tail;
  }
  return '';
}

/**
 * `truncate`: like `trimMessages({ strategy: 'last', includeSystem: true, allowPartial: true })`:
 * keep the newest whole groups that fit, then the tail sentences of the next older plain message.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'truncate' });
 */
export const truncateStrategy: Strategy = {
  name: 'truncate',
  description: 'trimMessages-like: newest messages that fit, the oldest kept one cut to its tail',
  compress(input) {
    const { messages, options, kernel, measure } = input;
    const plan = planConversation(input);
    const out = new Map<number, Message>();
    const kept: number[] = messages.map((_, i) => (plan.protected.has(i) ? 1 : 0));
    for (const i of plan.protected) out.set(i, messages[i]);
    let used = plan.protectedTokens;
    for (let i = messages.length - 1; i >= 0; ) {
      const start = groupStart(plan, i);
      let cost = 0;
      for (let j = start; j <= i; j++) if (!out.has(j)) cost += plan.tokens[j];
      if (used + cost <= options.budget) {
        used += cost;
        for (let j = start; j <= i; j++) (out.set(j, messages[j]), (kept[j] = 1));
        i = start - 1;
        continue;
      }
      const m = messages[i];
      if (start === i && !out.has(i) && typeof m.content === 'string') {
        const room = options.budget - used - fixedTokens(m, measure);
        const tail = room > 0 ? tailThatFits(m.content, room, kernel, measure) : '';
        if (tail) {
          out.set(i, { ...m, content: tail });
          kept[i] = measure.count(tail) / Math.max(1, measure.count(m.content));
        }
      }
      break;
    }
    const order = [...out.keys()].sort((a, b) => a - b);
    return { messages: order.map((i) => out.get(i)!), kept, pinned: [] };
  },
};
