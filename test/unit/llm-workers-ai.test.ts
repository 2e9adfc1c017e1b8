// workersAiProvider over a recording binding (the real env.AI binding exists only inside a deployed Worker).
import { describe, expect, it } from 'vitest';
import { OptionsError, ProviderError } from '../../src/errors.js';
import type { ChatMessage } from '../../src/llm/types.js';
import { WORKERS_AI_LLM_MODEL, workersAiProvider } from '../../src/llm/workers-ai.js';
import { recordingBinding } from '../fixtures/recording-binding.js';

const HI: ChatMessage[] = [
  { role: 'system', content: 'Be brief.' },
  { role: 'user', content: 'Say hi' },
];

describe('workersAiProvider', () => {
  it('runs the default model with messages, max_tokens and temperature 0', async () => {
    const ai = recordingBinding((_m, inputs) => ({ response: `got ${inputs.messages.length}` }));
    const llm = workersAiProvider({ binding: ai });
    expect(llm.name).toBe(`workers-ai:${WORKERS_AI_LLM_MODEL}`);
    expect(await llm.complete(HI, { maxTokens: 32 })).toBe('got 2');
    expect(ai.calls).toEqual([
      { model: '@cf/meta/llama-3.1-8b-instruct', inputs: { messages: HI, max_tokens: 32, temperature: 0 } },
    ]);
  });

  it('json mode sends response_format and stringifies an object reply', async () => {
    const ai = recordingBinding(() => ({ response: { facts: ['45 units'] } }));
    const llm = workersAiProvider({ binding: ai, model: '@cf/qwen/qwen1.5-0.5b-chat' });
    const text = await llm.complete(HI, { json: true, temperature: 0.3 });
    expect(JSON.parse(text)).toEqual({ facts: ['45 units'] });
    expect(ai.calls[0].model).toBe('@cf/qwen/qwen1.5-0.5b-chat');
    expect(ai.calls[0].inputs.response_format).toEqual({ type: 'json_object' });
    expect(ai.calls[0].inputs.temperature).toBe(0.3);
  });

  it('a binding error becomes a ProviderError keeping the cause', async () => {
    const boom = Object.assign(new Error('3040: Capacity temporarily exceeded'), { status: 429 });
    const llm = workersAiProvider({
      binding: recordingBinding(() => {
        throw boom;
      }),
    });
    const err = await llm.complete(HI).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).message).toMatch(/found an error: 3040: Capacity/);
    expect((err as ProviderError).cause).toBe(boom);
    expect((err as ProviderError).status).toBe(429);
  });

  it('reads the OpenAI-shaped chat completion newer models return (choices, not response)', async () => {
    const completion = (content: unknown) => ({
      id: 'id-1',
      object: 'chat.completion',
      created: 1_750_000_000,
      model: '@cf/meta/llama-4-scout-17b-16e-instruct',
      choices: [{ index: 0, message: { role: 'assistant', content, tool_calls: [] }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 },
    });
    const llm = workersAiProvider({
      binding: recordingBinding((_m, inputs) => completion(inputs.response_format ? { facts: ['45 units'] } : 'hi there')),
      model: '@cf/meta/llama-4-scout-17b-16e-instruct',
    });
    expect(await llm.complete(HI)).toBe('hi there');
    expect(JSON.parse(await llm.complete(HI, { json: true }))).toEqual({ facts: ['45 units'] });
  });

  it.each([
    [null, /expected an object with a response field or a choices array, found null/],
    [{ result: 'x' }, /expected an object with a response field or a choices array, found object/],
    [{ choices: [] }, /expected a non-empty choices array, found an empty array/],
    [{ choices: [{ message: { role: 'assistant', content: null } }] }, /expected choices\[0\]\.message\.content to be a string, found null/],
    [{ response: 7 }, /expected response to be a string, found number 7/],
    [{ response: { a: 1 } }, /expected response to be a string, found object/],
  ])('a malformed reply %j is a ProviderError', async (reply, pattern) => {
    const llm = workersAiProvider({ binding: recordingBinding(() => reply) });
    await expect(llm.complete(HI)).rejects.toThrow(pattern);
  });

  it('an abort rejects at once, even while the binding is still running', async () => {
    const ai = recordingBinding(() => new Promise((ok) => setTimeout(() => ok({ response: 'late' }), 2000)));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const t0 = performance.now();
    await expect(workersAiProvider({ binding: ai }).complete(HI, { signal: controller.signal })).rejects.toThrow(
      /aborted by its signal/,
    );
    expect(performance.now() - t0).toBeLessThan(1000);
    const pre = new AbortController();
    pre.abort();
    await expect(workersAiProvider({ binding: ai }).complete(HI, { signal: pre.signal })).rejects.toThrow(ProviderError);
    expect(ai.calls).toHaveLength(1);
  });

  it('validates the binding, the model and the call', async () => {
    expect(() => workersAiProvider({ binding: {} as never })).toThrow(OptionsError);
    expect(() => workersAiProvider({ binding: undefined as never })).toThrow(
      /binding: expected a Workers AI binding with run\(\), found nothing/,
    );
    expect(() => workersAiProvider({ binding: recordingBinding(() => null), model: '' })).toThrow(/model/);
    const llm = workersAiProvider({ binding: recordingBinding(() => ({ response: 'x' })) });
    await expect(llm.complete([{ role: 'user', content: 5 } as never])).rejects.toThrow(
      /messages\[0\]\.content: expected a string, found number 5/,
    );
    await expect(llm.complete(HI, { temperature: 9 })).rejects.toThrow(ProviderError);
  });
});
