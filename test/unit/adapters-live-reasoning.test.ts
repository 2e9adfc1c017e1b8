// The AI SDK and LangChain adapters keep the reasoning of the turn whose tool calls the last messages answer, exactly, as Claude with extended thinking requires.
import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { compressModelMessages } from '../../src/adapters/ai-sdk.js';
import { promptThroughMiddleware } from '../fixtures/middleware-prompt.js';
import { compressLangChain } from '../../src/adapters/langchain.js';
import { countTokens, type CompressOptions, type Message } from '../../src/platform/node.js';

const steps = (what: string, n: number) => Array.from({ length: n }, (_, i) => `${what} step ${i}: weigh option ${i} against the constraints.`).join(' ');
const OLD_THOUGHT = steps('Older thinking', 150);
const LIVE_THOUGHT = steps('Live thinking', 12);
const log = Array.from({ length: 80 }, (_, i) => `line ${i}: gateway request ok, latency ${100 + i} ms, region eu-west, nothing notable`).join('\n');
const report = Array.from({ length: 40 }, (_, i) => `test_${i}: passed in ${i + 3} ms`).join('\n');
const OPTIONS: CompressOptions = { budget: 900, query: 'Which test failed?' };

/** An older turn with reasoning, then a user question; `live` adds a turn of two calls with reasoning and ends on their results. */
function aiSdkHistory(live: boolean): ModelMessage[] {
  const older: ModelMessage[] = [
    { role: 'system', content: 'You are a build agent.' },
    { role: 'user', content: 'The nightly build of atlas failed after commit 9f3e2a1.' },
    {
      role: 'assistant',
      content: [
        { type: 'reasoning', text: OLD_THOUGHT, providerOptions: { anthropic: { signature: 'sig-old' } } },
        { type: 'text', text: 'The failure started after commit 9f3e2a1.' },
      ],
    },
    { role: 'user', content: 'Fetch the failing job log and the test report.' },
  ];
  if (!live) return older;
  return [
    ...older,
    {
      role: 'assistant',
      content: [
        { type: 'reasoning', text: LIVE_THOUGHT, providerOptions: { anthropic: { signature: 'sig-live' } } },
        { type: 'text', text: 'Fetching both.' },
        { type: 'tool-call', toolCallId: 'call_log', toolName: 'get_log', input: { job: 4471 } },
        { type: 'tool-call', toolCallId: 'call_report', toolName: 'get_report', input: { job: 4471 } },
      ],
    },
    {
      role: 'tool',
      content: [
        { type: 'tool-result', toolCallId: 'call_log', toolName: 'get_log', output: { type: 'text', value: `Job 4471: test_parser failed.\n${log}` } },
        { type: 'tool-result', toolCallId: 'call_report', toolName: 'get_report', output: { type: 'text', value: report } },
      ],
    },
  ];
}

const reasoningOf = (messages: readonly ModelMessage[]) =>
  messages.flatMap((m) => (Array.isArray(m.content) ? (m.content as Array<{ type: string }>).filter((p) => p.type === 'reasoning') : []));

/** What the AI SDK sends, as pith counts it: reasoning as `<think>` text, calls and results as the adapter reads them. */
function asSent(messages: readonly ModelMessage[]): Message[] {
  return messages.flatMap((m): Message[] => {
    if (typeof m.content === 'string') return [{ role: m.role, content: m.content } as Message];
    if (m.role === 'tool') return m.content.flatMap((p) => (p.type === 'tool-result' ? [{ role: 'tool', tool_call_id: p.toolCallId, content: [{ type: 'text', text: String((p.output as { value: unknown }).value) }] } as Message] : []));
    const parts = m.content as Array<{ type: string; text?: string; toolCallId?: string; toolName?: string; input?: unknown }>;
    const calls = parts.filter((p) => p.type === 'tool-call').map((p) => ({ id: String(p.toolCallId), type: 'function', function: { name: String(p.toolName), arguments: JSON.stringify(p.input) } }));
    const content = parts.flatMap((p) => (p.type === 'text' ? [{ type: 'text' as const, text: String(p.text) }] : p.type === 'reasoning' ? [{ type: 'text' as const, text: `<think>${p.text}</think>` }] : []));
    return [{ role: m.role, content, ...(calls.length ? { tool_calls: calls } : {}) } as Message];
  });
}


