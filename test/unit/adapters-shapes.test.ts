// Message shapes the frameworks produce, through the adapters and back: media tool results, error results, stats per message, bad input.
import { AIMessage, HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages';
import { modelMessageSchema, type ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { compressModelMessages } from '../../src/adapters/ai-sdk.js';
import { compressLangChain } from '../../src/adapters/langchain.js';
import { compressOpenAI } from '../../src/adapters/openai.js';
import { BudgetError, countTokens, InputError, registerStrategy } from '../../src/platform/node.js';

const noise = Array.from({ length: 60 }, (_, i) => `row ${i}: status ok, latency ${100 + i} ms, region eu-west, build green, nothing notable here`).join('\n');
const png = 'iVBORw0KGgo'.repeat(400);

// Keeps every message but takes the non-text parts out of tool results (as pith does when they do not fit).
registerStrategy({
  name: 'test-strip-result-parts',
  description: 'drops the non-text parts of tool results',
  compress: ({ messages }) => ({
    messages: messages.map((m) => (m.role === 'tool' && Array.isArray(m.content) ? { ...m, content: m.content.filter((p) => p.type === 'text') } : m)),
    kept: messages.map(() => 1),
    pinned: [],
  }),
});

function screenshot(output: unknown): ModelMessage[] {
  return [
    { role: 'user', content: 'Take a screenshot of the dashboard and tell me about the gateway.' },
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 't1', toolName: 'shot', input: {} }] },
    { role: 'tool', content: [{ type: 'tool-result', toolCallId: 't1', toolName: 'shot', output } as never] },
    { role: 'assistant', content: 'The gateway is fine.' },
    { role: 'user', content: 'Where is the gateway?' },
  ];
}

const resultOf = (messages: ModelMessage[]) =>
  messages.flatMap((m) => (m.role === 'tool' ? m.content : [])).find((p) => p.type === 'tool-result') as { output: { type: string; value: unknown; providerOptions?: unknown } } | undefined;

describe('AI SDK tool results', () => {
  it('a content output keeps its image whole or drops it whole (counted at partTokens) while its text is compressed', async () => {
    const image = { type: 'image-data', data: png, mediaType: 'image/png' };
    const history = screenshot({ type: 'content', value: [{ type: 'text', text: noise }, image] });
    const { stats: free } = await compressModelMessages(history, { budget: 600, partTokens: 0 });
    for (const strategy of ['pith', 'extractive']) {
      const { messages, stats } = await compressModelMessages(history, { budget: 600, strategy });
      expect(stats.originalTokens - free.originalTokens).toBe(85); // one image, not its base64 as text
      const result = resultOf(messages)!;
      expect(result.output.type).toBe('content');
      const value = result.output.value as Array<{ type: string; text?: string }>;
      expect(value[0].text!.length).toBeLessThan(noise.length);
      expect(JSON.stringify(value[0])).not.toContain('iVBOR');
      expect(value.slice(1)).toEqual(strategy === 'extractive' ? [image] : []); // extractive has room left for it at 600
      if (value[1]) expect(value[1]).toBe(image);
      for (const m of messages) expect(modelMessageSchema.safeParse(m).success).toBe(true);
    }
  });

  it('a result whose only part pith dropped still answers its call', async () => {
    const history = screenshot({ type: 'content', value: [{ type: 'image-data', data: png, mediaType: 'image/png' }] });
    const { messages } = await compressModelMessages(history, { budget: 2000, strategy: 'test-strip-result-parts' });
    expect(resultOf(messages)?.output).toEqual({ type: 'content', value: [{ type: 'text', text: '[result omitted]' }] });
    for (const m of messages) expect(modelMessageSchema.safeParse(m).success).toBe(true);
  });

  it('a shortened error result stays an error and keeps the output\'s provider options', async () => {
    const providerOptions = { anthropic: { cacheControl: { type: 'ephemeral' } } };
    const { messages } = await compressModelMessages(screenshot({ type: 'error-text', value: noise, providerOptions }), { budget: 400 });
    const output = resultOf(messages)!.output;
    expect(output.type).toBe('error-text');
    expect(String(output.value).length).toBeLessThan(noise.length);
    expect(output.providerOptions).toEqual(providerOptions);
  });

  it('stats.kept has one entry per ModelMessage, a tool message with two results included', async () => {
    const history: ModelMessage[] = [
      { role: 'user', content: 'Run both.' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'a', toolName: 'a', input: {} }, { type: 'tool-call', toolCallId: 'b', toolName: 'b', input: {} }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a', toolName: 'a', output: { type: 'text', value: 'A done.' } }, { type: 'tool-result', toolCallId: 'b', toolName: 'b', output: { type: 'text', value: 'B done.' } }] },
      { role: 'assistant', content: noise },
      { role: 'user', content: 'Thanks.' },
    ];
    const { stats } = await compressModelMessages(history, { budget: 200 });
    expect(stats.kept).toHaveLength(history.length);
    expect(stats.kept[4]).toBe(1); // the last message, kept verbatim
    expect(stats.kept[3]).toBeLessThan(1);
    expect(stats.droppedMessages).toBe(stats.kept.filter((k) => k === 0).length);
  });
});

