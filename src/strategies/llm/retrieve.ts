/** @module strategies/llm/retrieve — hybrid retrieval: BM25 and embedding (or word overlap) similarity, weighted. */
import type { Embedder } from '../../embed/types.js';
import { bm25Scores, normalize } from '../../text/bm25.js';
import { similarityTo } from './similarity.js';

/**
 * Hybrid score of each document for the query: `lexical` × normalised BM25 + (1 − `lexical`) ×
 * similarity (embedding cosine with an embedder, word-set Jaccard without).
 * @example
 * await hybridScores(['45 chairs', 'lunch'], 'how many chairs', undefined, 0.5) // [>0, 0]
 */
export async function hybridScores(docs: readonly string[], query: string, embedder: Embedder | undefined, lexical: number): Promise<number[]> {
  const lex = normalize(bm25Scores(docs, query));
  const vec = await similarityTo(query, docs, embedder);
  return docs.map((_, i) => lexical * lex[i] + (1 - lexical) * Math.max(0, vec[i]));
}

/**
 * Indices ordered by score, best first (ties: earlier first), at most `k`.
 * @example
 * ranked([0.2, 0.9, 0.5], 2) // [1, 2]
 */
export function ranked(scores: readonly number[], k: number): number[] {
  return scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]).slice(0, k).map(([, i]) => i);
}
