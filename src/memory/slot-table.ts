/** @module memory/slot-table — packed per-slot copies of the segment fields that scoring reads. */
import type { Segment } from './types.js';
import { CONTENT_TYPES, type ContentType } from './weights.js';

const TYPE_CODE = new Map<ContentType, number>(CONTENT_TYPES.map((t, k) => [t, k]));

/**
 * The numbers the relevance scorer and the context's cost ranking read, one row per index slot.
 * Scoring every live segment of a million-token memory then walks a few arrays instead of
 * thousands of objects scattered over the heap (context() took 10–15 ms, most of it those reads).
 * A row is a copy: whoever changes a segment's fields calls `set` again (the index's `refresh`).
 * @example
 * const table = new SlotTable(); table.set(0, segment); table.lastAccessed[0] // segment.lastAccessed
 */
export class SlotTable {
  /** Index of the segment's content type in {@link CONTENT_TYPES}. */
  type = new Uint8Array(0);
  created = new Float64Array(0);
  lastAccessed = new Float64Array(0);
  accessCount = new Float64Array(0);
  helpful = new Float64Array(0);
  unhelpful = new Float64Array(0);
  /** max(importance, salience): what lifts the score with no query. */
  lift = new Float64Array(0);
  uniqueness = new Float64Array(0);
  originalTokens = new Float64Array(0);
  compressedTokens = new Float64Array(0);
  /** 1 when the segment has a warm or cold form. */
  compressed = new Uint8Array(0);
  /** 1 while the segment is in the hot tier. */
  hot = new Uint8Array(0);

  /** Copy the fields of `s` into row `slot`, growing the table as needed. */
  set(slot: number, s: Segment): void {
    // A table of one segment (scoring it alone) stays one row; an index grows by doubling.
    if (slot >= this.type.length) this.grow(Math.max(slot + 1, this.type.length * 2, slot === 0 ? 1 : 64));
    this.type[slot] = TYPE_CODE.get(s.type) ?? TYPE_CODE.get('conversation')!;
    this.created[slot] = s.created;
    this.lastAccessed[slot] = s.lastAccessed;
    this.accessCount[slot] = s.accessCount;
    this.helpful[slot] = s.helpful;
    this.unhelpful[slot] = s.unhelpful;
    this.lift[slot] = Math.max(s.importance, s.salience ?? 0);
    this.uniqueness[slot] = s.uniqueness;
    this.originalTokens[slot] = s.originalTokens;
    this.compressedTokens[slot] = s.compressedTokens;
    this.compressed[slot] = s.compressed ? 1 : 0;
    this.hot[slot] = s.tier === 'hot' ? 1 : 0;
  }

  private grow(size: number): void {
    this.type = grown(this.type, size);
    this.compressed = grown(this.compressed, size);
    this.hot = grown(this.hot, size);
    this.created = grown(this.created, size);
    this.lastAccessed = grown(this.lastAccessed, size);
    this.accessCount = grown(this.accessCount, size);
    this.helpful = grown(this.helpful, size);
    this.unhelpful = grown(this.unhelpful, size);
    this.lift = grown(this.lift, size);
    this.uniqueness = grown(this.uniqueness, size);
    this.originalTokens = grown(this.originalTokens, size);
    this.compressedTokens = grown(this.compressedTokens, size);
  }
}

/** A copy of `a` in a new array of the same type with `size` elements (the new ones zero). */
function grown<A extends Float64Array<ArrayBuffer> | Uint8Array<ArrayBuffer>>(a: A, size: number): A {
  const b = new (a.constructor as new (length: number) => A)(size);
  b.set(a);
  return b;
}
