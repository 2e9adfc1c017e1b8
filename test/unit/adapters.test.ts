// The adapters against the real packages: the openai client, the Vercel AI SDK and LangChain.js.
import { readFileSync } from 'node:fs';
import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { generateText, wrapLanguageModel, type ModelMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { compressModelMessages, pithMiddleware } from '../../src/adapters/ai-sdk.js';
import { compressLangChain } from '../../src/adapters/langchain.js';
import { compressOpenAI } from '../../src/adapters/openai.js';
import { countTokens, InputError } from '../../src/platform/node.js';
import { startLlmServer } from '../fixtures/llm-server.js';

const example = JSON.parse(readFileSync(new URL('../../examples/support-chat.json', import.meta.url), 'utf8'));
const chat: Array<{ role: 'system' | 'user' | 'assistant'; content: string }> = example.messages;
const BUDGET = 400;
const long = (s: string) => `${s} ${'The courier scans every parcel twice at the depot before loading. '.repeat(12)}`;

describe('OpenAI chat messages', () => {
  const history = [
    { role: 'developer' as const, content: chat[0].content },
    ...chat.slice(1, -2),
    { role: 'assistant' as const, content: null, tool_calls: [{ id: 'call_1', type: 'function' as const, function: { name: 'lookup_order', arguments: '{"id":"ORD-58213"}' } }] },
    { role: 'tool' as const, tool_call_id: 'call_1', content: long('{"status":"packed","eta":"2026-12-03"}') },
    ...chat.slice(-2),
  ];

  it('returns OpenAI messages within budget, developer role restored, tool call with its result', async () => {
    const { messages, stats } = await compressOpenAI(history, { budget: BUDGET });
    expect(stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expect(stats.originalTokens).toBeGreaterThan(BUDGET);
    expect(messages[0]).toBe(history[0]); // unchanged: the same object
    expect(messages[0].role).toBe('developer');
    expect(messages.at(-1)).toBe(history.at(-1));
    const call = messages.findIndex((m) => m.role === 'assistant' && 'tool_calls' in m && m.tool_calls);
    if (call >= 0) expect(messages[call + 1]).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    for (const m of messages) expect(Object.keys(m).some((k) => k.startsWith('__pith'))).toBe(false);
  });

  it('the official openai client sends the compressed messages as they are', async () => {
    const server = await startLlmServer(() => 'noted');
    try {
      const { messages } = await compressOpenAI(history, { budget: BUDGET });
      const client = new OpenAI({ baseURL: server.url, apiKey: 'test-key' });
      const reply = await client.chat.completions.create({ model: 'fixture', messages });
      expect(reply.choices[0].message.content).toBe('noted');
      expect(server.requests[0].body.messages).toEqual(JSON.parse(JSON.stringify(messages)));
    } finally {
      await server.close();
    }
  });

  it('rejects a message of an unknown role with a typed error', async () => {
    await expect(compressOpenAI([{ role: 'critic', content: 'x' }], { budget: 100 })).rejects.toThrow(
      /expected one of system, developer, user, assistant, tool, function, found "critic"/,
    );
    await expect(compressOpenAI([{ role: 'critic', content: 'x' }], { budget: 100 })).rejects.toBeInstanceOf(InputError);
  });
});

describe('Vercel AI SDK', () => {
  const history: ModelMessage[] = [
    { role: 'system', content: chat[0].content },
    ...chat.slice(1, -2).map((m) => (m.role === 'user' ? { role: 'user' as const, content: [{ type: 'text' as const, text: m.content }] } : { role: 'assistant' as const, content: m.content })),
    { role: 'assistant', content: [{ type: 'text', text: 'Let me check the order.' }, { type: 'tool-call', toolCallId: 't1', toolName: 'lookup', input: { id: 'ORD-58213' } }] },
    { role: 'tool', content: [{ type: 'tool-result', toolCallId: 't1', toolName: 'lookup', output: { type: 'text', value: long('status packed, eta 2026-12-03') } }] },
    ...chat.slice(-2).map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content })),
  ];

  it('compresses ModelMessage[] and generateText accepts the result', async () => {
    const { messages, stats } = await compressModelMessages(history, { budget: BUDGET });
    expect(stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expect(messages[0]).toBe(history[0]);
    const call = messages.findIndex((m) => m.role === 'assistant' && Array.isArray(m.content) && m.content.some((p) => p.type === 'tool-call'));
    if (call >= 0) expect(messages[call + 1].role).toBe('tool');
    let seen: unknown;
    const model = new MockLanguageModelV3({
      doGenerate: async (opts) => {
        seen = opts.prompt;
        return { content: [{ type: 'text', text: 'ok' }], finishReason: { unified: 'stop', raw: 'stop' }, usage: usage(), warnings: [] };
      },
    });
    const { text } = await generateText({ model, messages });
    expect(text).toBe('ok');
    expect((seen as unknown[]).length).toBe(messages.length);
  });

  it('the middleware compresses every prompt before the model sees it', async () => {
    const prompts: unknown[] = [];
    const model = new MockLanguageModelV3({
      doGenerate: async (opts) => {
        prompts.push(opts.prompt);
        return { content: [{ type: 'text', text: 'ok' }], finishReason: { unified: 'stop', raw: 'stop' }, usage: usage(), warnings: [] };
      },
    });
    const wrapped = wrapLanguageModel({ model, middleware: pithMiddleware({ budget: BUDGET }) });
    await generateText({ model: wrapped, messages: history });
    const sent = prompts[0] as Array<{ role: string; content: unknown }>;
    const role = (r: string) => (r === 'tool' ? 'user' : r);
    const asText = sent.map((m) => ({ role: role(m.role), content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }));
    const original = history.map((m) => ({ role: role(m.role), content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content) }));
    expect(await countTokens(asText as never)).toBeLessThan(await countTokens(original as never));
    expect(JSON.stringify(sent.at(-1))).toContain(chat.at(-1)!.content.slice(0, 40));
  });
});

