/** @module memory/select-context — score live segments and assemble the context within the budget. */
import { BudgetError } from '../errors.js';
import { expectedKinds } from '../extract/answer-type.js';
import { messageTokens, type Measure } from '../text/measure.js';
import { plainText } from '../text/parts.js';
import type { Message } from '../types.js';
import { asText, textView } from './content-view.js';
import { segmentUnits } from './segment-units.js';
import { coldForm, warmForm } from './summarize.js';
import { slotScorer } from './relevance.js';
import type { SegmentIndex } from './search-index.js';
import { semanticSimilarity } from './similarity.js';
import { queryEntityKeys, textTerms } from './terms.js';
import type { MemoryContext, RelevanceWeights, Segment } from './types.js';
import type { Kernel } from '../kernel/types.js';

/**
 * Hot segments take at most this share of the budget left after the system prompt.
 * @example
 * HOT_SHARE // 0.5
 */
export const HOT_SHARE = 0.5;
/** Stop filling once less than this many tokens are left. */
const MIN_ROOM = 6;
/** Stop after this many candidates in a row did not fit: the budget is as full as it gets. */
const MAX_MISSES = 64;
/**
 * With a query, expansions of the best-scored segments may take this share of the room first.
 * @example
 * EXPAND_SHARE // 0.5
 */
export const EXPAND_SHARE = 0.5;
/** Query relevance added to a segment that matches the question and holds the kind of fact it asks for. */
const ANSWER_BONUS = 0.35;
/** Compact forms are ranked by score / (cost / COST_UNIT)^COST_EXPONENT: dense facts beat long ones. */
const COST_UNIT = 40;
const COST_EXPONENT = 0.3;
/**
 * With `refine`, aged system notes (system messages no longer pinned, see `TierIndex.sync` in
 * tier-index.ts) take at most this share of the budget in the pool: `pith` keeps every system message
 * of its input whole, so more notes in the pool would leave the budget to them.
 * @example
 * NOTE_SHARE // 0.25: context({ budget: 4000, refine: true }) pools at most 1,000 tokens of old system notes
 */
export const NOTE_SHARE = 0.25;
/** With `whole`, originals fill the budget up to this share; compact forms of more segments fill the rest (89.2% against 86.9% all originals, generated set, query-aware 1,000 tokens). */
const WHOLE_SHARE = 0.75;

/** Everything {@link selectContext} reads. */
export interface SelectInput {
  index: SegmentIndex;
  kernel: Kernel;
  measure: Measure;
  weights: RelevanceWeights;
  threshold: number;
  now: number;
  query?: string;
  budget: number;
  system?: string;
  /** The query's vector, when an embedder is configured. */
  queryVector?: Float32Array;
  /** Take candidates in their original rather than their compact form, up to {@link WHOLE_SHARE} of the budget (a pool for sentence selection). @default false */
  whole?: boolean;
  /** See {@link ContextOptions.keepNewest}. */
  keepNewest?: boolean;
  /** Tokens that aged system notes may take, in any form (see {@link NOTE_SHARE}). @default no limit */
  noteRoom?: number;
}

/** A taken segment: its score, whether it shows its original, and what it costs as shown. `form` is a compact form made for a hot segment whose original does not fit. */
type Row = { s: Segment; v: number; expanded: boolean; cost: number; form?: Message };


/** What {@link selectContext} returns: the context, the segments whose access it records, and where each segment and the newest message stand. */
export interface Selected {
  context: Omit<MemoryContext, 'stats'> & { stats: Omit<MemoryContext['stats'], 'durationMs'> };
  touched: Segment[];
  /** `spans[k]`: the output messages the k-th taken segment stands in. */
  spans: Array<[number, number]>;
  /** With `keepNewest`: the output message where the newest message starts (only system messages follow it). */
  newest?: number;
}

/**
 * Build the context: the system prompt, system segments and the newest hot segments verbatim (up
 * to half the budget); then the other segments by score in their warm or cold form (`whole`: original); then, best
 * first, those whose score crosses the threshold are expanded to their original while the budget
 * allows. Output in memory order; parts of a split message taken whole side by side are one message again;
 * `spans[k]` is the range of output messages the k-th segment stands in.
 * @example
 * const { context, touched } = selectContext({ index, kernel, measure, weights, threshold: 0.45, now, budget: 4000 });
 */
