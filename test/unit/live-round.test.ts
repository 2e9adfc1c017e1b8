// An agent mid tool loop: when its latest round overflows the default keepLast, the round stays (calls answered) and history gives way.
import { describe, expect, it } from 'vitest';
import { compress } from '../../src/platform/node.js';
import type { Message } from '../../src/types.js';

const rows = (tag: string) => Array.from({ length: 40 }, (_, i) => `${tag} row ${i}: status ok, latency ${100 + i} ms, region eu-west, build green, nothing notable`).join('\n');

/** Eight rounds of two calls each; the conversation ends with the latest round's results. */
function toolLoop(): Message[] {
  const messages: Message[] = [{ role: 'user', content: 'Check order ORD-58213 for Lyon, the budget is $4,000. Use the tools.' }];
  for (let r = 0; r < 8; r++) {
    messages.push({
      role: 'assistant', content: `Round ${r}: fetching the logs and the order.`,
      tool_calls: [
        { id: `logs_${r}`, type: 'function', function: { name: 'get_logs', arguments: `{"round":${r}}` } },
        { id: `order_${r}`, type: 'function', function: { name: 'get_order', arguments: `{"round":${r}}` } },
      ],
    });
    messages.push({ role: 'tool', tool_call_id: `logs_${r}`, content: rows(`r${r}`) });
    messages.push({ role: 'tool', tool_call_id: `order_${r}`, content: `Order ORD-58213 batch ${r}: ${r + 3} pallets leave hub H${r}7.` });
  }
  return messages;
}

describe('the live tool round', () => {
  it('overflowing keepLast, still ends the output: its calls, each answered, the short result whole', async () => {
    const input = toolLoop();
    for (const budget of [600, 900]) {
      const { messages, stats } = await compress(input, { budget });
      expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
      const calls = messages.at(-3);
      expect(calls?.tool_calls?.map((c) => c.id)).toEqual(['logs_7', 'order_7']);
      expect(messages.slice(-2).map((m) => m.tool_call_id)).toEqual(['logs_7', 'order_7']);
      expect(messages.at(-1)?.content).toBe('Order ORD-58213 batch 7: 10 pallets leave hub H77.');
    }
  });

  it('leaves an explicit keepLast: 0 to the ranking, and a conversation that ends with the user alone', async () => {
    const input = toolLoop();
    const explicit = await compress(input, { budget: 600, keepLast: 0 });
    expect(explicit.messages.some((m) => m.tool_calls?.some((c) => c.id === 'logs_7'))).toBe(false);
    const noted = [...input, { role: 'user' as const, content: 'Note: the courier for batch 7 is DHL.' }];
    const out = await compress(noted, { budget: 600 });
    expect(out.messages.at(-1)?.content).toBe('Note: the courier for batch 7 is DHL.');
  });
});
