/** @module embed/transformers — Embedder over a Transformers.js feature-extraction model (mean pooling, unit length, batches), loaded on demand. */

import { ProviderError } from '../errors.js';
import { cachedPipeline, pickDevice, type TransformersLoadOptions } from '../llm/load-transformers.js';
import { checkLoadOptions } from '../llm/check-load-options.js';
import { optionalInteger, requireString } from '../llm/validate-call.js';
import { found } from '../validate/format-issue.js';
import type { EmbedOptions, Embedder } from './types.js';
import { unitVector } from './unit-vector.js';

/**
 * Options of {@link transformersEmbedder}.
 * @example
 * const options: TransformersEmbedderOptions = { model: 'Xenova/all-MiniLM-L6-v2', batchSize: 16 };
 */
export interface TransformersEmbedderOptions extends Omit<TransformersLoadOptions, 'model' | 'device' | 'dtype'> {
  /** Hub id or local path of a feature-extraction ONNX model. @default 'Xenova/all-MiniLM-L6-v2' */
  model?: string;
  /** Weight type ('fp32', 'fp16', 'q8', …). @default the library's default for the device */
  dtype?: string;
  /** 'webgpu' | 'wasm' | 'cpu'. @default 'webgpu' when a WebGPU adapter exists, else 'cpu' in Node and 'wasm' elsewhere */
  device?: string;
  /** Texts per model call. @default 32 */
  batchSize?: number;
  /** Vector length, known before loading. @default from {@link TRANSFORMERS_EMBED_DIMENSIONS}, else the model's hidden_size once loaded */
  dimensions?: number;
}

/**
 * An embedder whose model loads on first use; `ready()` loads it ahead of time.
 * @example
 * const embedder = transformersEmbedder({ model: './models/my-embedder' });
 * const { dimensions } = await embedder.ready();
 */
export interface TransformersEmbedder extends Embedder {
  /** Load (once) and resolve with the device and vector length in use. */
  ready(): Promise<{ device: string; dimensions: number }>;
}

/**
 * Vector lengths of common sentence-embedding models, so `dimensions` is known before loading.
 * @example
 * TRANSFORMERS_EMBED_DIMENSIONS['Xenova/all-MiniLM-L6-v2'] // 384
 */
export const TRANSFORMERS_EMBED_DIMENSIONS: Readonly<Record<string, number>> = {
  'Xenova/all-MiniLM-L6-v2': 384,
  'Xenova/all-MiniLM-L12-v2': 384,
  'Xenova/bge-small-en-v1.5': 384,
  'Xenova/bge-base-en-v1.5': 768,
  'Xenova/all-mpnet-base-v2': 768,
};

/**
 * A sentence embedder over Transformers.js (`@huggingface/transformers`, an optional peer
 * dependency imported on first use): mean pooling over tokens, unit length, `batchSize` texts per
 * call; the pipeline is built once per model, device and dtype. Empty texts give zero vectors.
 * `dimensions` comes from the option, the known-model table or, for other models, the loaded
 * model's `hidden_size` (await `ready()` before reading it). Failures are `ProviderError`.
 * @example
 * const embedder = transformersEmbedder(); // Xenova/all-MiniLM-L6-v2, 384 dimensions
 * const [a, b] = await embedder.embed(['book a flight', 'reserve a plane ticket']);
 */
export function transformersEmbedder(options: TransformersEmbedderOptions = {}): TransformersEmbedder {
  const where = 'transformersEmbedder';
  const model = options.model ?? 'Xenova/all-MiniLM-L6-v2';
  requireString(where, 'model', model);
  optionalInteger(where, 'batchSize', options.batchSize, 1);
  optionalInteger(where, 'dimensions', options.dimensions, 1);
  checkLoadOptions(where, options);
  const batchSize = options.batchSize ?? 32;
  const name = `transformers:${model}`;
  let dimensions: number | undefined = options.dimensions ?? TRANSFORMERS_EMBED_DIMENSIONS[model];
  let loading: Promise<{ device: string; extractor: any }> | undefined;

  function load(): Promise<{ device: string; extractor: any }> {
    loading ??= (async () => {
      const device = options.device ?? (await pickDevice());
      const extractor = await cachedPipeline('feature-extraction', { ...options, model, device });
      const hidden = extractor?.model?.config?.hidden_size;
      if (dimensions === undefined && Number.isInteger(hidden)) dimensions = hidden;
      return { device, extractor };
    })();
    loading.catch(() => (loading = undefined));
    return loading;
  }

  async function embed(texts: readonly string[], call: EmbedOptions = {}): Promise<Float32Array[]> {
    if (!Array.isArray(texts)) throw new ProviderError(`${name}: expected an array of texts, found ${found(texts)}`);
    texts.forEach((t, i) => {
      if (typeof t !== 'string') throw new ProviderError(`${name}: texts[${i}]: expected a string, found ${found(t)}`);
    });
    const todo = texts.flatMap((t, i) => (t.trim() === '' ? [] : [i]));
    const vectors: Float32Array[] = new Array(texts.length);
    // Only-empty input still needs the vector length: load the model to learn it.
    if (todo.length === 0 && texts.length > 0 && dimensions === undefined) await load();
    if (todo.length > 0) {
      const { extractor } = await load();
      for (let start = 0; start < todo.length; start += batchSize) {
        if (call.signal?.aborted) {
          throw new ProviderError(`${name}: expected embeddings, found the call aborted by its signal`, {
            cause: call.signal.reason,
          });
        }
        const idx = todo.slice(start, start + batchSize);
        let tensor: any;
        try {
          tensor = await extractor(idx.map((i) => texts[i]), { pooling: 'mean', normalize: true });
        } catch (cause) {
          const msg = cause instanceof Error ? cause.message : String(cause);
          throw new ProviderError(`${name}: expected embeddings, found an error: ${msg}`, { cause });
        }
        const [rows, width] = tensor?.dims ?? [];
        if (rows !== idx.length || (dimensions !== undefined && width !== dimensions)) {
          throw new ProviderError(
            `${name}: expected a ${idx.length}×${dimensions ?? '?'} tensor, found dims ${JSON.stringify(tensor?.dims)}`,
          );
        }
        dimensions ??= width;
        idx.forEach((i, k) => (vectors[i] = unitVector(tensor.data.subarray(k * width, (k + 1) * width))));
      }
    }
    for (let i = 0; i < texts.length; i++) vectors[i] ??= new Float32Array(dimensionsOrThrow());
    return vectors;
  }

  function dimensionsOrThrow(): number {
    if (dimensions === undefined) {
      throw new ProviderError(
        `${name}: expected known dimensions (pass dimensions or await ready() first), found the model not loaded yet`,
      );
    }
    return dimensions;
  }

  return {
    name,
    get dimensions() {
      return dimensionsOrThrow();
    },
    embed,
    ready: () => load().then(({ device }) => ({ device, dimensions: dimensionsOrThrow() })),
  };
}