describe('AI SDK: the live turn keeps its reasoning', () => {
  it('compressModelMessages: the live turn\'s reasoning part comes back exactly, the older one is gone, and it fits', async () => {
    const history = aiSdkHistory(true);
    const { messages, stats } = await compressModelMessages(history, OPTIONS);
    expect(stats.originalTokens).toBeGreaterThan(2 * OPTIONS.budget);
    expect(reasoningOf(messages)).toEqual([(history[4].content as unknown[])[0]]);
    expect(reasoningOf(messages)[0]).toBe((history[4].content as unknown[])[0]);
    expect(messages.flatMap((m) => (Array.isArray(m.content) ? m.content.filter((p) => p.type === 'tool-call').map((p) => (p as { toolCallId: string }).toolCallId) : []))).toEqual(['call_log', 'call_report']);
    const sent = await countTokens(asSent(messages));
    expect(sent).toBeLessThanOrEqual(OPTIONS.budget);
    expect(stats.compressedTokens).toBeLessThanOrEqual(OPTIONS.budget);
  });

  it('pithMiddleware: the prompt the model gets keeps the live turn\'s reasoning (text and providerOptions), not the older one', async () => {
    const prompt = await promptThroughMiddleware(aiSdkHistory(true), OPTIONS);
    expect(reasoningOf(prompt)).toEqual([{ type: 'reasoning', text: LIVE_THOUGHT, providerOptions: { anthropic: { signature: 'sig-live' } } }]);
    expect(await countTokens(asSent(prompt))).toBeLessThanOrEqual(OPTIONS.budget);
  });

  it('with no live turn (the last message is a question), older reasoning goes as before', async () => {
    const history = aiSdkHistory(false);
    const budget = 200;
    const { messages } = await compressModelMessages(history, { ...OPTIONS, budget });
    expect(reasoningOf(messages)).toEqual([]);
    expect(await countTokens(asSent(messages))).toBeLessThanOrEqual(budget);
    expect(reasoningOf(await promptThroughMiddleware(history, { ...OPTIONS, budget }))).toEqual([]);
  });
});

/** The same conversation in LangChain: Anthropic thinking blocks with their signatures. */
function langChainHistory(live: boolean): BaseMessage[] {
  const older: BaseMessage[] = [
    new SystemMessage('You are a build agent.'),
    new HumanMessage('The nightly build of atlas failed after commit 9f3e2a1.'),
    new AIMessage({ content: [{ type: 'thinking', thinking: OLD_THOUGHT, signature: 'sig-old' }, { type: 'text', text: 'The failure started after commit 9f3e2a1.' }] }),
    new HumanMessage('Fetch the failing job log and the test report.'),
  ];
  if (!live) return older;
  return [
    ...older,
    new AIMessage({
      content: [{ type: 'thinking', thinking: LIVE_THOUGHT, signature: 'sig-live' }, { type: 'redacted_thinking', data: 'EmwKAhgBEgy3va3pzix' }, { type: 'text', text: 'Fetching both.' }],
      tool_calls: [
        { id: 'call_log', name: 'get_log', args: { job: 4471 }, type: 'tool_call' },
        { id: 'call_report', name: 'get_report', args: { job: 4471 }, type: 'tool_call' },
      ],
      additional_kwargs: { reasoning_signature: 'sig-live-kwargs' },
    }),
    new ToolMessage({ content: `Job 4471: test_parser failed.\n${log}`, tool_call_id: 'call_log' }),
    new ToolMessage({ content: report, tool_call_id: 'call_report' }),
  ];
}

type Block = { type: string; [key: string]: unknown };
const thinkingOf = (messages: readonly BaseMessage[]) => messages.flatMap((m) => (Array.isArray(m.content) ? (m.content as Block[]).filter((b) => b.type === 'thinking') : []));

/** LangChain messages as pith counts them (thinking as `<think>` text). */
function lcAsSent(messages: readonly BaseMessage[]): Message[] {
  const role: Record<string, Message['role']> = { human: 'user', ai: 'assistant', system: 'system', tool: 'tool' };
  return messages.map((m) => {
    const content = typeof m.content === 'string' ? m.content : (m.content as Block[]).map((b) => ({ type: 'text' as const, text: b.type === 'thinking' ? `<think>${b.thinking}</think>` : String(b.text ?? b.data) }));
    const calls = (m as AIMessage).tool_calls ?? [];
    return { role: role[m.getType()], content, ...(calls.length ? { tool_calls: calls.map((c) => ({ id: String(c.id), type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}), ...(m.getType() === 'tool' ? { tool_call_id: (m as ToolMessage).tool_call_id } : {}) };
  });
}

describe('LangChain: the live turn keeps its reasoning', () => {
  it('the live turn\'s thinking blocks (signature, redacted, kwargs) come back exactly and in place, the older one is gone, and it fits', async () => {
    const history = langChainHistory(true);
    const { messages, stats } = await compressLangChain(history, OPTIONS);
    expect(stats.originalTokens).toBeGreaterThan(2 * OPTIONS.budget);
    expect(thinkingOf(messages)).toEqual([(history[4].content as Block[])[0]]);
    const live = messages.find((m) => m.getType() === 'ai' && ((m as AIMessage).tool_calls ?? []).length > 0) as AIMessage;
    expect((live.content as Block[]).slice(0, 2)).toEqual((history[4].content as Block[]).slice(0, 2));
    expect((live.content as Block[])[0]).toBe((history[4].content as Block[])[0]);
    expect(live.tool_calls!.map((c) => c.id)).toEqual(['call_log', 'call_report']);
    expect(live.additional_kwargs).toEqual({ reasoning_signature: 'sig-live-kwargs' });
    expect(await countTokens(lcAsSent(messages))).toBeLessThanOrEqual(OPTIONS.budget);
  });

  it('with no live turn (the last message is a question), older reasoning goes as before', async () => {
    const budget = 200;
    const { messages } = await compressLangChain(langChainHistory(false), { ...OPTIONS, budget });
    expect(thinkingOf(messages)).toEqual([]);
    expect(await countTokens(lcAsSent(messages))).toBeLessThanOrEqual(budget);
  });
});
