/** @module memory/maintain — tier moves under size limits: hot → warm → cold → evicted. */
import type { Kernel } from '../kernel/types.js';
import { messageTokens, type Measure } from '../text/measure.js';
import { contentType } from './build-segment.js';
import { textView } from './content-view.js';
import { scorer } from './relevance.js';
import { forgetUnits, segmentUnits } from './segment-units.js';
import { coldForm, warmForm } from './summarize.js';
import type { RelevanceWeights, Segment } from './types.js';

/** Tier sizes and what maintenance needs to score and compress. */
export interface MaintainInput {
  hotTokens: number;
  warmTokens: number;
  coldTokens: number;
  kernel: Kernel;
  measure: Measure;
  weights: RelevanceWeights;
  now: number;
  /** Called with a segment before maintenance changes it (once per segment and call), so a caller can take the change back. */
  before?: (s: Segment) => void;
}

/**
 * Move segments between tiers; returns those that changed. System segments stay pinned (hot, outside
 * the limit, always in the context) while they are the memory's instructions (before its first
 * other message) or its newest system message; any other, an older note, becomes a turn like the
 * rest (see {@link ageSystemNotes}). Hot keeps the newest segments whose originals fit `hotTokens`
 * (the newest always stays); older ones get their warm form. While warm exceeds `warmTokens`, the
 * lowest-scored warm segment (older first on ties) gets its cold form; while cold exceeds
 * `coldTokens`, the lowest-scored cold one is evicted (its original stays in the store for expand()
 * and history()).
 * @example
 * const changed = maintainTiers(segments, { hotTokens: 2000, warmTokens: 16000, coldTokens: 64000, kernel, measure, weights, now });
 */
export function maintainTiers(segments: readonly Segment[], m: MaintainInput): Segment[] {
  const changed = new Set<Segment>();
  const touch = (s: Segment) => {
    if (!changed.has(s)) m.before?.(s), changed.add(s);
  };
  ageSystemNotes(segments, touch);
  // Runs after every add(): one pass over the segments, newest first, moves hot ones down and finds
  // what warm and cold hold after that; no copies unless a tier is over its limit.
  let hot = 0;
  let newest = true;
  const warm: Segment[] = [];
  // The cold tier's total, summed newest first (token figures are integers: any order sums them alike).
  let cold = 0;
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i];
    if (!isTiered(s)) continue;
    const keep = newest;
    newest = false;
    if (s.tier === 'hot') {
      hot += s.originalTokens;
      if (hot > m.hotTokens && !keep) {
        touch(s);
        demote(s, 'warm', m);
      }
    }
    if (s.tier === 'warm') warm.push(s);
    else if (s.tier === 'cold') cold += s.compressedTokens;
  }
  for (const s of shrink(warm.reverse(), m.warmTokens, m, touch, (s) => demote(s, 'cold', m))) cold += s.compressedTokens;
  // Under its limit: nothing to evict, with no second pass.
  if (cold > m.coldTokens) shrink(segments.filter((s) => s.tier === 'cold' && isTiered(s)), m.coldTokens, m, touch, evict);
  return changed.size ? segments.filter((s) => changed.has(s)) : [];
}

/**
 * Keep pinned only the system segments before the memory's first other segment (its instructions)
 * and the newest system segment; every other system segment, an older note ("Current time: …" stored
 * each turn), takes the content type its text has without the system role, so it ages, moves down
 * the tiers and is scored like any turn (a pinned note per turn filled the budget after ~400 turns).
 * @example
 * ageSystemNotes(segments, (s) => changed.add(s));
 */
export function ageSystemNotes(segments: readonly Segment[], touch: (s: Segment) => void): void {
  let first = 0;
  while (first < segments.length && segments[first].type === 'system') first++;
  let newest = segments.length - 1;
  while (newest >= first && segments[newest].type !== 'system') newest--;
  for (let i = first; i < newest; i++) {
    const s = segments[i];
    if (s.type !== 'system') continue;
    touch(s);
    s.type = contentType(textView(s.messages), false);
  }
}

/** Live and not a system segment: the segments that move between tiers. */
function isTiered(s: Segment): boolean {
  return s.tier !== 'evicted' && s.type !== 'system';
}

/** While `members` (one tier, in memory order) hold more than `limit` compressed tokens, apply
 * `move` to the lowest-scored of them; returns the segments moved. */
function shrink(members: readonly Segment[], limit: number, m: MaintainInput, touch: (s: Segment) => void, move: (s: Segment) => void): Segment[] {
  let total = 0;
  for (const s of members) total += s.compressedTokens;
  if (total <= limit) return [];
  // Scored with no query: recency, access, reliability, usage, importance, uniqueness.
  const resting = scorer(m.weights, false, m.now);
  const ranked = members.map((s) => ({ s, v: resting(s, 0, 0, 0, s.uniqueness) })).sort((a, b) => a.v - b.v || a.s.seq - b.s.seq);
  const moved: Segment[] = [];
  for (const { s } of ranked) {
    if (total <= limit) break;
    total -= s.compressedTokens;
    touch(s);
    move(s);
    moved.push(s);
  }
  return moved;
}

function demote(s: Segment, tier: 'warm' | 'cold', m: MaintainInput): void {
  const read = textView(s.messages);
  const su = segmentUnits(read, m.kernel, m.measure, s.task);
  const form = tier === 'warm' ? warmForm(read, m.kernel, m.measure, su) : coldForm(read, m.kernel, m.measure, su);
  s.tier = tier;
  s.level = tier === 'warm' ? 1 : 2;
  s.compressed = form;
  s.compressedTokens = messageTokens(form, m.measure);
  if (tier === 'cold') forgetUnits(read);
}

/** Evicted segments leave every tier; the original messages stay (see {@link stripEvicted}). */
function evict(s: Segment): void {
  forgetUnits(textView(s.messages));
  s.tier = 'evicted';
  s.level = 3;
  delete s.compressed;
  s.compressedTokens = 0;
}

/**
 * Drop the index data of an evicted segment (call after removing it from the index).
 * @example
 * index.remove(s.id); stripEvicted(s);
 */
export function stripEvicted(s: Segment): void {
  delete s.vector;
  s.terms = [];
  s.counts = [];
  s.entities = [];
}