describe('OpenAI deprecated function calls', () => {
  const words = 'We decided to move the gateway to app-05. I will fetch the logs now.';
  const history = [
    { role: 'system', content: 'You are an ops agent.' },
    { role: 'user', content: 'Check the logs and decide where the gateway goes.' },
    { role: 'assistant', content: words, function_call: { name: 'get_logs', arguments: '{"host":"app-05"}' } },
    { role: 'function', name: 'get_logs', content: noise },
    { role: 'assistant', content: 'The logs look fine.' },
    { role: 'user', content: 'Where does the gateway go?' },
  ];
  /** As pith counts them: a function_call as a tool call, its result as a tool result. */
  const asPith = (ms: Array<Record<string, unknown>>) =>
    ms.map((m) => ({ role: m.role === 'function' ? 'tool' : m.role, content: m.content ?? '', ...(m.role === 'function' ? { name: m.name, tool_call_id: 'f' } : {}), ...(m.function_call ? { tool_calls: [{ id: 'f', type: 'function', function: m.function_call }] } : {}) }));

  it('a function_call and its function result are compressed as a pair, counted, and come back in their own shape', async () => {
    for (const budget of [100, 400, 900, 2000]) {
      const { messages, stats } = await compressOpenAI(history, { budget });
      const call = messages.findIndex((m) => 'function_call' in m);
      const result = messages.findIndex((m) => m.role === 'function');
      expect(result === -1 ? -1 : result - 1).toBe(call); // both or neither, the result right after its call
      if (result >= 0) expect(messages[result]).toMatchObject({ role: 'function', name: 'get_logs' });
      expect(messages.some((m) => String(m.content).includes('app-05'))).toBe(true);
      for (const m of messages) expect(Object.keys(m).some((k) => k.startsWith('__pith') || k === 'tool_call_id' || k === 'tool_calls')).toBe(false);
      expect(await countTokens(asPith(messages as never))).toBeLessThanOrEqual(stats.compressedTokens); // pith's call id counts a few more
      expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
    }
    const { messages } = await compressOpenAI(history, { budget: 100 });
    expect(messages.find((m) => String(m.content).includes('app-05'))).not.toHaveProperty('function_call');
  });
});

describe('bad input is a typed error naming what was found', () => {
  const cycle = (): Record<string, unknown> => {
    const o: Record<string, unknown> = { host: 'app-05' };
    o.self = o;
    return o;
  };

  it('AI SDK: a tool-call input with a cycle, a text part without text', async () => {
    const call: ModelMessage[] = [{ role: 'user', content: 'hi' }, { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 't', toolName: 'f', input: cycle() }] }];
    await expect(compressModelMessages(call, { budget: 100 })).rejects.toThrow(InputError);
    await expect(compressModelMessages(call, { budget: 100 })).rejects.toThrow(/messages\[1\]\.content\[0\]\.input: expected JSON values, found Converting circular structure/);
    await expect(compressModelMessages([{ role: 'user', content: [{ type: 'text' }] }] as never, { budget: 100 })).rejects.toThrow(/messages\[0\]\.content\[0\]\.text: expected a string, found undefined/);
  });

  it('LangChain: tool-call args with a cycle', async () => {
    const history = [new HumanMessage('hi'), new AIMessage({ content: '', tool_calls: [{ id: 'c', name: 'f', args: cycle() }] })];
    await expect(compressLangChain(history, { budget: 100 })).rejects.toThrow(InputError);
    await expect(compressLangChain(history, { budget: 100 })).rejects.toThrow(/messages\[1\]\.tool_calls\[0\]\.args: expected JSON values/);
  });
});

describe('the ledger\'s message numbers', () => {
  it('are the caller\'s: a tool message split into one pith message per result shifts none of them', async () => {
    const filler = (i: number) => `Parcel PX-${1000 + i} of the order weighs ${i + 3} kg and left the Lyon hub on May ${i + 1}.`;
    const history: ModelMessage[] = [
      { role: 'system', content: 'You are a logistics assistant.' },
      { role: 'user', content: 'Look up both orders.' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'a', toolName: 'lookup', input: { id: 1 } }, { type: 'tool-call', toolCallId: 'b', toolName: 'lookup', input: { id: 2 } }] },
      { role: 'tool', content: [
        { type: 'tool-result', toolCallId: 'a', toolName: 'lookup', output: { type: 'text', value: 'Order ORD-11111 ships 45 units.' } },
        { type: 'tool-result', toolCallId: 'b', toolName: 'lookup', output: { type: 'text', value: 'Order ORD-22222 ships 12 units.' } },
      ] },
      ...Array.from({ length: 20 }, (_, i): ModelMessage => (i % 2 ? { role: 'user', content: filler(i) } : { role: 'assistant', content: filler(i) })),
      { role: 'user', content: 'Which parcel weighs the most?' },
    ];
    const budget = 220;
    const { messages, stats } = await compressModelMessages(history, { budget });
    const ledger = messages.find((m) => m.role === 'system' && String(m.content).startsWith('Facts from earlier messages'));
    const lines = String(ledger?.content).split('\n').slice(1);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      const [, n, facts] = /^m(\d+) \w+: (.*)$/.exec(line)!;
      // Each fact of the line is in the caller's message of that number.
      const source = JSON.stringify(history[Number(n)].content);
      for (const fact of facts.split('; ')) expect(source).toContain(fact.split(' ').at(-1));
    }
    // Both results of the one tool message are on one line.
    expect(lines.filter((l) => /ORD-1111|ORD-2222/.test(l))).toEqual([expect.stringMatching(/^m3 tool: .*ORD-11111.*ORD-22222/)]);
    expect(await countTokens(messages as never, {})).toBeLessThanOrEqual(budget);
    expect(stats.compressedTokens).toBeLessThanOrEqual(budget);
  });
});