export function selectContext(i: SelectInput): Selected {
  const live = i.index.slots;
  const head: Message[] = i.system ? [{ role: 'system', content: i.system }] : [];
  let room = i.budget - head.reduce((t, m) => t + messageTokens(m, i.measure), 0);
  const rows: Row[] = [];
  let misses = 0;
  const taken = new Set<Segment>();
  let noteRoom = i.noteRoom ?? Infinity;
  const take = (s: Segment, v: number, expanded: boolean, cost: number, form?: Message) => {
    rows.push({ s, v, expanded, cost, ...(form ? { form } : {}) });
    taken.add(s);
    misses = 0;
    room -= cost;
    if (isNote(s)) noteRoom -= cost;
  };
  const noteFits = (s: Segment, cost: number) => cost <= noteRoom || !isNote(s);
  // Slots are not in memory order once a segment was re-indexed (tool results joined it): sort.
  const table = i.index.table;
  const hot: Segment[] = [];
  for (let slot = 0; slot < live.length; slot++) if (table.hot[slot] && live[slot] !== null) hot.push(live[slot]!);
  hot.sort((a, b) => a.seq - b.seq);
  for (const s of hot) if (s.type === 'system') take(s, 1, true, s.originalTokens);
  if (room < 0) throw new BudgetError(i.budget, i.budget - room, 'the system prompt and system messages');
  let hotRoom = Math.floor(room * HOT_SHARE);
  const newest = hot.filter((s) => s.type !== 'system').reverse();
  let newestParts: Segment[] = [];
  if (i.keepNewest) {
    const parts = (newestParts = newestMessage(live));
    const cost = parts.reduce((t, s) => t + s.originalTokens, 0);
    if (cost > room) throw new BudgetError(i.budget, i.budget - room + cost, 'the newest message');
    for (const s of parts) take(s, 1, true, s.originalTokens);
    hotRoom = Math.max(0, hotRoom - cost);
  }
  for (const s of newest) {
    if (taken.has(s) || !noteFits(s, s.originalTokens)) continue;
    if (s.originalTokens > hotRoom) break;
    hotRoom -= s.originalTokens;
    take(s, 1, true, s.originalTokens);
  }
  const query = i.query ?? newestUserText(newest);
  const qTerms = query ? textTerms(query) : [];
  const ctxTerms = [...qTerms];
  for (const s of newest.slice(0, 3)) ctxTerms.push(...s.terms);
  const bm = i.index.bm25(qTerms);
  const sem = semanticSimilarity(i.index, { vector: i.queryVector, terms: ctxTerms });
  // Answer type: "What was the quote?" lifts segments that share a word with it and state a price.
  const asked = i.query ? expectedKinds(i.query) : 0;
  if (asked) {
    for (let slot = 0; slot < live.length; slot++) {
      const s = live[slot];
      if (s && bm[slot] > 0 && (s.kinds ?? 0) & asked) bm[slot] = Math.min(1, bm[slot] + ANSWER_BONUS);
    }
  }
  const ent = i.index.entityOverlap(query ? queryEntityKeys(i.kernel, query) : []);
  const scores = new Float32Array(live.length).fill(-1);
  const scoreOf = slotScorer(i.weights, i.query !== undefined, i.now);
  for (let slot = 0; slot < live.length; slot++) if (live[slot] !== null) scores[slot] = scoreOf(table, slot, bm[slot], sem[slot], ent[slot]);
  for (const s of taken) scores[i.index.slotOf.get(s.id)!] = -1;
  // Pass 0 (with a query): the originals of the best segments crossing the threshold, up to a share of the room.
  if (i.query !== undefined) {
    let share = Math.floor(room * EXPAND_SHARE);
    for (const order of bestFirst(scores, live, TOP)) {
      for (const slot of order) {
        const s = live[slot]!;
        if (scores[slot] < i.threshold || share < MIN_ROOM) break;
        if (!s.compressed || s.originalTokens > share || !noteFits(s, s.originalTokens)) continue;
        share -= s.originalTokens;
        take(s, scores[slot], true, s.originalTokens);
        scores[slot] = -1;
      }
      break;
    }
  }
  // Pass 1: the compact form (`whole`: first the original) of the best candidates, mildly favouring short
  // forms (facts of many turns beat the full text of a few); only the best few hundred are sorted
  // first: a budget fills long before the rest is reached.
  const costOf = (slot: number, whole: boolean) => (table.compressed[slot] && !whole ? table.compressedTokens[slot] : table.originalTokens[slot]);
  const rank = new Float32Array(scores.length);
  for (let slot = 0; slot < live.length; slot++) {
    rank[slot] = scores[slot] >= 0 ? scores[slot] / Math.pow(Math.max(1, costOf(slot, i.whole === true) / COST_UNIT), COST_EXPONENT) : -1;
  }
  // The check comes after each batch: asking the generator for the next one sorts all the rest.
  const batches = bestFirst(rank, live, TOP);
  let hotForm: { form: Message; cost: number } | undefined;
  for (let b = batches.next(); !b.done; b = batches.next()) {
    for (const slot of b.value) {
      if (room < MIN_ROOM || misses >= MAX_MISSES) break;
      const s = live[slot]!;
      const whole = i.whole === true && room > (1 - WHOLE_SHARE) * i.budget;
      const cost = costOf(slot, whole);
      if (taken.has(s)) continue;
      if (cost <= room && noteFits(s, cost)) take(s, scores[slot], !s.compressed || whole, cost);
      else if (!s.compressed && (hotForm = compactForm(s, isNote(s) ? Math.min(room, noteRoom) : room, i))) take(s, scores[slot], false, hotForm.cost, hotForm.form);
      else misses++;
    }
    if (room < MIN_ROOM || misses >= MAX_MISSES) break;
  }
  // Pass 2: expand, best first, the segments whose score crosses the threshold, while the budget allows.
  const upgrade = rows.filter((r) => !r.expanded && r.v >= i.threshold).sort((a, b) => b.v - a.v || b.s.seq - a.s.seq);
  for (const r of upgrade) {
    const extra = r.s.originalTokens - r.cost;
    if (extra > room || !noteFits(r.s, extra)) continue;
    r.expanded = true;
    room -= extra;
    if (isNote(r.s)) noteRoom -= extra;
  }
  rows.sort((a, b) => a.s.seq - b.s.seq);
  const messages = [...head];
  const spans: Array<[number, number]> = [];
  let prev: Row | undefined;
  let newestAt: number | undefined;
  for (const r of rows) {
    if (r.s === newestParts[0]) newestAt = messages.length;
    if (r.expanded && prev?.expanded && continues(prev.s, r.s)) {
      // The next part of a long message split into segments: one message again, its text whole and in order.
      const m = messages[messages.length - 1];
      messages[messages.length - 1] = { ...m, content: (m.content as string) + (r.s.messages[0].content as string) };
      spans.push([messages.length - 1, messages.length]);
    } else {
      const from = messages.length;
      if (r.expanded) for (const m of r.s.messages) messages.push(m);
      else messages.push(r.form ?? r.s.compressed!);
      spans.push([from, messages.length]);
    }
    prev = r;
  }
  return {
    context: {
      messages,
      stats: {
        tokens: i.budget - room,
        segments: rows.map((r) => ({ id: r.s.id, tier: r.s.tier as 'hot' | 'warm' | 'cold', score: r.v, expanded: r.expanded })),
      },
    },
    touched: rows.filter((r) => r.s.tier !== 'hot').map((r) => r.s),
    spans,
    ...(newestAt !== undefined ? { newest: newestAt } : {}),
  };
}

