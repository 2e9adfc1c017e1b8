// transformersEmbedder on the real ONNX runtime with ../shared/models/tiny-static-bert-random (random
// static embeddings: similarities mean nothing, the tests check the plumbing).
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OptionsError, ProviderError } from '../../src/errors.js';
import { transformersEmbedder } from '../../src/embed/transformers.js';
import type { TransformersProgress } from '../../src/llm/load-transformers.js';
import { sharedModel } from '../fixtures/shared-models.js';
import { nanBertModel } from '../fixtures/nan-model.js';

const BERT = sharedModel('tiny-static-bert-random');
const TEXTS = [
  'Order ORD-58213: 40 chairs.',
  'Actually make it 45 units, not 40.',
  'The deadline moved to June 3.',
  'We must keep the total under €5,000.',
  'Thanks!',
];

function norm(v: Float32Array): number {
  return Math.sqrt(v.reduce((s, x) => s + x * x, 0));
}
function expectClose(a: Float32Array[], b: Float32Array[]): void {
  expect(a.length).toBe(b.length);
  a.forEach((v, i) => v.forEach((x, j) => expect(x).toBeCloseTo(b[i][j], 5)));
}

describe('transformersEmbedder (tiny-static-bert-random, cpu)', () => {
  it('reads dimensions from the model, and returns unit vectors in input order', async () => {
    const events: TransformersProgress[] = [];
    const e = transformersEmbedder({ model: BERT, dtype: 'fp32', onProgress: (ev) => events.push(ev) });
    expect(e.name).toBe(`transformers:${BERT}`);
    expect(() => e.dimensions).toThrow(/expected known dimensions \(pass dimensions or await ready\(\) first\)/);
    expect(await e.ready()).toEqual({ device: 'cpu', dimensions: 64 });
    expect(e.dimensions).toBe(64);
    expect(events.some((ev) => ev.status === 'initiate' && ev.file === 'onnx/model.onnx')).toBe(true);

    const vs = await e.embed(TEXTS);
    expect(vs).toHaveLength(TEXTS.length);
    for (const v of vs) {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v.length).toBe(64);
      expect(norm(v)).toBeCloseTo(1, 5);
    }
    // Different texts, different vectors; the same text, the same vector, wherever it sits.
    expect(Array.from(vs[0])).not.toEqual(Array.from(vs[1]));
    const reversed = await e.embed([...TEXTS].reverse());
    expectClose(reversed.reverse(), vs);
  });

  it('batching gives the same vectors as one batch; empty texts give zero vectors', async () => {
    const one = await transformersEmbedder({ model: BERT, dtype: 'fp32' }).embed(TEXTS);
    const many = await transformersEmbedder({ model: BERT, dtype: 'fp32', batchSize: 2 }).embed(TEXTS);
    expectClose(many, one);
    const withEmpty = await transformersEmbedder({ model: BERT, dtype: 'fp32' }).embed(['', TEXTS[0], '   ']);
    expect(Array.from(withEmpty[0])).toEqual(new Array(64).fill(0));
    expect(Array.from(withEmpty[2])).toEqual(new Array(64).fill(0));
    expectClose([withEmpty[1]], [one[0]]);
    expect(await transformersEmbedder({ model: BERT, dtype: 'fp32' }).embed([])).toEqual([]);
  });

  it('a text past the model limit (512 tokens) is embedded whole, in parts: its tail moves the vector', async () => {
    const e = transformersEmbedder({ model: BERT, dtype: 'fp32' });
    const words = (list: string[], n: number) => Array.from({ length: n }, (_, i) => list[i % list.length]).join(' ');
    const head = words(['chairs', 'tables', 'lamps', 'order', 'warehouse', 'delivery'], 700); // > 512 tokens alone
    const tail = words(['invoice', 'payment', 'refund', 'bank', 'transfer'], 700);
    const [h, whole, t, again] = await e.embed([head, `${head} ${tail}`, tail, `${head} ${tail}`]);
    const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);
    // Cut at the limit, the whole text would embed exactly as its head does.
    expect(Array.from(whole)).not.toEqual(Array.from(h));
    expect(cos(whole, t)).toBeGreaterThan(cos(h, t) + 0.01);
    expect(cos(whole, h)).toBeGreaterThan(cos(t, h) + 0.01);
    expect(norm(whole)).toBeCloseTo(1, 5);
    expect(Array.from(again)).toEqual(Array.from(whole));
    // Batching long texts gives the same vectors as one batch.
    const [, batched] = await transformersEmbedder({ model: BERT, dtype: 'fp32', batchSize: 1 }).embed([head, `${head} ${tail}`]);
    expectClose([batched], [whole]);
    // Smaller parts (maxTokens) read the same text differently; a text under it is one input either way.
    const small = transformersEmbedder({ model: BERT, dtype: 'fp32', maxTokens: 64 });
    const [smallWhole, short] = await small.embed([`${head} ${tail}`, TEXTS[0]]);
    expect(Array.from(smallWhole)).not.toEqual(Array.from(whole));
    expectClose([short], await e.embed([TEXTS[0]]));
    expect(() => transformersEmbedder({ maxTokens: 0 })).toThrow(/maxTokens: expected .*found number 0/);
  });

  it('shares the cached pipeline: another embedder with the same settings does not reload', async () => {
    await transformersEmbedder({ model: BERT, dtype: 'fp32' }).ready();
    const events: TransformersProgress[] = [];
    const again = transformersEmbedder({ model: BERT, dtype: 'fp32', onProgress: (ev) => events.push(ev) });
    await again.embed(['hello']);
    expect(events).toEqual([]);
  });

  it('an abort while the model is still loading rejects at once, and the load goes on for the next call', async () => {
    // Session options of their own: a load of its own, not the pipeline the other tests share.
    const events: string[] = [];
    const controller = new AbortController();
    const e = transformersEmbedder({
      model: BERT,
      dtype: 'fp32',
      sessionOptions: { graphOptimizationLevel: 'basic' },
      onProgress: (ev) => {
        events.push(ev.status);
        if (ev.status === 'initiate') controller.abort(new Error('user left'));
      },
    });
    const err = await e.embed(['hello'], { signal: controller.signal }).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).toMatch(/aborted by its signal/);
    // Rejected at the first progress event, not after the whole load.
    expect(events).not.toContain('ready');
    expect((await e.embed(['hello']))[0].length).toBeGreaterThan(0);
    expect(events.at(-1)).toBe('ready');
  });

  it('a progress callback that throws fails neither its own load nor one shared with another caller', async () => {
    const opts = { model: BERT, dtype: 'q8' } as const; // not loaded yet in this file: the callbacks fire
    const broken = transformersEmbedder({ ...opts, onProgress: () => { throw new Error('my UI broke'); } });
    const fine = transformersEmbedder(opts);
    const [a, b] = await Promise.all([broken.embed(['hello']), fine.embed(['hello'])]);
    expect(a[0]).toEqual(b[0]);
  });

  it('the quantized weights load too (dtype q8) and stay unit length', async () => {
    const [v] = await transformersEmbedder({ model: BERT, dtype: 'q8' }).embed(['hello world']);
    expect(v.length).toBe(64);
    expect(norm(v)).toBeCloseTo(1, 5);
  });

  it('a dimensions option that disagrees with the model is a ProviderError', async () => {
    await expect(transformersEmbedder({ model: BERT, dtype: 'fp32', dimensions: 384 }).embed(['x'])).rejects.toThrow(
      /expected a 1×384 tensor, found dims \[1,64\]/,
    );
  });

  it('a model that returns NaN is a ProviderError, not a NaN vector', async () => {
    const model = nanBertModel();
    try {
      const e = transformersEmbedder({ model, dtype: 'fp32' });
      await expect(e.embed(['', 'hello world'])).rejects.toThrow(
        /texts\[1\]: expected 64 finite numbers from the model, found NaN or infinite values/,
      );
    } finally {
      rmSync(dirname(model), { recursive: true, force: true });
    }
  });

  it('a run of CJK text past the limit (no spaces) is embedded in parts too: its tail moves the vector', async () => {
    const e = transformersEmbedder({ model: BERT, dtype: 'fp32' });
    const head = '订单椅子桌子仓库送货'.repeat(60); // 600 characters, one token each, no space
    const [h, whole] = await e.embed([head, head + '发票付款退款银行转账'.repeat(60)]);
    expect(Array.from(whole)).not.toEqual(Array.from(h));
    expect(norm(whole)).toBeCloseTo(1, 5);
  });

  it('a missing model path is a ProviderError; bad options are OptionsErrors', async () => {
    const missing = transformersEmbedder({ model: '../shared/models/no-such-embedder' });
    await expect(missing.embed(['x'])).rejects.toThrow(ProviderError);
    await expect(missing.embed(['x'])).rejects.toThrow(/expected a loadable feature-extraction model at/);
    expect(() => transformersEmbedder({ batchSize: 0 })).toThrow(OptionsError);
    // Load options of the wrong kind fail at creation, not at a load other callers share.
    expect(() => transformersEmbedder({ dtype: 'int3' })).toThrow(/dtype: expected one of auto, fp32, .*found string "int3"/);
    expect(() => transformersEmbedder({ localModelPath: 5 as never })).toThrow(/localModelPath: expected a non-empty string, found number 5/);
    expect(() => transformersEmbedder({ allowRemoteModels: 'no' as never })).toThrow(/allowRemoteModels: expected a boolean/);
    expect(() => transformersEmbedder({ device: 42 as never })).toThrow(OptionsError);
    expect(transformersEmbedder().dimensions).toBe(384);
    expect(transformersEmbedder().name).toBe('transformers:Xenova/all-MiniLM-L6-v2');
    await expect(transformersEmbedder({ model: BERT, dtype: 'fp32' }).embed('x' as never)).rejects.toThrow(
      /expected an array of texts, found string "x"/,
    );
  });
});
