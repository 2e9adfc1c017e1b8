/** @module extract/semantic — embedding similarity of every unit to the query (and to the whole), fused into unit values. */
import { embedChecked } from '../embed/checked.js';
import { readsKernelTable } from '../embed/static.js';
import type { Embedder } from '../embed/types.js';
import type { Kernel } from '../kernel/types.js';
import { unitText, type Units } from './units.js';

/** Unit vectors (row-major, `dims` wide) and the query's vector, when there is a query. */
export interface UnitVectors {
  vectors: Float32Array;
  dims: number;
  query?: Float32Array;
  /** What produced them: 'static' or the embedder's name. */
  source: string;
}

/**
 * Vectors of the units `ids` (row k = unit ids[k]) and of the query when given: from the caller's
 * embedder when given, else from the kernel's static word vectors when loaded; `undefined` when
 * neither is available.
 * @example
 * const uv = await vectorsOf(units, kernel, allUnits(units), undefined, 'Which bidder won?');
 */
export async function vectorsOf(units: Units, kernel: Kernel, ids: readonly number[], embedder?: Embedder, query?: string): Promise<UnitVectors | undefined> {
  const s = units.analysis.sentences;
  // A default staticEmbedder() reads the kernel's table by span (no text copies) once it is loaded;
  // before that its own embed() loads it, so an explicit staticEmbedder() is never dropped for lexical.
  if (embedder && (!readsKernelTable(embedder, kernel) || !kernel.hasVectors())) {
    const texts = ids.map((i) => unitText(units, i));
    const rows = await embedChecked(embedder, query ? [...texts, query] : texts);
    const dims = rows[0]?.length ?? embedder.dimensions;
    const vectors = new Float32Array(ids.length * dims);
    for (let k = 0; k < ids.length; k++) vectors.set(rows[k], k * dims);
    return { vectors, dims, query: query ? rows[ids.length] : undefined, source: embedder.name };
  }
  if (!kernel.hasVectors()) return undefined;
  const starts = new Int32Array(ids.length);
  const ends = new Int32Array(ids.length);
  ids.forEach((i, k) => ((starts[k] = s.start[i]), (ends[k] = s.end[i])));
  const q = query ? kernel.sentenceVectors(query, Int32Array.of(0), Int32Array.of(query.length)) : undefined;
  return { vectors: kernel.sentenceVectors(units.text, starts, ends), dims: kernel.vectorDims(), query: q, source: 'static' };
}

/**
 * Every unit index, in order (the ids of a whole-text {@link vectorsOf}).
 * @example
 * allUnits(units).length === units.analysis.sentences.count
 */
export function allUnits(units: Units): number[] {
  return Array.from({ length: units.analysis.sentences.count }, (_, i) => i);
}

/**
 * The rows of `ids` out of vectors computed for every unit (no second embedding pass).
 * @example
 * const rows = rowsOf(uv, topUnits(value, 400));
 */
export function rowsOf(uv: UnitVectors, ids: readonly number[]): UnitVectors {
  const { dims } = uv;
  const vectors = new Float32Array(ids.length * dims);
  ids.forEach((id, k) => vectors.set(uv.vectors.subarray(id * dims, id * dims + dims), k * dims));
  return { vectors, dims, source: uv.source };
}

/**
 * Per unit, `weight` × how far its cosine to the query rises above `floor` (scaled to 0…1): a
 * paraphrase that shares no word with the question still gains.
 * @example
 * const bonus = queryBonus(kernel, uv, 4, 0.25);
 */
export function queryBonus(kernel: Kernel, uv: UnitVectors, weight: number, floor: number): Float32Array | undefined {
  if (!uv.query) return undefined;
  const sims = kernel.similarities(uv.query, uv.vectors, uv.dims);
  const out = new Float32Array(sims.length);
  for (let i = 0; i < sims.length; i++) out[i] = weight * Math.max(0, (sims[i] - floor) / (1 - floor));
  return out;
}

/**
 * The `top` most valuable units, best first (ties: lower index first). Only the winners are
 * sorted with a comparator: the cut-off value comes from a native numeric sort of the values.
 * @example
 * topUnits(Float32Array.of(1, 5, 3), 2) // [1, 2]
 */
export function topUnits(value: Float32Array, top: number): number[] {
  const by = (a: number, b: number) => value[b] - value[a] || a - b;
  if (value.length <= top) return Array.from(value.keys()).sort(by);
  const cut = Float32Array.from(value).sort()[value.length - top];
  const out: number[] = [];
  for (let i = 0; i < value.length; i++) if (value[i] > cut) out.push(i);
  for (let i = 0; i < value.length && out.length < top; i++) if (value[i] === cut) out.push(i);
  return out.sort(by);
}

/**
 * Near-duplicates among the units `ids` (rows of `rows`; cosine > `threshold`) collapse to the one
 * of higher `core` priority, else the shorter: the other loses its value (its facts still reach the
 * ledger). So the user's goal outlasts the assistant's shorter echo of it. Two core units of
 * different messages both stay: the later may revise the earlier. Returns how many.
 * @example
 * const ids = topUnits(value, 400);
 * collapseNearDuplicates(kernel, await vectorsOf(units, kernel, ids), ids, units, value, 0.85, corePriorities(units));
 */
export function collapseNearDuplicates(kernel: Kernel, rows: UnitVectors, ids: number[], units: Units, value: Float32Array, threshold: number, core?: Uint8Array): number {
  const { dims, vectors } = rows;
  let collapsed = 0;
  const gone = new Uint8Array(ids.length);
  // Every pair once, one call: pair (a, b) sits at tri[start(a) + b - a - 1].
  const tri = kernel.pairSimilarities(vectors, dims);
  const n = ids.length;
  for (let a = 0, start = 0; a + 1 < n; start += n - a - 1, a++) {
    if (gone[a]) continue;
    const row = vectors.subarray(a * dims, a * dims + dims);
    if (row.every((x) => x === 0)) continue;
    for (let b = a + 1; b < n; b++) {
      if (gone[b] || tri[start + b - a - 1] <= threshold) continue;
      // Goals, constraints and decisions of different messages are Protected Core: one never stands in
      // for another, as a revision reads like what it revises ("focus on iOS only" after "iOS and Android").
      if (core && core[ids[a]] && core[ids[b]] && units.message[ids[a]] !== units.message[ids[b]]) continue;
      const rank = core ? core[ids[a]] - core[ids[b]] : 0;
      const drop = rank > 0 ? b : rank < 0 ? a : units.cost[ids[a]] <= units.cost[ids[b]] ? b : a;
      gone[drop] = 1;
      value[ids[drop]] = 0.01;
      collapsed++;
      if (drop === a) break;
    }
  }
  return collapsed;
}
