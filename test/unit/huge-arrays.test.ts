// Inputs with more items than a function call takes arguments: no spread into push() may throw RangeError.
import { describe, expect, it } from 'vitest';
import { compress, createMemory } from '../../src/platform/node.js';
import type { Message } from '../../src/types.js';

describe('inputs past the call-stack argument limit', () => {
  it('compresses a tool result with 150,000 facts and a field (was "Maximum call stack size exceeded")', async () => {
    const log = 'status: ok\n' + Array.from({ length: 150_000 }, (_, i) => `item ${i} weighs ${(i % 90) + 1} kg`).join('. ');
    const messages: Message[] = [
      { role: 'user', content: 'Check the weights log.' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'log', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: log },
      { role: 'user', content: 'Anything odd?' },
    ];
    const out = await compress(messages, { budget: 2000 });
    expect(out.stats.compressedTokens).toBeLessThanOrEqual(2000);
    expect(out.stats.pinned).toBeGreaterThan(0);
    expect(out.messages.at(-1)).toEqual(messages.at(-1));
  }, 60_000);

  it('stores 130,000 messages given to add() as one array, in order', async () => {
    const messages: Message[] = Array.from({ length: 130_000 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `n${i}` }));
    const memory = await createMemory();
    const ids = await memory.add(messages);
    expect(ids.length).toBeGreaterThan(0);
    const history = await memory.history();
    expect(history.length).toBe(messages.length);
    expect(history.at(-1)).toEqual(messages.at(-1));
  }, 120_000);
});
