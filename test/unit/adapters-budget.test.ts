// The adapters return exactly the tool calls pith kept and count every text they send (AI SDK reasoning too).
import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { generateText, type ModelMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { compressModelMessages } from '../../src/adapters/ai-sdk.js';
import { compressLangChain } from '../../src/adapters/langchain.js';
import { compressOpenAI } from '../../src/adapters/openai.js';
import { BudgetError, countTokens, registerStrategy, type Message } from '../../src/platform/node.js';

const BUDGET = 100;
const noise = Array.from({ length: 60 }, (_, i) => `row ${i}: status ok, latency ${100 + i} ms, region eu-west, build green, nothing notable here`).join('\n');
const args = { service: 'gateway', filter: Array.from({ length: 40 }, (_, i) => `field${i}`) };
const words = 'We decided to move the gateway to app-05. I will fetch the logs now.';
const thought = Array.from({ length: 200 }, (_, i) => `Thinking step ${i}: consider option ${i} carefully against the constraints.`).join(' ');

// A strategy that keeps everything but the calls whose id starts with "drop" (and their results).
registerStrategy({
  name: 'test-drop-calls',
  description: 'drops the tool calls whose id starts with "drop", and their results',
  compress: ({ messages }) => ({
    messages: messages
      .filter((m) => !(m.role === 'tool' && String(m.tool_call_id).startsWith('drop')))
      .map((m) => (m.tool_calls ? { ...m, tool_calls: m.tool_calls.filter((c) => !c.id.startsWith('drop')) } : m)),
    kept: messages.map(() => 1),
    pinned: [],
  }),
});

/** Call ids with no tool result after them. */
function unanswered(calls: string[], results: string[]): string[] {
  return calls.filter((id) => !results.includes(id));
}

describe('compressOpenAI tool calls', () => {
  const history = [
    { role: 'system', content: 'You are a helpful agent.' },
    { role: 'user', content: 'Please check the deploy logs and decide where the gateway goes.' },
    { role: 'assistant', content: words, refusal: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_logs', arguments: JSON.stringify(args) } }] },
    { role: 'tool', tool_call_id: 'call_1', content: noise },
    { role: 'assistant', content: 'The logs look fine overall.' },
    { role: 'user', content: 'Thanks. Where does the gateway go again?' },
  ];

  it('an assistant kept for its words comes back without the calls whose results were dropped, within budget', async () => {
    const { messages, stats } = await compressOpenAI(history, { budget: BUDGET });
    const calls = messages.flatMap((m) => ((m.tool_calls as Array<{ id: string }>) ?? []).map((c) => c.id));
    expect(unanswered(calls, messages.map((m) => m.tool_call_id as string))).toEqual([]);
    const kept = messages.find((m) => String(m.content).includes('app-05'))!;
    expect(kept).not.toHaveProperty('tool_calls');
    expect(kept).toHaveProperty('refusal', null); // the caller's own fields stay
    const counted = await countTokens(messages.map((m) => ({ ...m, content: m.content ?? '' })));
    expect(counted).toBe(stats.compressedTokens);
    expect(counted).toBeLessThanOrEqual(BUDGET);
  });

  it('returns exactly the calls pith kept, as the caller\'s objects', async () => {
    const keep = { id: 'keep_1', type: 'function', function: { name: 'a', arguments: '{}' } };
    const input = [
      { role: 'user', content: 'Run both.' },
      { role: 'assistant', content: null, tool_calls: [keep, { id: 'drop_1', type: 'function', function: { name: 'b', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'keep_1', content: 'A done.' },
      { role: 'tool', tool_call_id: 'drop_1', content: 'B done.' },
      { role: 'user', content: 'Thanks.' },
    ];
    const { messages } = await compressOpenAI(input, { budget: 1000, strategy: 'test-drop-calls' });
    expect(messages[1]).toEqual({ role: 'assistant', content: null, tool_calls: [keep] });
    expect((messages[1].tool_calls as unknown[])[0]).toBe(keep);
    expect(messages.map((m) => m.tool_call_id).filter(Boolean)).toEqual(['keep_1']);
  });
});

describe('compressLangChain tool calls', () => {
  const raw = { id: 'call_1', type: 'function' as const, function: { name: 'get_logs', arguments: JSON.stringify(args) } };
  const history: BaseMessage[] = [
    new SystemMessage('You are a helpful agent.'),
    new HumanMessage('Please check the deploy logs and decide where the gateway goes.'),
    new AIMessage({ content: words, id: 'ai-1', tool_calls: [{ id: 'call_1', name: 'get_logs', args }], additional_kwargs: { tool_calls: [raw] } }),
    new ToolMessage({ content: noise, tool_call_id: 'call_1' }),
    new AIMessage('The logs look fine overall.'),
    new HumanMessage('Thanks. Where does the gateway go again?'),
  ];

  it('an AI message kept for its words loses the dropped calls everywhere LangChain keeps them', async () => {
    const { messages, stats } = await compressLangChain(history, { budget: BUDGET });
    const ai = messages.find((m) => String(m.content).includes('app-05')) as AIMessage;
    expect(ai).toBeInstanceOf(AIMessage);
    expect(ai.id).toBe('ai-1');
    expect(ai.tool_calls).toEqual([]);
    expect(ai.additional_kwargs.tool_calls).toBeUndefined();
    expect(messages.some((m) => m.type === 'tool')).toBe(false);
    const asPith = messages.map((m) => ({
      role: ({ system: 'system', human: 'user', ai: 'assistant', tool: 'tool' } as const)[m.type as 'ai'],
      content: m.content as string,
      ...((m as AIMessage).tool_calls?.length ? { tool_calls: (m as AIMessage).tool_calls!.map((c) => ({ id: c.id!, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}),
    }));
    expect(await countTokens(asPith)).toBeLessThanOrEqual(BUDGET);
    expect(stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expect((await new FakeListChatModel({ responses: ['fine'] }).invoke(messages)).content).toBe('fine');
  });

  it('drops tool_use content blocks of removed calls and keeps the others', async () => {
    const input: BaseMessage[] = [
      new HumanMessage('Run both.'),
      new AIMessage({
        content: [{ type: 'text', text: 'Running.' }, { type: 'tool_use', id: 'keep_1', name: 'a', input: {} }, { type: 'tool_use', id: 'drop_1', name: 'b', input: {} }],
        tool_calls: [{ id: 'keep_1', name: 'a', args: {} }, { id: 'drop_1', name: 'b', args: {} }],
      }),
      new ToolMessage({ content: 'A done.', tool_call_id: 'keep_1' }),
      new ToolMessage({ content: 'B done.', tool_call_id: 'drop_1' }),
      new HumanMessage('Thanks.'),
    ];
    const { messages } = await compressLangChain(input, { budget: 1000, strategy: 'test-drop-calls' });
    const ai = messages[1] as AIMessage;
    expect(ai.tool_calls!.map((c) => c.id)).toEqual(['keep_1']);
    expect((ai.content as Array<{ id?: string }>).map((b) => b.id ?? 'text')).toEqual(['text', 'keep_1']);
    expect(messages.filter((m) => m.type === 'tool').map((m) => (m as ToolMessage).tool_call_id)).toEqual(['keep_1']);
  });
});

/** What the model is sent, as pith counts it: every text a part carries, calls as JSON. */
function asSent(messages: ModelMessage[]): Message[] {
  return messages.map((m) => {
    if (typeof m.content === 'string') return { role: m.role, content: m.content };
    const parts = m.content as Array<{ type: string; text?: string; output?: { value: unknown }; toolCallId?: string; toolName?: string; input?: unknown }>;
    const text = parts.map((p) => p.text ?? (p.type === 'tool-result' ? JSON.stringify(p.output?.value) : '')).join('\n');
    const calls = parts.filter((p) => p.type === 'tool-call').map((p) => ({ id: p.toolCallId!, type: 'function', function: { name: p.toolName!, arguments: JSON.stringify(p.input) } }));
    return { role: m.role === 'tool' ? 'tool' : m.role, content: text, ...(calls.length ? { tool_calls: calls } : {}), ...(m.role === 'tool' ? { tool_call_id: 'x' } : {}) };
  });
}

function callIds(messages: ModelMessage[], type: 'tool-call' | 'tool-result'): string[] {
  return messages.flatMap((m) => (Array.isArray(m.content) ? (m.content as Array<{ type: string; toolCallId?: string }>) : []).filter((p) => p.type === type).map((p) => p.toolCallId!));
}

describe('compressModelMessages tool calls and reasoning', () => {
  it('an assistant kept for its words loses the tool-call parts whose results were dropped', async () => {
    const history: ModelMessage[] = [
      { role: 'system', content: 'You are a helpful agent.' },
      { role: 'user', content: 'Please check the deploy logs and decide where the gateway goes.' },
      { role: 'assistant', content: [{ type: 'text', text: words }, { type: 'tool-call', toolCallId: 'call_1', toolName: 'get_logs', input: args }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call_1', toolName: 'get_logs', output: { type: 'text', value: noise } }] },
      { role: 'assistant', content: 'The logs look fine overall.' },
      { role: 'user', content: 'Thanks. Where does the gateway go again?' },
    ];
    const { messages } = await compressModelMessages(history, { budget: BUDGET });
    expect(unanswered(callIds(messages, 'tool-call'), callIds(messages, 'tool-result'))).toEqual([]);
    expect(messages.some((m) => JSON.stringify(m.content).includes('app-05'))).toBe(true);
    expect(await countTokens(asSent(messages))).toBeLessThanOrEqual(BUDGET);
    const model = new MockLanguageModelV3({ doGenerate: async () => ({ content: [{ type: 'text', text: 'ok' }], finishReason: { unified: 'stop', raw: 'stop' }, usage: usage(), warnings: [] }) });
    expect((await generateText({ model, messages })).text).toBe('ok');
  });

  it('keeps exactly the calls pith kept, with their results', async () => {
    const history: ModelMessage[] = [
      { role: 'user', content: 'Run both.' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'keep_1', toolName: 'a', input: {} }, { type: 'tool-call', toolCallId: 'drop_1', toolName: 'b', input: {} }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'keep_1', toolName: 'a', output: { type: 'text', value: 'A done.' } }, { type: 'tool-result', toolCallId: 'drop_1', toolName: 'b', output: { type: 'text', value: 'B done.' } }] },
      { role: 'user', content: 'Thanks.' },
    ];
    const { messages } = await compressModelMessages(history, { budget: 1000, strategy: 'test-drop-calls' });
    expect(callIds(messages, 'tool-call')).toEqual(['keep_1']);
    expect(callIds(messages, 'tool-result')).toEqual(['keep_1']);
  });

  it('counts reasoning as text and drops it from older turns, so what is sent fits', async () => {
    const history: ModelMessage[] = [
      { role: 'system', content: 'You are helpful.' },
      { role: 'user', content: 'Plan the move. Budget is $4,000.' },
      { role: 'assistant', content: [{ type: 'reasoning', text: thought }, { type: 'text', text: 'We decided on the Tuesday slot.' }] },
      { role: 'user', content: 'ok thanks' },
      { role: 'assistant', content: 'You are welcome.' },
      { role: 'user', content: 'Which slot?' },
    ];
    const { messages, stats } = await compressModelMessages(history, { budget: 300 });
    expect(stats.originalTokens).toBeGreaterThan(2000);
    expect(JSON.stringify(messages)).toContain('Tuesday slot');
    expect(JSON.stringify(messages)).not.toContain('Thinking step');
    const sent = await countTokens(asSent(messages));
    expect(sent).toBeLessThanOrEqual(300);
    expect(sent).toBe(stats.compressedTokens);
  });

  it('keeps reasoning of the last turns whole and counts it: full raises BudgetError', async () => {
    const history: ModelMessage[] = [
      { role: 'user', content: 'Plan the move.' },
      { role: 'assistant', content: [{ type: 'reasoning', text: thought }, { type: 'text', text: 'Tuesday.' }] },
    ];
    await expect(compressModelMessages(history, { budget: 300, strategy: 'full' })).rejects.toBeInstanceOf(BudgetError);
    const { messages } = await compressModelMessages(history, { budget: 5000 });
    expect(messages[1]).toBe(history[1]);
  });

  it('keeps a tool approval request and response with the call they approve, or drops all of them', async () => {
    const history: ModelMessage[] = [
      { role: 'user', content: 'Deploy the gateway to app-05 please, we decided that yesterday.' },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: words },
          { type: 'tool-call', toolCallId: 't1', toolName: 'deploy', input: { host: 'app-05' } },
          { type: 'tool-approval-request', approvalId: 'a1', toolCallId: 't1' },
        ],
      },
      { role: 'tool', content: [{ type: 'tool-approval-response', approvalId: 'a1', approved: true }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 't1', toolName: 'deploy', output: { type: 'text', value: noise } }] },
      { role: 'assistant', content: 'Deployed.' },
      { role: 'user', content: 'Where is the gateway?' },
    ];
    const types = (ms: ModelMessage[]) => ms.flatMap((m) => (Array.isArray(m.content) ? m.content.map((p) => p.type) : []));
    for (const budget of [80, 600]) {
      const { messages } = await compressModelMessages(history, { budget });
      expect(messages.every((m) => m.role !== 'tool' || m.content.length > 0)).toBe(true);
      const t = types(messages);
      const n = t.includes('tool-call') ? 1 : 0;
      expect([t.filter((x) => x === 'tool-approval-request').length, t.filter((x) => x === 'tool-approval-response').length, t.filter((x) => x === 'tool-result').length]).toEqual([n, n, n]);
      expect(await countTokens(asSent(messages))).toBeLessThanOrEqual(budget);
    }
  });

  it('counts a provider-executed tool result in an assistant turn, and keeps it with its call', async () => {
    const history: ModelMessage[] = [
      { role: 'user', content: 'Search the deploy notes and tell me where the gateway goes.' },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: words },
          { type: 'tool-call', toolCallId: 'ws_1', toolName: 'web_search', input: { query: 'gateway' }, providerExecuted: true },
          { type: 'tool-result', toolCallId: 'ws_1', toolName: 'web_search', output: { type: 'text', value: noise } },
        ],
      },
      { role: 'user', content: 'ok thanks' },
      { role: 'assistant', content: 'You are welcome.' },
      { role: 'user', content: 'Where does the gateway go?' },
    ];
    const { messages, stats } = await compressModelMessages(history, { budget: 300 });
    expect(stats.originalTokens).toBeGreaterThan(1000);
    expect(callIds(messages, 'tool-call')).toEqual(callIds(messages, 'tool-result'));
    expect(await countTokens(asSent(messages))).toBeLessThanOrEqual(300);
  });
});

function usage() {
  return { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
}
