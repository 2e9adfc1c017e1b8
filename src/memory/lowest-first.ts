/** @module memory/lowest-first — segments from the lowest score up (older first on ties), ranked only as far as they are taken. */
import type { Segment } from './types.js';

/**
 * Yield `members` by ascending `scores[i]`, the lower seq first on equal scores: the order of a
 * stable sort by `a.v - b.v || a.seq - b.seq` of members given in memory order. A binary heap
 * ranks them, so taking the k lowest of n costs O(n + k log n) rather than a sort of all n
 * (maintenance evicts one or two of a full cold tier per add()). With NaN among the scores that
 * comparison orders nothing consistently: then the members are sorted by seq and by it, as before.
 * @example
 * for (const s of lowestFirst(cold, scores)) { if (total <= limit) break; evict(s); total -= s.compressedTokens; }
 */
export function* lowestFirst(members: readonly Segment[], scores: Float64Array): Generator<Segment> {
  const n = members.length;
  let nan = false;
  for (let i = 0; i < n; i++) nan ||= Number.isNaN(scores[i]);
  if (nan) {
    const order = members.map((s, i) => ({ s, v: scores[i] })).sort((a, b) => a.s.seq - b.s.seq);
    yield* order.sort((a, b) => a.v - b.v || a.s.seq - b.s.seq).map((x) => x.s);
    return;
  }
  const seq = new Float64Array(n);
  const heap = new Int32Array(n);
  for (let i = 0; i < n; i++) (seq[i] = members[i].seq), (heap[i] = i);
  // Equal scores (±Infinity too, as a.v - b.v gives NaN there) fall back to seq, as in the sort.
  const below = (i: number, j: number): boolean => scores[i] < scores[j] || (scores[i] === scores[j] && seq[i] < seq[j]);
  let size = n;
  const down = (at: number): void => {
    for (;;) {
      const l = 2 * at + 1;
      if (l >= size) return;
      const c = l + 1 < size && below(heap[l + 1], heap[l]) ? l + 1 : l;
      if (!below(heap[c], heap[at])) return;
      const t = heap[c];
      heap[c] = heap[at];
      heap[at] = t;
      at = c;
    }
  };
  for (let i = (n >> 1) - 1; i >= 0; i--) down(i);
  while (size > 0) {
    const top = heap[0];
    heap[0] = heap[--size];
    down(0);
    yield members[top];
  }
}
