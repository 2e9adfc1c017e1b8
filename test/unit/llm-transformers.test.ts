// transformersProvider on the real ONNX runtime with ../shared/models/tiny-random-llama (random weights:
// the text is gibberish, the tests check the plumbing).
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/errors.js';
import { planDevice } from '../../src/llm/device-plan.js';
import type { TransformersProgress } from '../../src/llm/load-transformers.js';
import { splitModelPath } from '../../src/llm/load-transformers.js';
import { TRANSFORMERS_LLM_MODEL, transformersProvider } from '../../src/llm/transformers.js';
import type { ChatMessage } from '../../src/llm/types.js';
import { sharedModel } from '../fixtures/shared-models.js';

const LLAMA = sharedModel('tiny-random-llama');
// The fixture ships fp16 weights only (onnx/model_fp16.onnx); the default q4 does not exist there.
const OPTS = { model: LLAMA, dtype: 'fp16' } as const;
const CHAT: ChatMessage[] = [
  { role: 'system', content: 'Be brief.' },
  { role: 'user', content: 'What is the final quantity?' },
];

describe('transformersProvider (tiny-random-llama, cpu)', () => {
  it('loads once with progress, picks cpu in Node, and returns only new text bounded by maxTokens', async () => {
    const events: TransformersProgress[] = [];
    const llm = transformersProvider({ ...OPTS, onProgress: (e) => events.push(e) });
    expect(llm.name).toBe(`local:${LLAMA}`);
    expect(await llm.ready()).toEqual({ device: 'cpu', dtype: 'fp16' });
    expect(events.some((e) => e.status === 'initiate' && e.file === 'onnx/model_fp16.onnx')).toBe(true);
    expect(events.at(-1)?.status).toBe('ready');

    const short = await llm.complete(CHAT, { maxTokens: 2 });
    const long = await llm.complete(CHAT, { maxTokens: 12 });
    expect(typeof short).toBe('string');
    expect(short.length).toBeGreaterThan(0);
    // Greedy decoding: the 2-token reply is a strict prefix of the 12-token reply.
    expect(long.length).toBeGreaterThan(short.length);
    expect(long.startsWith(short)).toBe(true);
    // Only the new text: none of the prompt comes back.
    expect(long).not.toContain('final quantity');
    expect(await llm.complete(CHAT, { maxTokens: 12 })).toBe(long);
  });

  it('refuses a prompt that does not fit the model context with its reply, rather than cutting its end', async () => {
    const llm = transformersProvider(OPTS);
    const huge = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ');
    const chat: ChatMessage[] = [{ role: 'user', content: `${huge}\nWhat is the gate code?` }];
    const e = await llm.complete(chat, { maxTokens: 1 }).catch((x) => x);
    expect(e).toBeInstanceOf(ProviderError);
    expect(e.message).toMatch(/expected a prompt of at most 2047 tokens \(context 2048 − maxTokens 1\), found \d+: compress it first/);
  });

  it('shares the cached pipeline: a second provider with the same settings does not reload', async () => {
    await transformersProvider(OPTS).ready();
    const events: TransformersProgress[] = [];
    const again = transformersProvider({ ...OPTS, onProgress: (e) => events.push(e) });
    const t0 = performance.now();
    await again.complete(CHAT, { maxTokens: 1 });
    expect(events).toEqual([]);
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it('json mode and temperature reach the model without breaking the chat template', async () => {
    const llm = transformersProvider(OPTS);
    expect(typeof (await llm.complete(CHAT, { maxTokens: 3, json: true }))).toBe('string');
    expect(typeof (await llm.complete([{ role: 'user', content: 'hi' }], { maxTokens: 3, temperature: 0.8 }))).toBe(
      'string',
    );
  });

  it('an abort interrupts a long generation', async () => {
    const llm = transformersProvider(OPTS);
    await llm.ready();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const t0 = performance.now();
    const err = await llm.complete(CHAT, { maxTokens: 1500, signal: controller.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).toMatch(/aborted by its signal/);
    // An uninterrupted 1500-token run takes seconds here; the interrupt stops it within a few tokens.
    expect(performance.now() - t0).toBeLessThan(2500);
  });

  it('an abort while the model is still loading rejects at once, and the load goes on for the next call', async () => {
    // Session options of their own: a load of its own, not the pipeline the other tests share.
    const events: string[] = [];
    const controller = new AbortController();
    const llm = transformersProvider({
      ...OPTS,
      sessionOptions: { graphOptimizationLevel: 'basic' },
      onProgress: (e) => {
        events.push(e.status);
        if (e.status === 'initiate') controller.abort(new Error('user left'));
      },
    });
    const err = await llm.complete(CHAT, { maxTokens: 1, signal: controller.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).toMatch(/aborted by its signal/);
    // Rejected at the first progress event, not after the whole load.
    expect(events).not.toContain('ready');
    expect(typeof (await llm.complete(CHAT, { maxTokens: 1 }))).toBe('string');
    expect(events.at(-1)).toBe('ready');
  });

  it('a missing model path is a ProviderError, and a later call tries again', async () => {
    const llm = transformersProvider({ model: '../shared/models/no-such-model', dtype: 'fp32' });
    const err = await llm.complete(CHAT, { maxTokens: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).toMatch(/expected a loadable text-generation model at \.\.\/shared\/models\/no-such-model/);
    await expect(llm.ready()).rejects.toThrow(ProviderError);
  });

  it('a wrong dtype (no such weights file) is a ProviderError', async () => {
    await expect(transformersProvider({ model: LLAMA, dtype: 'q4' }).ready()).rejects.toThrow(
      /expected a loadable text-generation model.*dtype q4/,
    );
  });

  it('validates options and messages; defaults to Qwen2.5-0.5B-Instruct', async () => {
    expect(transformersProvider().name).toBe(`local:${TRANSFORMERS_LLM_MODEL}`);
    expect(() => transformersProvider({ model: '' })).toThrow(/model: expected a non-empty string/);
    await expect(transformersProvider(OPTS).complete([])).rejects.toThrow(/expected a non-empty array of messages/);
  });

  it('plans the device: explicit wins, cpu in Node, webgpu with fp16 shaders, wasm otherwise', () => {
    const browser = (gpu?: { fp16: boolean }) => ({ node: false, gpu });
    expect(planDevice({ device: 'webgpu' }, { node: true })).toEqual({ device: 'webgpu', dtype: 'q4f16' });
    expect(planDevice({ device: 'wasm', dtype: 'fp16' }, browser())).toEqual({ device: 'wasm', dtype: 'fp16' });
    expect(planDevice({}, { node: true, gpu: { fp16: true } })).toEqual({ device: 'cpu', dtype: 'q4' });
    expect(planDevice({}, browser())).toEqual({ device: 'wasm', dtype: 'q4' });
    expect(planDevice({}, browser({ fp16: true }))).toEqual({
      device: 'webgpu',
      dtype: 'q4f16',
      fallback: { device: 'wasm', dtype: 'q4' },
    });
    expect(planDevice({}, browser({ fp16: false }))).toEqual({
      device: 'webgpu',
      dtype: 'q4',
      fallback: { device: 'wasm', dtype: 'q4' },
    });
    expect(planDevice({ dtype: 'fp16' }, browser({ fp16: false }))).toEqual({ device: 'wasm', dtype: 'fp16' });
    expect(planDevice({ dtype: 'fp16' }, browser({ fp16: true }))).toEqual({
      device: 'webgpu',
      dtype: 'fp16',
      fallback: { device: 'wasm', dtype: 'fp16' },
    });
  });

  it('splits model paths but not hub ids', () => {
    expect(splitModelPath('../shared/models/tiny')).toEqual({ dir: '../shared/models/', name: 'tiny' });
    expect(splitModelPath('/abs/m/')).toEqual({ dir: '/abs/', name: 'm' });
    expect(splitModelPath('onnx-community/Qwen2.5-0.5B-Instruct')).toBeUndefined();
  });
});
