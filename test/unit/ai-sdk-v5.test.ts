// The AI SDK adapter against AI SDK 5 (installed as `ai-v5`), the oldest release the peer range admits.
import { generateText, streamText, wrapLanguageModel, type ModelMessage } from 'ai-v5';
import { MockLanguageModelV2, simulateReadableStream } from 'ai-v5/test';
import { describe, expect, it } from 'vitest';
import { compressModelMessages, pithMiddleware } from '../../src/adapters/ai-sdk.js';

const filler = 'The courier scans every parcel twice at the depot before loading it onto the van. ';
const BUDGET = 300;

/** A support chat with a tool round trip; the order id and the eta must reach the model. */
function history(): ModelMessage[] {
  return [
    { role: 'system', content: 'You are a support agent for a parcel service.' },
    { role: 'user', content: [{ type: 'text', text: `Where is order ORD-58213? ${filler.repeat(6)}` }] },
    { role: 'assistant', content: [{ type: 'text', text: `Checking. ${filler.repeat(6)}` }, { type: 'tool-call', toolCallId: 't1', toolName: 'lookup', input: { id: 'ORD-58213' } }] },
    { role: 'tool', content: [{ type: 'tool-result', toolCallId: 't1', toolName: 'lookup', output: { type: 'json', value: { status: 'packed', eta: '2026-12-03', note: filler.repeat(8) } } }] },
    { role: 'assistant', content: `It is packed. ${filler.repeat(6)}` },
    { role: 'user', content: 'When will it arrive?' },
  ];
}

type Sent = Array<{ role: string; content: unknown }>;
const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };

/** Every tool result sent answers a tool call sent before it, and every call sent has its result. */
function pairsHold(sent: Sent): void {
  const calls = new Set<string>();
  const results = new Set<string>();
  for (const m of sent) {
    for (const p of Array.isArray(m.content) ? (m.content as Array<{ type: string; toolCallId?: string }>) : []) {
      if (p.type === 'tool-call') calls.add(String(p.toolCallId));
      if (p.type === 'tool-result') {
        expect(calls.has(String(p.toolCallId))).toBe(true);
        results.add(String(p.toolCallId));
      }
    }
  }
  expect([...calls].sort()).toEqual([...results].sort());
}

describe('Vercel AI SDK 5', () => {
  it('the middleware compresses the prompt that a v2 model receives, in generateText', async () => {
    const prompts: Sent[] = [];
    const model = new MockLanguageModelV2({
      doGenerate: async (opts) => {
        prompts.push(opts.prompt as Sent);
        return { content: [{ type: 'text', text: 'Tomorrow.' }], finishReason: 'stop', usage, warnings: [] };
      },
    });
    const wrapped = wrapLanguageModel({ model, middleware: pithMiddleware({ budget: BUDGET }) as never });
    const { text } = await generateText({ model: wrapped, messages: history(), allowSystemInMessages: true });
    expect(text).toBe('Tomorrow.');
    const sent = JSON.stringify(prompts[0]);
    const original = JSON.stringify(history());
    expect(sent.length).toBeLessThan(original.length / 2);
    expect(sent).toContain('ORD-58213');
    expect(sent).toContain('When will it arrive?');
    expect(prompts[0][0]).toEqual({ role: 'system', content: 'You are a support agent for a parcel service.' });
    pairsHold(prompts[0]);
  });

  it('the middleware runs for streamText too', async () => {
    const prompts: Sent[] = [];
    const model = new MockLanguageModelV2({
      doStream: async (opts) => {
        prompts.push(opts.prompt as Sent);
        return {
          stream: simulateReadableStream({
            chunks: [
              { type: 'text-start', id: '1' },
              { type: 'text-delta', id: '1', delta: 'Tomorrow.' },
              { type: 'text-end', id: '1' },
              { type: 'finish', finishReason: 'stop', usage },
            ],
          }),
        };
      },
    });
    const wrapped = wrapLanguageModel({ model, middleware: pithMiddleware({ budget: BUDGET }) as never });
    const result = streamText({ model: wrapped, messages: history(), allowSystemInMessages: true });
    expect(await result.text).toBe('Tomorrow.');
    expect(JSON.stringify(prompts[0]).length).toBeLessThan(JSON.stringify(history()).length / 2);
    pairsHold(prompts[0]);
  });

  it('compressModelMessages output is accepted by AI SDK 5 generateText as it is', async () => {
    const { messages, stats } = await compressModelMessages(history() as never, { budget: BUDGET });
    expect(stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    let seen: Sent = [];
    const model = new MockLanguageModelV2({
      doGenerate: async (opts) => {
        seen = opts.prompt as Sent;
        return { content: [{ type: 'text', text: 'ok' }], finishReason: 'stop', usage, warnings: [] };
      },
    });
    const { text } = await generateText({ model, messages: messages as unknown as ModelMessage[], allowSystemInMessages: true });
    expect(text).toBe('ok');
    expect(seen.length).toBe(messages.length);
    pairsHold(seen);
  });
});
