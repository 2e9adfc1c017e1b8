/** @module strategies/llm/similarity — text similarity by the embedder when there is one, else word overlap. */
import { embedChecked } from '../../embed/checked.js';
import { staticEmbedder } from '../../embed/static.js';
import type { Embedder } from '../../embed/types.js';
import type { StrategyInput } from '../types.js';

/**
 * Items more similar than this are duplicates (the shorter one is kept).
 * @example
 * DUPLICATE_SIMILARITY // 0.85
 */
export const DUPLICATE_SIMILARITY = 0.85;

const words = (t: string): Set<string> => new Set(t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * Token-set Jaccard similarity of two texts (the fallback when no embedder is given).
 * @example
 * jaccard('ship by May 3', 'Ship by May 3!') // 1
 */
export function jaccard(a: string, b: string): number {
  const A = words(a);
  const B = words(b);
  if (A.size === 0 && B.size === 0) return a.trim() === b.trim() ? 1 : 0;
  let both = 0;
  for (const w of A) if (B.has(w)) both++;
  return both / (A.size + B.size - both);
}

/**
 * Pairwise similarity of texts: cosine of the embedder's unit vectors, or word-set Jaccard without
 * one. Returns a function of two indices. Throws ProviderError when the embedder fails or returns
 * anything but one finite Float32Array per text.
 * @example
 * const sim = await similarity(['a b', 'a b c'], embedder); sim(0, 1)
 */
export async function similarity(texts: readonly string[], embedder?: Embedder): Promise<(i: number, j: number) => number> {
  if (!embedder || texts.length === 0) return (i, j) => jaccard(texts[i], texts[j]);
  // Checked: a failing or misshapen embedder is a ProviderError (and the strategy falls back), not a crash.
  const v = await embedChecked(embedder, texts);
  return (i, j) => {
    let dot = 0;
    for (let d = 0; d < v[i].length; d++) dot += v[i][d] * v[j][d];
    return dot;
  };
}

/**
 * Similarity of each text to one query (cosine with an embedder, Jaccard without).
 * @example
 * await similarityTo('final quantity', ['45 units', 'lunch'], undefined) // [0, 0]
 */
export async function similarityTo(query: string, texts: readonly string[], embedder?: Embedder): Promise<number[]> {
  const sim = await similarity([query, ...texts], embedder);
  return texts.map((_, i) => sim(0, i + 1));
}

/**
 * The embedder for dedup and retrieval: the caller's, else the built-in static vectors when the
 * kernel has its table loaded, else none (word overlap is used instead).
 * @example
 * const sim = await similarity(texts, embedderFor(input));
 */
export function embedderFor(input: Pick<StrategyInput, 'embedder' | 'kernel'>): Embedder | undefined {
  if (input.embedder) return input.embedder;
  return input.kernel.hasVectors?.() ? staticEmbedder({ kernel: input.kernel }) : undefined;
}
