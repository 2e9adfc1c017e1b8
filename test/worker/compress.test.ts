/** @module test/worker/compress — pith in real workerd: `workerd` condition, imported WASM module. */
import { describe, expect, it } from 'vitest';
import { compress, countTokens, init, type CompressResult, type Message } from 'pith';
import wasm from '../../build/pith.wasm';
import chat from '../../examples/support-chat.json' with { type: 'json' };
import { call } from './helpers.js';

const messages = chat.messages as Message[];
const BUDGET = 300;
const text = (r: CompressResult) => r.messages.map((m) => String(m.content)).join('\n');

describe('pith on workerd', () => {
  it('runs in workerd, where compiling WASM from bytes is forbidden', async () => {
    expect(navigator.userAgent).toBe('Cloudflare-Workers');
    const empty = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    await expect(WebAssembly.compile(empty)).rejects.toThrow();
  });

  it('init() loads the kernel from the imported WebAssembly.Module', async () => {
    expect(wasm).toBeInstanceOf(WebAssembly.Module);
    const kernel = await init();
    expect(kernel.estimateTokens('Ship 45 units to Lyon by May 3.')).toBeGreaterThan(0);
  });

  it('compress fits the budget and keeps the order ID', async () => {
    const result = await compress(messages, { budget: BUDGET });
    expect(result.stats.originalTokens).toBeGreaterThan(BUDGET);
    expect(result.stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expect(await countTokens(result.messages)).toBeLessThanOrEqual(BUDGET);
    expect(text(result)).toContain('ORD-58213');
  });

  it('the Worker answers POST /v1/compress with the compressed conversation', async () => {
    const response = await call('/v1/compress', { json: { messages, budget: BUDGET } });
    const body = (await response.json()) as CompressResult;
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expect(text(body)).toContain('ORD-58213');
  });

  it('the Worker ranks with the built-in word vectors, as Node and browsers do', async () => {
    const response = await call('/v1/compress', { json: { messages, budget: BUDGET, query: 'How many units were ordered in the end?' } });
    const body = (await response.json()) as CompressResult;
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.stats.relevance).toBe('lexical+static');
  });
});

describe('LLM strategies on the Worker', () => {
  it('call Workers AI through the AI binding (PITH_LLM_MODEL picks the model), within the budget', async () => {
    const { env } = await import('cloudflare:workers');
    const { handle } = await import('../../src/worker/handle.js');
    const { recordingBinding } = await import('../fixtures/recording-binding.js');
    const { TOKEN } = await import('./helpers.js');
    const ai = recordingBinding(() => ({ response: 'Order ORD-58213: 45 units to Lyon, delivery by May 3.' }));
    const request = new Request('https://pith.test/v1/compress', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages, budget: BUDGET, strategy: 'naive' }),
    });
    const response = await handle(request, { ...(env as object), AI: ai, PITH_LLM_MODEL: '@cf/qwen/qwen1.5-14b-chat-awq' } as never);
    expect(response.status).toBe(200);
    const result = (await response.json()) as CompressResult;
    expect(ai.calls.length).toBeGreaterThan(0);
    expect(ai.calls.every((c) => c.model === '@cf/qwen/qwen1.5-14b-chat-awq')).toBe(true);
    expect(result.stats.llm).toMatchObject({ calls: ai.calls.length, failures: 0 });
    expect(result.stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expect(text(result)).toContain('ORD-58213');

    // A strategy that needs no model never calls it.
    const plain = await handle(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ messages, budget: BUDGET }) }), { ...(env as object), AI: ai } as never);
    expect(plain.status).toBe(200);
    const calls = ai.calls.length;
    expect((await plain.json() as CompressResult).stats.llm).toBeUndefined();
    expect(ai.calls.length).toBe(calls);
  });

  it('without an AI binding answer 400 INVALID_OPTIONS naming it', async () => {
    const response = await call('/v1/compress', { json: { messages, budget: BUDGET, strategy: 'naive' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('INVALID_OPTIONS');
    expect(body.error.message).toContain('Worker: an AI binding');
  });
});

describe('OpenAI developer messages on the Worker', () => {
  it('are compressed as system messages and come back as developer messages', async () => {
    const developer = { role: 'developer', content: 'Answer in one line. Never share the gate code 4412.' };
    const response = await call('/v1/compress', { json: { messages: [developer, ...messages], budget: BUDGET } });
    expect(response.status).toBe(200);
    const result = (await response.json()) as CompressResult;
    expect(result.messages[0]).toEqual(developer);
    expect(result.stats.compressedTokens).toBeLessThanOrEqual(BUDGET);
    expect(result.messages.slice(1).some((m) => (m.role as string) === 'developer')).toBe(false);
  });
});
