/** @module embed/transformers — Embedder over a Transformers.js feature-extraction model (mean pooling, unit length, batches), loaded on demand. */

import { untilAborted } from '../abortable.js';
import { ProviderError } from '../errors.js';
import { cachedPipeline, pickDevice, type TransformersLoadOptions } from '../llm/load-transformers.js';
import { checkLoadOptions } from '../llm/check-load-options.js';
import { optionalInteger, requireString } from '../llm/validate-call.js';
import { found } from '../validate/format-issue.js';
import type { EmbedOptions, Embedder } from './types.js';
import { unitVector } from './unit-vector.js';
import { chunkByTokens } from './chunk-by-tokens.js';

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
  /**
   * Tokens of text per model input; a longer text is embedded in parts of at most this many tokens.
   * @default 256 for Xenova/all-MiniLM-L6-v2 (its training length), else the model's limit (512 for BERT-like models)
   */
  maxTokens?: number;
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
 * The parts a text is embedded in: the text itself when it fits `limit` tokens, else word-aligned
 * chunks that each fit, weighted by their share of the tokens. Without a tokenizer or a finite
 * limit, the text as it is (the pipeline truncates).
 */
function partsOf(extractor: any, text: string, limit: number): Array<{ text: string; weight: number }> {
  const tokenizer = extractor?.tokenizer;
  if (typeof tokenizer?.encode !== 'function' || !Number.isFinite(limit)) return [{ text, weight: 1 }];
  const count = (t: string): number => tokenizer.encode(t, { add_special_tokens: false }).length;
  const chunks = chunkByTokens(text, limit, count);
  if (chunks.length === 1) return [{ text, weight: 1 }];
  const total = chunks.reduce((n, c) => n + c.tokens, 0);
  return chunks.map((c) => ({ text: c.text, weight: c.tokens / total }));
}

/** Tokens of text one model input holds: the tokenizer's and the model's limits, less the special tokens. */
function inputLimit(extractor: any): number {
  const tokenizer = extractor?.tokenizer;
  const positions = extractor?.model?.config?.max_position_embeddings;
  let limit = Math.min(
    Number.isFinite(tokenizer?.model_max_length) ? tokenizer.model_max_length : Infinity,
    Number.isInteger(positions) ? positions : Infinity,
  );
  if (Number.isFinite(limit) && typeof tokenizer?.encode === 'function') {
    limit -= tokenizer.encode('', { add_special_tokens: true }).length;
  }
  return limit;
}

/**
 * A sentence embedder over Transformers.js (`@huggingface/transformers`, an optional peer
 * dependency imported on first use): mean pooling over tokens, unit length, `batchSize` texts per
 * call; the pipeline is built once per model, device and dtype. Empty texts give zero vectors.
 * `dimensions` comes from the option, the known-model table or, for other models, the loaded
 * model's `hidden_size` (await `ready()` before reading it). A text longer than `maxTokens` (256
 * for all-MiniLM-L6-v2, else the model's input limit) is embedded in word-aligned parts that each
 * fit, averaged by their tokens, so its tail counts too (a run of CJK text, which has no spaces,
 * is cut between characters). Failures, a model that returns NaN included, are `ProviderError`.
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
  optionalInteger(where, 'maxTokens', options.maxTokens, 1);
  const maxTokens = options.maxTokens ?? (model === 'Xenova/all-MiniLM-L6-v2' ? 256 : undefined);
  checkLoadOptions(where, options);
  const batchSize = options.batchSize ?? 32;
  const name = `transformers:${model}`;
  let dimensions: number | undefined = options.dimensions ?? TRANSFORMERS_EMBED_DIMENSIONS[model];
  let loading: Promise<{ device: string; extractor: any; limit: number }> | undefined;

  function load(): Promise<{ device: string; extractor: any; limit: number }> {
    loading ??= (async () => {
      const device = options.device ?? (await pickDevice());
      const extractor = await cachedPipeline('feature-extraction', { ...options, model, device });
      const hidden = extractor?.model?.config?.hidden_size;
      if (dimensions === undefined && Number.isInteger(hidden)) dimensions = hidden;
      // Tokens per model input, worked out once per load: `maxTokens`, capped by the model's own limit.
      return { device, extractor, limit: Math.min(inputLimit(extractor), maxTokens ?? Infinity) };
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
    const aborted = (): ProviderError =>
      new ProviderError(`${name}: expected embeddings, found the call aborted by its signal`, { cause: call.signal?.reason });
    // The first load can take minutes (a download): an abort rejects at once, the load goes on for later calls.
    const loaded = (): ReturnType<typeof load> => untilAborted(load(), call.signal, aborted);
    // Only-empty input still needs the vector length: load the model to learn it.
    if (todo.length === 0 && texts.length > 0 && dimensions === undefined) await loaded();
    if (todo.length > 0) {
      const { extractor, limit } = await loaded();
      // A text past the model's limit is embedded in parts, averaged by tokens: its tail counts too.
      const parts = todo.flatMap((i) => partsOf(extractor, texts[i], limit).map((part) => ({ i, ...part })));
      const sums = new Map<number, Float32Array>();
      for (let start = 0; start < parts.length; start += batchSize) {
        if (call.signal?.aborted) throw aborted();
        const batch = parts.slice(start, start + batchSize);
        let tensor: any;
        try {
          tensor = await extractor(batch.map((p) => p.text), { pooling: 'mean', normalize: false });
        } catch (cause) {
          const msg = cause instanceof Error ? cause.message : String(cause);
          throw new ProviderError(`${name}: expected embeddings, found an error: ${msg}`, { cause });
        }
        const [rows, width] = tensor?.dims ?? [];
        if (tensor?.dims?.length !== 2 || rows !== batch.length || (dimensions !== undefined && width !== dimensions)) {
          throw new ProviderError(
            `${name}: expected a ${batch.length}×${dimensions ?? '?'} tensor, found dims ${JSON.stringify(tensor?.dims)}`,
          );
        }
        dimensions ??= width;
        batch.forEach((p, k) => {
          const row = tensor.data.subarray(k * width, (k + 1) * width);
          // NaN (an fp16 overflow, broken weights) would pass unitVector unchanged and poison every cosine.
          if (!row.every(Number.isFinite)) {
            throw new ProviderError(`${name}: texts[${p.i}]: expected ${width} finite numbers from the model, found NaN or infinite values`);
          }
          const sum = sums.get(p.i) ?? sums.set(p.i, new Float32Array(width)).get(p.i)!;
          for (let d = 0; d < width; d++) sum[d] += row[d] * p.weight;
        });
      }
      for (const [i, sum] of sums) vectors[i] = unitVector(sum);
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
