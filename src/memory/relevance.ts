/** @module memory/relevance — the relevance evaluator: decay, Wilson bound and the weighted score. */
import type { RelevanceWeights, Segment } from './types.js';
import { SlotTable } from './slot-table.js';
import { CONTENT_TYPES, DEFAULT_TYPE_WEIGHTS, HALF_LIVES, RELIABILITY, type ContentType, type TypeWeights } from './weights.js';

/**
 * Default evaluator weights.
 * @example
 * DEFAULT_WEIGHTS.relevance.query // 0.45
 */
export const DEFAULT_WEIGHTS: RelevanceWeights = {
  types: DEFAULT_TYPE_WEIGHTS,
  relevance: { query: 0.45, semantic: 0.25, entity: 0.15, uniqueness: 0.15 },
  recency: { age: 0.7, access: 0.3 },
  importance: 0.5,
  focus: 0.9,
};

/**
 * Exponential decay: 1 at age 0, 0.5 after one half-life; `Infinity` never decays.
 * @example
 * decay(3_600_000, 3_600_000) // 0.5
 */
export function decay(ageMs: number, halfLifeMs: number): number {
  if (halfLifeMs === Infinity) return 1;
  return Math.exp((-Math.LN2 * Math.max(0, ageMs)) / halfLifeMs);
}

/**
 * Wilson score lower bound of the helpful share (95%: z = 1.96); 0.5 when nothing was recorded.
 * @example
 * wilsonLowerBound(9, 10) // ≈ 0.596
 */
export function wilsonLowerBound(helpful: number, total: number, z = 1.96): number {
  if (total <= 0) return 0.5;
  const p = helpful / total;
  const z2 = z * z;
  const centre = p + z2 / (2 * total);
  const margin = z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total));
  return (centre - margin) / (1 + z2 / total);
}

/** Per-query signals of one segment, each in [0, 1]. */
export interface Signals {
  query: number;
  semantic: number;
  entity: number;
  /** True when the caller asked an explicit query: the relevance group weighs at least `focus`. */
  focused?: boolean;
}

/**
 * Merge caller weights over the defaults, key by key: a per-type group given in part keeps the
 * default of each weight it leaves out (a missing weight had scored every segment of that type NaN,
 * and NaN-scored segments were never taken into a context).
 * @example
 * resolveWeights({ importance: 0 }).recency.age // 0.7
 * resolveWeights({ types: { conversation: { relevance: 0.2 } } }).types.conversation // { relevance: 0.2, recency: 0.45, reliability: 0.1, usage: 0.15 }
 */
export function resolveWeights(w: Partial<RelevanceWeights> = {}): RelevanceWeights {
  const given: Partial<Record<ContentType, Partial<TypeWeights>>> = w.types ?? {};
  return {
    types: Object.fromEntries(CONTENT_TYPES.map((t) => [t, { ...DEFAULT_TYPE_WEIGHTS[t], ...given[t] }])) as Record<ContentType, TypeWeights>,
    relevance: { ...DEFAULT_WEIGHTS.relevance, ...w.relevance },
    recency: { ...DEFAULT_WEIGHTS.recency, ...w.recency },
    importance: w.importance ?? DEFAULT_WEIGHTS.importance,
    focus: w.focus ?? DEFAULT_WEIGHTS.focus,
  };
}

/**
 * The score of a segment in [0, 1]: relevance (query, semantic, entities, uniqueness), recency
 * (age and access), reliability and usage, weighted per content type, lifted by importance (or the
 * segment's salience: core sentences, facts, relations, whichever is higher). With a query the
 * relevance group weighs at least `focus`; the other groups and the lift shrink by one factor.
 * @example
 * score(segment, { query: 1, semantic: 0.4, entity: 0 }, 0.3, Date.now(), resolveWeights())
 */
export function score(s: Segment, signals: Signals, uniqueness: number, now: number, w: RelevanceWeights): number {
  return scorer(w, signals.focused === true, now)(s, signals.query, signals.semantic, signals.entity, uniqueness);
}

/** Scores one segment from its per-query signals (see {@link scorer}). */
export type Scorer = (s: Segment, query: number, semantic: number, entity: number, uniqueness: number) => number;

/** Scores row `slot` of a {@link SlotTable} from its per-query signals (see {@link slotScorer}). */
export type SlotScorer = (t: SlotTable, slot: number, query: number, semantic: number, entity: number) => number;

/**
 * A scoring function with the per-type weights resolved once, for scoring many segments per query.
 * @example
 * const f = scorer(resolveWeights(), true, Date.now()); f(segment, 1, 0.4, 0, 0.2)
 */
export function scorer(w: RelevanceWeights, focused: boolean, now: number): Scorer {
  const f = slotScorer(w, focused, now);
  const one = new SlotTable();
  return (s, query, semantic, entity, uniqueness) => {
    one.set(0, s);
    one.uniqueness[0] = uniqueness;
    return f(one, 0, query, semantic, entity);
  };
}

/**
 * {@link scorer} over the rows of a {@link SlotTable} (the index keeps one per slot): the loop over
 * every live segment of a query reads packed numbers.
 * @example
 * const f = slotScorer(resolveWeights(), true, Date.now()); f(index.table, slot, bm[slot], sem[slot], ent[slot])
 */
export function slotScorer(w: RelevanceWeights, focused: boolean, now: number): SlotScorer {
  // Per content type, in CONTENT_TYPES order (the table's type codes): the groups, the lift, the
  // half-life and the reliability. With a query, the importance lift shrinks as the groups other
  // than relevance do: markers and salience break near-ties between matches instead of outranking them.
  const byType = CONTENT_TYPES.map((t) => {
    const given = w.types[t] ?? DEFAULT_TYPE_WEIGHTS[t];
    const g = focusOn(given, focused ? w.focus : 0);
    const lift = given.relevance < 1 ? (w.importance * (1 - g.relevance)) / (1 - given.relevance) : w.importance;
    return { g, lift, half: HALF_LIVES[t], reliability: RELIABILITY[t] };
  });
  const r = w.relevance;
  const { age: ageW, access: accessW } = w.recency;
  return (t, slot, query, semantic, entity) => {
    const { g, lift, half, reliability } = byType[t.type[slot]];
    const relevance = r.query * query + r.semantic * semantic + r.entity * entity + r.uniqueness * t.uniqueness[slot];
    const count = t.accessCount[slot];
    const access = 0.5 * decay(now - t.lastAccessed[slot], half) + 0.5 * (1 - 1 / (1 + count));
    const recency = ageW * decay(now - t.created[slot], half) + accessW * access;
    const helpful = t.helpful[slot];
    const rated = helpful + t.unhelpful[slot];
    const usage = rated === 0 ? 0.5 : wilsonLowerBound(helpful, rated);
    const base = g.relevance * relevance + g.recency * recency + g.reliability * reliability + g.usage * usage;
    return base + (1 - base) * lift * t.lift[slot];
  };
}

/**
 * Raise the relevance group to at least `focus`, scaling the other groups down so the sum stays.
 * @example
 * focusOn({ relevance: 0.3, recency: 0.45, reliability: 0.1, usage: 0.15 }, 0.6).recency // ≈ 0.257
 */
export function focusOn(g: TypeWeights, focus: number): TypeWeights {
  if (g.relevance >= focus) return g;
  const rest = 1 - g.relevance;
  const k = rest > 0 ? (1 - focus) / rest : 0;
  return { relevance: focus, recency: g.recency * k, reliability: g.reliability * k, usage: g.usage * k };
}