describe('LangChain fields', () => {
  it('a shortened ToolMessage keeps its metadata, status, artifact and name', async () => {
    const history = [
      new HumanMessage('Fetch the logs of app-05.'),
      new AIMessage({ content: '', tool_calls: [{ id: 'c1', name: 'logs', args: { host: 'app-05' } }] }),
      new ToolMessage({ content: noise, tool_call_id: 'c1', name: 'logs', status: 'success', artifact: { rows: 60 }, metadata: { source: 'loki' } }),
      new AIMessage('All rows look fine.'),
      new HumanMessage('Which row had latency 120?'),
    ];
    const { messages } = await compressLangChain(history, { budget: 400 });
    const tool = messages.find((m) => m.type === 'tool') as ToolMessage;
    expect(tool).not.toBe(history[2]);
    expect(tool).toBeInstanceOf(ToolMessage);
    expect([tool.name, tool.status, tool.artifact, tool.metadata]).toEqual(['logs', 'success', { rows: 60 }, { source: 'loki' }]);
  });

  it('opens with one system message: the ledger joins the caller\'s, as Anthropic and Google chat models require', async () => {
    const system = new SystemMessage({ content: 'You are a support agent. Never promise refunds above $500.', id: 'sys-1', name: 'policy' });
    const filler = (i: number) => `Parcel PX-${1000 + i} of the order weighs ${i + 3} kg and left the Lyon hub on May ${i + 1}.`;
    const history = [
      system,
      new HumanMessage('Where is my order?'),
      ...Array.from({ length: 15 }, (_, i) => (i % 2 ? new HumanMessage(filler(i)) : new AIMessage(filler(i)))),
      new AIMessage('Found it: ORD-58213, 45 units to Lyon on invoice INV-2031-0877, courier line +1 (253) 555-0147, delivery by May 3.'),
      ...Array.from({ length: 15 }, (_, i) => (i % 2 ? new HumanMessage(filler(i + 15)) : new AIMessage(filler(i + 15)))),
      new HumanMessage('Can you confirm the order number and the date?'),
    ];
    const { messages, stats } = await compressLangChain(history, { budget: 200 });
    expect(stats.pinned).toBeGreaterThan(0);
    // A system message after the first is what ChatAnthropic refuses.
    expect(messages.slice(1).map((m) => m.type)).not.toContain('system');
    const [first] = messages;
    expect(first).toBeInstanceOf(SystemMessage);
    expect([first.id, first.name]).toEqual(['sys-1', 'policy']);
    expect(first.content).toMatch(/^You are a support agent\. Never promise refunds above \$500\.\n\nFacts from earlier messages/);
    // Without a system message of the caller's, the ledger is the first message as before.
    const { messages: bare } = await compressLangChain(history.slice(1), { budget: 200 });
    expect(bare[0].type).toBe('system');
    expect(bare.slice(1).map((m) => m.type)).not.toContain('system');
  });

  const thought = Array.from({ length: 200 }, (_, i) => `Thinking step ${i}: consider option ${i} carefully against the constraints.`).join(' ');
  const thinking = { type: 'thinking', thinking: thought, signature: 'sig-1' };

  it('counts a reasoning block as text: dropped from older turns, kept whole (with its signature) in the last', async () => {
    const history = [
      new HumanMessage('Plan the move. Budget is $4,000.'),
      new AIMessage({ content: [thinking, { type: 'text', text: 'We decided on the Tuesday slot.' }], id: 'a1' }),
      new HumanMessage('ok thanks'),
      new AIMessage('You are welcome.'),
      new HumanMessage('Which slot?'),
    ];
    const { messages, stats } = await compressLangChain(history, { budget: 300 });
    expect(stats.originalTokens).toBeGreaterThan(2000);
    expect(JSON.stringify(messages)).toContain('Tuesday slot');
    expect(JSON.stringify(messages)).not.toContain('Thinking step');
    expect(messages.find((m) => m.id === 'a1')).toBeInstanceOf(AIMessage);
    const last = [new HumanMessage('Plan the move.'), new AIMessage({ content: [{ type: 'reasoning', reasoning: thought }, { type: 'text', text: 'Tuesday.' }] })];
    await expect(compressLangChain(last, { budget: 300, strategy: 'full' })).rejects.toBeInstanceOf(BudgetError);
    expect((await compressLangChain(last, { budget: 5000 })).messages[1]).toBe(last[1]);
  });
});
