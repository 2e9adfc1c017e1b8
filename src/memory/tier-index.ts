/** @module memory/tier-index — each tier's members and running total, kept across maintenance so a pass after add() reads only what changed. */
import { contentType } from './build-segment.js';
import { textView } from './content-view.js';
import type { Segment } from './types.js';

/**
 * What maintenance needs of a memory's segments, kept up to date as segments arrive and move: the
 * hot tier's segments in memory order, the warm and cold tiers' segments, each tier's total, and
 * where the pinned system segments are. Only tiered segments (live, not system) are members. A pass
 * reads the segments added since the last one, the system notes it ages and the segments it moves;
 * nothing else (a pass that read every segment after each add() made a replay quadratic).
 *
 * It describes one segments array as {@link maintainTiers} left it: a caller that changes the
 * array otherwise (other than by appending segments, or by {@link TierIndex.forget} before removing the
 * newest) or a tier field outside maintenance makes a new index (a new one reads every segment once).
 * @example
 * const tiers = new TierIndex(state.segments);
 * maintainTiers(state.segments, input, tiers); // after each add(): reads only the new segments
 */
export class TierIndex {
  /** Segments read so far: those from here on arrived since the last pass. */
  private known = 0;
  /** How many leading segments are system segments (the memory's instructions). */
  private first = 0;
  /** The newest system segment after the instructions: the only one a pass leaves pinned there. */
  private note: Segment | undefined;
  /** Hot members in memory order (demotion takes the oldest first); few, as the hot limit bounds them. */
  private hot: Segment[] = [];
  /** Original tokens of the hot members. */
  hotTokens = 0;
  readonly warm = new Set<Segment>();
  /** Compressed tokens of the warm members. */
  warmTokens = 0;
  readonly cold = new Set<Segment>();
  /** Compressed tokens of the cold members. */
  coldTokens = 0;
  /** False once the array changed in a way the index was not told of (see {@link TierIndex.describes}). */
  private whole = true;

  constructor(readonly segments: readonly Segment[]) {}

  /** Whether the index still describes `segments` (a new one is needed otherwise). */
  describes(segments: readonly Segment[]): boolean {
    return this.whole && segments === this.segments && this.known <= segments.length;
  }

  /**
   * Read the segments added since the last pass, then age the system notes, in memory order, calling
   * `touch` before each change; aged notes join the tier they are in. Only the system segments before
   * the memory's first other segment (its instructions) and the newest system segment stay pinned;
   * every other one, an older note ("Current time: …" stored each turn), takes the content type its
   * text has without the system role, so it ages, moves down the tiers and is scored like any turn
   * (a pinned note per turn filled the budget after ~400 turns).
   */
  sync(touch: (s: Segment) => void): void {
    const segs = this.segments;
    const n = segs.length;
    if (this.first === this.known) while (this.first < n && segs[this.first].type === 'system') this.first++;
    // System segments after the instructions, oldest first: the kept note, then new ones.
    const notes: Segment[] = this.note ? [this.note] : [];
    for (let i = Math.max(this.known, this.first); i < n; i++) {
      const s = segs[i];
      if (s.type === 'system') notes.push(s);
      else this.enter(s);
    }
    this.known = n;
    this.note = notes.pop();
    for (const s of notes) {
      touch(s);
      s.type = contentType(textView(s.messages), false);
      this.enter(s);
    }
  }

  /** The newest tiered segment (the one maintenance keeps hot whatever its size), if any. */
  newest(): Segment | undefined {
    // Only what no pass may move sits after it: the pinned note, evicted segments.
    for (let i = this.segments.length - 1; i >= this.first; i--) {
      const s = this.segments[i];
      if (s.tier !== 'evicted' && s.type !== 'system') return s;
    }
    return undefined;
  }

  /**
   * Take out of the hot tier, oldest first, each segment whose original tokens with those of the
   * newer hot segments exceed `limit`, except `keep`; returns them oldest first.
   */
  overflow(limit: number, keep: Segment | undefined): Segment[] {
    let k = 0;
    while (k < this.hot.length && this.hotTokens > limit && this.hot[k] !== keep) this.hotTokens -= this.hot[k++].originalTokens;
    return this.hot.splice(0, k);
  }

  /** Count a tiered segment as a member of its tier (after it arrived, was aged or moved). */
  enter(s: Segment): void {
    if (s.tier === 'hot') {
      const last = this.hot.at(-1);
      if (!last || last.seq < s.seq) this.hot.push(s);
      else this.hot.splice(this.hotAt(s.seq), 0, s); // an aged note among the hot segments
      this.hotTokens += s.originalTokens;
    } else if (s.tier === 'warm') this.warm.add(s), (this.warmTokens += s.compressedTokens);
    else if (s.tier === 'cold') this.cold.add(s), (this.coldTokens += s.compressedTokens);
  }

  /** Stop counting a member (before its tier or token figures change). */
  leave(s: Segment): void {
    if (s.tier === 'hot') {
      const at = this.hotAt(s.seq);
      if (this.hot[at] !== s) return;
      this.hot.splice(at, 1);
      this.hotTokens -= s.originalTokens;
    } else if (s.tier === 'warm') {
      if (this.warm.delete(s)) this.warmTokens -= s.compressedTokens;
    } else if (s.tier === 'cold') {
      if (this.cold.delete(s)) this.coldTokens -= s.compressedTokens;
    }
  }

  /**
   * Forget the newest segment before the caller removes it from the array (tool results that join
   * it replace it with a new segment); anything else leaves the index describing another array.
   */
  forget(s: Segment): void {
    const at = this.segments.length - 1;
    if (this.segments[at] !== s) return void (this.whole = false);
    if (at >= this.known) return; // not read yet
    this.known = at;
    if (this.first > at) this.first = at;
    if (this.note === s) this.note = undefined;
    else if (s.type !== 'system') this.leave(s);
  }

  /** Where a segment of this seq is, or goes, among the hot members (binary search). */
  private hotAt(seq: number): number {
    let lo = 0;
    let hi = this.hot.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.hot[mid].seq < seq) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