/**
 * A hot segment's original does not fit the room: its warm form, else its cold form, made for this
 * context only (the segment stays hot and whole in the store), or undefined when neither fits.
 */
function compactForm(s: Segment, room: number, i: SelectInput): { form: Message; cost: number } | undefined {
  const read = textView(s.messages);
  const su = segmentUnits(read, i.kernel, i.measure, s.task);
  for (const make of [warmForm, coldForm]) {
    const form = make(read, i.kernel, i.measure, su);
    const cost = messageTokens(form, i.measure);
    if (cost <= room && plainText(form).trim() !== '') return { form, cost };
  }
  return undefined;
}

/** An aged system note: a system message no longer pinned (its type is its text's). */
function isNote(s: Segment): boolean {
  return s.type !== 'system' && s.messages.some((m) => m.role === 'system');
}

/** Whether segment `b` is the part right after `a` of the same split message. */
function continues(a: Segment, b: Segment): boolean {
  return !!a.split && !!b.split && b.seq === a.seq + 1 && b.split.index === a.split.index + 1 && b.split.count === a.split.count &&
    a.messages.length === 1 && b.messages.length === 1 && typeof a.messages[0].content === 'string' && typeof b.messages[0].content === 'string';
}

/** Every live segment of the newest non-system message, oldest part first (a long message is split into several).
 * An aged system note (see `TierIndex.sync` in tier-index.ts) is no such message: the question may come before it. */
function newestMessage(live: ReadonlyArray<Segment | null>): Segment[] {
  const isMessage = (s: Segment | null): s is Segment => s !== null && s.type !== 'system' && s.messages.some((m) => m.role !== 'system');
  const bySeq = live.filter(isMessage).sort((a, b) => b.seq - a.seq);
  const parts = bySeq.slice(0, 1);
  while (parts.length < bySeq.length && continues(bySeq[parts.length], parts[parts.length - 1])) parts.push(bySeq[parts.length]);
  return parts.reverse();
}

/** Candidates sorted first by this many, then the rest. */
const TOP = 400;

/** Slots with a score (≥ 0), best first (newer first on ties): the top `top` sorted, then the rest. */
function* bestFirst(scores: Float32Array, live: ReadonlyArray<Segment | null>, top: number): Generator<Uint32Array> {
  const buckets = new Uint32Array(257);
  for (const v of scores) if (v >= 0) buckets[Math.min(256, Math.floor(v * 256))]++;
  let cut = 256;
  for (let seen = buckets[256]; cut > 0 && seen < top; ) seen += buckets[--cut];
  const cutoff = cut / 256;
  const by = (a: number, b: number) => scores[b] - scores[a] || live[b]!.seq - live[a]!.seq;
  const pick = (keep: (v: number) => boolean) => {
    const out: number[] = [];
    scores.forEach((v, slot) => v >= 0 && keep(v) && out.push(slot));
    return Uint32Array.from(out).sort(by);
  };
  yield pick((v) => v >= cutoff);
  if (cutoff > 0) yield pick((v) => v < cutoff);
}

function newestUserText(newestFirst: readonly Segment[]): string | undefined {
  const s = newestFirst.find((x) => x.messages[0].role === 'user');
  return s ? s.messages.map((m) => plainText(asText(m))).join('\n') : undefined;
}
