/** @module text/bm25 — Okapi BM25 over short documents (sentences, notes) in plain TS, for retrieval outside the kernel. */

/** BM25 parameters. */
export interface Bm25Params {
  /** Term-frequency saturation. @default 1.2 */
  k1?: number;
  /** Length normalisation. @default 0.75 */
  b?: number;
}

const STOP = new Set(
  ('a an and are as at be but by for from has have i if in into is it its me my no not of on or our ' +
    'so that the their them then there these they this to was we were what when where which who why ' +
    'will with would you your can do does did how about just please').split(' '),
);

/**
 * Lowercased content terms of a text: letters/digits runs, stop words dropped.
 * @example
 * terms('What is the final quantity?') // ['final', 'quantity']
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{N}_'.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu)) {
    if (!STOP.has(m[0])) out.push(m[0]);
  }
  return out;
}

/**
 * BM25 score of every document against a query (0 when no query term occurs).
 * @example
 * bm25Scores(['45 chairs ordered', 'lunch was nice'], 'how many chairs') // [>0, 0]
 */
export function bm25Scores(docs: readonly string[], query: string, params: Bm25Params = {}): number[] {
  const { k1, b } = { k1: 1.2, b: 0.75, ...params };
  const docTerms = docs.map(terms);
  const n = docs.length;
  const avg = docTerms.reduce((s, t) => s + t.length, 0) / Math.max(1, n);
  const df = new Map<string, number>();
  for (const t of docTerms) for (const w of new Set(t)) df.set(w, (df.get(w) ?? 0) + 1);
  const q = [...new Set(terms(query))];
  return docTerms.map((t) => {
    if (t.length === 0 || q.length === 0) return 0;
    const tf = new Map<string, number>();
    for (const w of t) tf.set(w, (tf.get(w) ?? 0) + 1);
    let score = 0;
    for (const w of q) {
      const f = tf.get(w);
      if (!f) continue;
      const d = df.get(w) ?? 0;
      const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * t.length) / Math.max(1, avg)));
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
