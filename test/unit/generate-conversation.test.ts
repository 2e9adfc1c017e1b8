// The benchmark conversation generator: deterministic per seed, valid messages, facts and tool calls, few verbatim repeats.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { generateConversation } from '../../bench/generate-conversation.js';
import type { Message } from '../../src/types.js';
import { parseMessages } from '../../src/validate/messages.js';

const o200k = (messages: Message[]): number =>
  messages.reduce(
    (n, m) =>
      n +
      4 +
      countTokens(String(m.content), { disallowedSpecial: new Set() }) +
      (m.tool_calls ? countTokens(JSON.stringify(m.tool_calls)) : 0),
    0,
  );

describe('generateConversation', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const a = generateConversation({ seed: 42, targetTokens: 5_000 });
    const b = generateConversation({ seed: 42, targetTokens: 5_000 });
    const c = generateConversation({ seed: 43, targetTokens: 5_000 });
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    expect(c[1].content).not.toEqual(a[1].content);
  });

  it.each([2_000, 10_000, 50_000])('lands within 10%% of %i o200k tokens', (targetTokens) => {
    const messages = generateConversation({ seed: 7, targetTokens });
    const tokens = o200k(messages);
    expect(tokens).toBeGreaterThan(targetTokens * 0.9);
    expect(tokens).toBeLessThan(targetTokens * 1.1);
  });

  it('produces valid messages: system first, user last, tool results answer their calls', () => {
    const messages = generateConversation({ seed: 11, targetTokens: 20_000 });
    expect(parseMessages(messages)).toEqual(messages);
    expect(messages[0].role).toBe('system');
    expect(messages.at(-1)?.role).toBe('user');
    messages.forEach((m, i) => {
      if (m.role === 'tool') {
        expect(messages[i - 1].tool_calls?.[0].id).toBe(m.tool_call_id);
        expect(() => JSON.parse(m.content as string)).not.toThrow();
      }
    });
  });

  it('carries facts, tool calls and code blocks by default, and can leave the last two out', () => {
    const text = (ms: Message[]): string => ms.map((m) => m.content).join('\n');
    const rich = generateConversation({ seed: 5, targetTokens: 20_000 });
    expect(text(rich)).toMatch(/\$\d[\d,]*(\.\d\d)?/);
    expect(text(rich)).toMatch(/\b(ORD-\d{5}|INV-\d{4}-\d{4})\b/);
    expect(text(rich)).toMatch(/\+1 \(\d{3}\) 555-\d{4}/);
    expect(text(rich)).toMatch(/Actually make it \d+ \w+, not \d+\./);
    expect(text(rich)).toContain('```');
    expect(rich.some((m) => m.role === 'tool')).toBe(true);

    const plain = generateConversation({ seed: 5, targetTokens: 20_000, toolCalls: false, codeBlocks: false });
    expect(plain.some((m) => m.role === 'tool' || m.tool_calls)).toBe(false);
    expect(text(plain)).not.toContain('```');
  });

  it('rarely repeats a sentence word for word', () => {
    const messages = generateConversation({ seed: 3, targetTokens: 20_000, toolCalls: false });
    const sentences = messages.flatMap((m) => String(m.content).split(/(?<=[.?!])\s+/));
    expect(new Set(sentences).size / sentences.length).toBeGreaterThan(0.95);
  });
});
