/** @module embed/workers-ai — Embedder over a Cloudflare Workers AI binding (`env.AI.run` with bge models). */

import { OptionsError, ProviderError } from '../errors.js';
import { checkBinding, runBinding, type WorkersAiBinding } from '../llm/workers-ai-binding.js';
import { optionalInteger, requireString } from '../llm/validate-call.js';
import { found } from '../validate/format-issue.js';
import type { EmbedOptions, Embedder } from './types.js';
import { unitVector } from './unit-vector.js';

/**
 * Options of {@link workersAiEmbedder}.
 * @example
 * const options: WorkersAiEmbedderOptions = { binding: env.AI, batchSize: 50 };
 */
export interface WorkersAiEmbedderOptions {
  /** The Workers AI binding, `env.AI`. */
  binding: WorkersAiBinding;
  /** Embedding model. @default '@cf/baai/bge-small-en-v1.5' */
  model?: string;
  /** Texts per `run()` call (Workers AI accepts up to 100). @default 100 */
  batchSize?: number;
  /** Vector length; required for models not in {@link WORKERS_AI_EMBED_DIMENSIONS}. @default from the model */
  dimensions?: number;
}

/**
 * Vector lengths of the Workers AI embedding models pith knows.
 * @example
 * WORKERS_AI_EMBED_DIMENSIONS['@cf/baai/bge-small-en-v1.5'] // 384
 */
export const WORKERS_AI_EMBED_DIMENSIONS: Readonly<Record<string, number>> = {
  '@cf/baai/bge-small-en-v1.5': 384,
  '@cf/baai/bge-base-en-v1.5': 768,
  '@cf/baai/bge-large-en-v1.5': 1024,
  '@cf/baai/bge-m3': 1024,
};

/**
 * An embedder over a Workers AI binding: `binding.run(model, { text: [...] })` → `{ shape, data }`,
 * in batches of `batchSize`; vectors are scaled to unit length, empty texts give zero vectors
 * without a call. Errors are `ProviderError`. The real binding only exists inside a Worker; pith's
 * Node tests drive it with a recording object that has the same `run()` shape.
 * @example
 * const embedder = workersAiEmbedder({ binding: env.AI });
 * const [a, b] = await embedder.embed(['book a flight', 'reserve a plane ticket']);
 */
export function workersAiEmbedder(options: WorkersAiEmbedderOptions): Embedder {
  const where = 'workersAiEmbedder';
  checkBinding(where, options?.binding);
  const model = options.model ?? '@cf/baai/bge-small-en-v1.5';
  requireString(where, 'model', model);
  optionalInteger(where, 'batchSize', options.batchSize, 1);
  optionalInteger(where, 'dimensions', options.dimensions, 1);
  const dimensions = options.dimensions ?? WORKERS_AI_EMBED_DIMENSIONS[model];
  if (dimensions === undefined) {
    throw new OptionsError(`${where}: dimensions: expected a positive integer for model ${model}, found nothing`);
  }
  const batchSize = options.batchSize ?? 100;
  const { binding } = options;
  const name = `workers-ai:${model}`;

  async function embedBatch(texts: string[], signal?: AbortSignal): Promise<Float32Array[]> {
    const out: any = await runBinding(name, binding, model, { text: texts }, signal);
    const data = out?.data;
    if (!Array.isArray(data) || data.length !== texts.length) {
      const what = Array.isArray(data) ? `${data.length} vectors` : `data: ${found(data)}`;
      throw new ProviderError(`${name}: expected data with ${texts.length} vectors, found ${what}`);
    }
    return data.map((v: unknown, i) => {
      if (!Array.isArray(v) || v.length !== dimensions || v.some((x) => typeof x !== 'number' || !Number.isFinite(x))) {
        const what = Array.isArray(v) ? `${v.length} values` : found(v);
        throw new ProviderError(`${name}: data[${i}]: expected ${dimensions} finite numbers, found ${what}`);
      }
      return unitVector(v);
    });
  }

  async function embed(texts: readonly string[], call: EmbedOptions = {}): Promise<Float32Array[]> {
    if (!Array.isArray(texts)) throw new ProviderError(`${name}: expected an array of texts, found ${found(texts)}`);
    texts.forEach((t, i) => {
      if (typeof t !== 'string') throw new ProviderError(`${name}: texts[${i}]: expected a string, found ${found(t)}`);
    });
    const result: Float32Array[] = texts.map(() => new Float32Array(dimensions));
    const todo = texts.flatMap((t, i) => (t.trim() === '' ? [] : [i]));
    for (let start = 0; start < todo.length; start += batchSize) {
      const idx = todo.slice(start, start + batchSize);
      const vectors = await embedBatch(
        idx.map((i) => texts[i]),
        call.signal,
      );
      idx.forEach((i, k) => (result[i] = vectors[k]));
    }
    return result;
  }

  return { name, dimensions, embed };
}
