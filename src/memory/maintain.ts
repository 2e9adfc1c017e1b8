/** @module memory/maintain — tier moves under size limits: hot → warm → cold → evicted. */
import type { Kernel } from '../kernel/types.js';
import { messageTokens, type Measure } from '../text/measure.js';
import { textView } from './content-view.js';
import { lowestFirst } from './lowest-first.js';
import { scorer } from './relevance.js';
import { forgetUnits, segmentUnits } from './segment-units.js';
import { coldForm, warmForm } from './summarize.js';
import { TierIndex } from './tier-index.js';
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
 * Move segments between tiers; returns those that changed, in memory order. System segments stay
 * pinned (hot, outside the limit, always in the context) while they are the memory's instructions
 * (before its first other message) or its newest system message; any other, an older note, becomes
 * a turn like the rest (see {@link TierIndex.sync}). Hot keeps the newest segments whose originals
 * fit `hotTokens` (the newest always stays); older ones get their warm form. While warm exceeds
 * `warmTokens`, the lowest-scored warm segment (older first on ties) gets its cold form; while cold
 * exceeds `coldTokens`, the lowest-scored cold one is evicted (its original stays in the store for
 * expand() and history()). `segments` are in seq order. With the `tiers` of the previous pass over
 * the same array, a pass reads only the segments added since, the notes it ages and what it moves
 * (and ranks a tier's segments only when that tier is over its limit); without, it reads all once.
 * @example
 * const changed = maintainTiers(segments, { hotTokens: 2000, warmTokens: 16000, coldTokens: 64000, kernel, measure, weights, now });
 */
export function maintainTiers(segments: readonly Segment[], m: MaintainInput, tiers = new TierIndex(segments)): Segment[] {
  const changed = new Set<Segment>();
  const touch = (s: Segment) => {
    if (!changed.has(s)) m.before?.(s), changed.add(s);
  };
  tiers.sync(touch);
  // Demoted newest first, as a pass from the newest segment down meets them.
  for (const s of tiers.overflow(m.hotTokens, tiers.newest()).reverse()) {
    touch(s);
    demote(s, 'warm', m);
    tiers.enter(s);
  }
  const toCold = (s: Segment) => {
    tiers.leave(s);
    demote(s, 'cold', m);
    tiers.enter(s);
  };
  if (tiers.warmTokens > m.warmTokens) shrink([...tiers.warm], tiers.warmTokens, m.warmTokens, m, touch, toCold);
  if (tiers.coldTokens > m.coldTokens) shrink([...tiers.cold], tiers.coldTokens, m.coldTokens, m, touch, (s) => (tiers.leave(s), evict(s)));
  return bySeq(changed);
}

/** Segments in memory order (seq order). */
const bySeq = (segments: Iterable<Segment>): Segment[] => [...segments].sort((a, b) => a.seq - b.seq);

/** While `members` (one tier, in any order, holding `total` compressed tokens) hold more than
 * `limit`, apply `move` to the lowest-scored of them (older first on ties). */
function shrink(members: readonly Segment[], total: number, limit: number, m: MaintainInput, touch: (s: Segment) => void, move: (s: Segment) => void): void {
  // Scored with no query: recency, access, reliability, usage, importance, uniqueness.
  const resting = scorer(m.weights, false, m.now);
  const scores = new Float64Array(members.length);
  for (let i = 0; i < members.length; i++) scores[i] = resting(members[i], 0, 0, 0, members[i].uniqueness);
  for (const s of lowestFirst(members, scores)) {
    if (total <= limit) break;
    total -= s.compressedTokens;
    touch(s);
    move(s);
  }
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
