/** @module strategies/truncate — LangChain trimMessages-like: last messages, partial first message. */
import type { Kernel } from '../kernel/types.js';
import { fixedTokens, type Measure } from '../text/measure.js';
import { isTextPart } from '../text/parts.js';
import { stripThink } from '../text/think.js';
import type { Content, Message, TextPart } from '../types.js';
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
 * The tail of text content that fits `room`: a string's tail sentences; of text parts, the last
 * whole parts that fit and the tail of the one before them, so `[{ type: 'text', text }]` (how the
 * AI SDK, Anthropic and LangChain carry text) is cut as the string `text` is. An assistant's
 * reasoning block is never cut: the text cut loses it first (half a thought is not one, and the
 * adapters drop a cut reasoning part). `undefined` when nothing fits or the content holds a
 * non-text part (kept or dropped whole, never cut).
 */
function contentTail(content: Content, room: number, kernel: Kernel, measure: Measure, assistant: boolean): { content: Content; kept: number } | undefined {
  if (room <= 0) return undefined;
  const parts: TextPart[] = typeof content === 'string' ? [{ type: 'text', text: content }] : content.every(isTextPart) ? content : [];
  const costs = parts.map((p) => measure.count(p.text));
  const out: TextPart[] = [];
  let left = room;
  for (let k = parts.length - 1; k >= 0; k--) {
    if (costs[k] <= left) {
      out.unshift(parts[k]);
      left -= costs[k];
      continue;
    }
    const tail = tailThatFits(assistant ? stripThink(parts[k].text) : parts[k].text, left, kernel, measure);
    if (tail) out.unshift({ ...parts[k], text: tail }), (left -= measure.count(tail));
    break;
  }
  if (!out.some((p) => p.text)) return undefined;
  const total = costs.reduce((n, c) => n + c, 0);
  return { content: typeof content === 'string' ? out[0].text : out, kept: (room - left) / Math.max(1, total) };
}

/**
 * `truncate`: like `trimMessages({ strategy: 'last', includeSystem: true, allowPartial: true })`:
 * keep the newest whole groups that fit, then the tail sentences of the next older message of text
 * (a string or text parts).
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
      if (start === i && !out.has(i)) {
        const tail = contentTail(m.content, options.budget - used - fixedTokens(m, measure), kernel, measure, m.role === 'assistant');
        if (tail) {
          out.set(i, { ...m, content: tail.content });
          kept[i] = tail.kept;
        }
      }
      break;
    }
    const order = [...out.keys()].sort((a, b) => a - b);
    return { messages: order.map((i) => out.get(i)!), kept, pinned: [] };
  },
};