describe('LangChain.js', () => {
  const history: BaseMessage[] = [
    new SystemMessage(chat[0].content),
    ...chat.slice(1, -2).map((m) => (m.role === 'user' ? new HumanMessage({ content: m.content, id: `h-${m.content.length}` }) : new AIMessage(m.content))),
    new AIMessage({ content: '', tool_calls: [{ id: 'lc1', name: 'lookup', args: { id: 'ORD-58213' } }] }),
    new ToolMessage({ content: long('status packed'), tool_call_id: 'lc1' }),
    ...chat.slice(-2).map((m) => (m.role === 'user' ? new HumanMessage(m.content) : new AIMessage(m.content))),
  ];

  it('keeps classes, ids and tool calls; a chat model accepts the result', async () => {
    const { messages, stats } = await compressLangChain(history, { budget: BUDGET });
    expect(stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    // The system prompt, verbatim, with pith's ledger after it in the same (first and only) system message.
    expect(messages[0]).toBeInstanceOf(SystemMessage);
    expect(String(messages[0].content).startsWith(`${chat[0].content}\n\nFacts from earlier messages`)).toBe(true);
    expect(messages.at(-1)).toBe(history.at(-1));
    for (const m of messages) expect(['system', 'human', 'ai', 'tool']).toContain(m.type);
    const changed = messages.filter((m) => !history.includes(m) && m.type === 'human');
    for (const m of changed) expect(m.id).toMatch(/^h-/);
    const reply = await new FakeListChatModel({ responses: ['fine'] }).invoke(messages);
    expect(reply.content).toBe('fine');
  });

  it('reads messages of @langchain/core 0.3 (the peer range), which have getType() and no type field', async () => {
    const type = (m: BaseMessage) => m.type;
    const old = history.map((m) => Object.create(m, { type: { value: undefined }, getType: { value: () => type(m) } }) as BaseMessage);
    const { messages } = await compressLangChain(old, { budget: BUDGET });
    expect(String(messages[0].content).startsWith(chat[0].content)).toBe(true);
    expect(messages.slice(1).map((m) => m.type)).not.toContain('system');
    expect(messages.length).toBeGreaterThan(2);
  });

  it('rejects a message that is not a BaseMessage', async () => {
    await expect(compressLangChain([{ foo: 1 } as never], { budget: 100 })).rejects.toThrow(/expected a system, human, ai or tool BaseMessage/);
  });
});

function usage() {
  return { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
}
