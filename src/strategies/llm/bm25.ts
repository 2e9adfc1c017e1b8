/** @module strategies/llm/bm25 — Okapi BM25 of short documents against a query, for note retrieval. */

const STOP = new Set(
  'a an and are as at be but by for from has have i if in into is it its me my no not of on or our so that the their them then there these they this to was we were what when where which who why will with would you your can do does did how about just please'.split(' '),
);

/**
 * Lowercased content terms: letter/digit runs, stop words dropped.
 * @example
 * terms('What is the final quantity?') // ['final', 'quantity']
 */
export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? []).filter((w) => !STOP.has(w));
}

/**
 * BM25 score (k1 1.2, b 0.75) of each document against the query; 0 when no term matches.
 * @example
 * bm25(['45 chairs ordered', 'lunch was nice'], 'how many chairs') // [>0, 0]
 */
export function bm25(docs: readonly string[], query: string, k1 = 1.2, b = 0.75): number[] {
  const docTerms = docs.map(terms);
  const avg = docTerms.reduce((s, t) => s + t.length, 0) / Math.max(1, docs.length);
  const df = new Map<string, number>();
  for (const t of docTerms) for (const w of new Set(t)) df.set(w, (df.get(w) ?? 0) + 1);
  const q = [...new Set(terms(query))];
  return docTerms.map((t) => {
    const tf = new Map<string, number>();
    for (const w of t) tf.set(w, (tf.get(w) ?? 0) + 1);
    let score = 0;
    for (const w of q) {
      const f = tf.get(w);
      if (!f) continue;
      const d = df.get(w)!;
      score += Math.log(1 + (docs.length - d + 0.5) / (d + 0.5)) * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * t.length) / Math.max(1, avg))));
    }
    return score;
  });
}

/**
 * Scores scaled to 0..1 by the largest (all zero stays zero).
 * @example
 * normalize([2, 1, 0]) // [1, 0.5, 0]
 */
export function normalize(xs: readonly number[]): number[] {
  const max = Math.max(0, ...xs);
  return xs.map((x) => (max > 0 ? Math.max(0, x) / max : 0));
}
