// workersAiEmbedder over a recording binding (the real env.AI binding exists only inside a deployed Worker).
import { describe, expect, it } from 'vitest';
import { OptionsError, ProviderError } from '../../src/errors.js';
import { workersAiEmbedder } from '../../src/embed/workers-ai.js';
import { recordingBinding } from '../fixtures/recording-binding.js';

/** Deterministic fake bge reply: vector i of length dims filled from the text's char codes. */
function fakeVectors(texts: string[], dims: number): number[][] {
  return texts.map((t) => Array.from({ length: dims }, (_, j) => ((t.charCodeAt(j % t.length) * (j + 1)) % 17) - 8));
}
const bge = (dims = 384) =>
  recordingBinding((_m, inputs) => ({ shape: [inputs.text.length, dims], data: fakeVectors(inputs.text, dims) }));

function norm(v: Float32Array): number {
  return Math.sqrt(v.reduce((s, x) => s + x * x, 0));
}

describe('workersAiEmbedder', () => {
  it('embeds with bge-small by default: 384 unit-length vectors in input order', async () => {
    const ai = bge();
    const e = workersAiEmbedder({ binding: ai });
    expect(e.name).toBe('workers-ai:@cf/baai/bge-small-en-v1.5');
    expect(e.dimensions).toBe(384);
    const texts = ['alpha', 'beta', 'gamma'];
    const vs = await e.embed(texts);
    expect(ai.calls).toEqual([{ model: '@cf/baai/bge-small-en-v1.5', inputs: { text: texts } }]);
    expect(vs.map((v) => v.length)).toEqual([384, 384, 384]);
    for (const v of vs) expect(norm(v)).toBeCloseTo(1, 5);
    const raw = fakeVectors(['beta'], 384)[0];
    const scale = vs[1][0] / raw[0];
    expect(vs[1][5]).toBeCloseTo(raw[5] * scale, 5);
  });

  it('batches by batchSize with the same vectors as one batch, and skips empty texts', async () => {
    const texts = Array.from({ length: 7 }, (_, i) => `text number ${i}`);
    texts.splice(3, 0, '  ');
    const one = bge(16);
    const small = bge(16);
    const a = await workersAiEmbedder({ binding: one, model: 'custom', dimensions: 16 }).embed(texts);
    const b = await workersAiEmbedder({ binding: small, model: 'custom', dimensions: 16, batchSize: 3 }).embed(texts);
    expect(one.calls).toHaveLength(1);
    expect(small.calls.map((c) => c.inputs.text.length)).toEqual([3, 3, 1]);
    expect(b).toEqual(a);
    expect(Array.from(a[3])).toEqual(new Array(16).fill(0));
    expect(await workersAiEmbedder({ binding: one }).embed([])).toEqual([]);
  });

  it.each([
    [{ data: [[1, 2]] }, /data\[0\]: expected 384 finite numbers, found 2 values/],
    [{ data: [] }, /expected data with 1 vectors, found 0 vectors/],
    [{ shape: [1, 384] }, /found data: nothing/],
  ])('a malformed reply %j is a ProviderError', async (reply, pattern) => {
    const e = workersAiEmbedder({ binding: recordingBinding(() => reply) });
    await expect(e.embed(['x'])).rejects.toThrow(pattern);
  });

  it('binding failures and aborts are ProviderErrors', async () => {
    const failing = workersAiEmbedder({
      binding: recordingBinding(() => Promise.reject(new Error('5007: no such model'))),
    });
    await expect(failing.embed(['x'])).rejects.toThrow(/5007: no such model/);
    const c = new AbortController();
    c.abort();
    await expect(workersAiEmbedder({ binding: bge() }).embed(['x'], { signal: c.signal })).rejects.toThrow(
      ProviderError,
    );
  });

  it('validates options and texts', async () => {
    expect(() => workersAiEmbedder({ binding: bge(), model: '@cf/unknown/embed' })).toThrow(
      /dimensions: expected a positive integer for model @cf\/unknown\/embed, found nothing/,
    );
    expect(() => workersAiEmbedder({ binding: bge(), batchSize: 0 })).toThrow(OptionsError);
    expect(() => workersAiEmbedder({ binding: { run: 1 } as never })).toThrow(OptionsError);
    await expect(workersAiEmbedder({ binding: bge() }).embed(['ok', 3 as never])).rejects.toThrow(
      /texts\[1\]: expected a string, found number 3/,
    );
  });
});
