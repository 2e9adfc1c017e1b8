/** @module extract/list-diversity — for a list question, units that add items not yet covered rank before repeats. */
import { QUESTION_STOP_WORDS } from './query-overlap.js';
import type { Units } from './units.js';

/** Knobs of {@link spreadOverItems}. */
export interface SpreadOptions {
  /** Units already in the output (protected messages): their words count as covered. */
  present: (i: number) => boolean;
  /** Tokens the greedy pass expects to fill: past them a unit no longer covers words for the rest. */
  room: number;
  /** Share of its value a unit keeps when all its words are already covered. @default 0.5 */
  floor?: number;
}

/** A word: a letter or digit, then letters, digits, apostrophes, slashes and hyphens. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'/-]*/gu;

/** Per unit, the distinct stems (first 5 letters, as ids) of its content words (4+ characters, not question stop
 * words): `ids.slice(from[i], from[i + 1])`. One scan of the text, no copy of a unit's text. */
function unitStems(units: Units): { ids: Int32Array; from: Int32Array; stems: number } {
  const s = units.analysis.sentences;
  const idOf = new Map<string, number>();
  const ids: number[] = [];
  const from = new Int32Array(s.count + 1);
  const seenIn: number[] = [];
  for (let i = 0; i < s.count; i++) {
    from[i] = ids.length;
    WORD.lastIndex = s.start[i];
    for (let m = WORD.exec(units.text); m && m.index < s.end[i]; m = WORD.exec(units.text)) {
      const w = units.text.slice(m.index, Math.min(m.index + m[0].length, s.end[i])).toLowerCase();
      if (w.length < 4 || QUESTION_STOP_WORDS.has(w)) continue;
      const stem = w.slice(0, 5);
      let id = idOf.get(stem);
      if (id === undefined) idOf.set(stem, (id = idOf.size)), seenIn.push(-1);
      if (seenIn[id] !== i) seenIn[id] = i, ids.push(id);
    }
  }
  from[s.count] = ids.length;
  return { ids: Int32Array.from(ids), from, stems: idOf.size };
}

/**
 * Scales `value` in place so a list question ("Which decisions have been made?") is answered by
 * many items rather than a few restated ones: units are visited best value per token first, and
 * each keeps `floor` + (1 − `floor`) × the share of its content stems not yet covered by the units
 * before it (and by the protected messages); a unit covers its stems while the visited units still
 * fit `room` tokens.
 * @example
 * spreadOverItems(units, value, { present: (i) => plan.protected.has(units.message[i]), room: 600 });
 */
export function spreadOverItems(units: Units, value: Float32Array, o: SpreadOptions): void {
  const n = value.length;
  const floor = o.floor ?? 0.5;
  const { ids, from, stems } = unitStems(units);
  const covered = new Uint8Array(stems);
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    if (o.present(i)) for (let k = from[i]; k < from[i + 1]; k++) covered[ids[k]] = 1;
    else if (value[i] > 0) order.push(i);
  }
  const density = (i: number) => value[i] / Math.max(1, units.cost[i]);
  order.sort((a, b) => density(b) - density(a) || a - b);
  let used = 0;
  for (const i of order) {
    const words = from[i + 1] - from[i];
    if (words === 0) continue;
    let fresh = 0;
    for (let k = from[i]; k < from[i + 1]; k++) fresh += 1 - covered[ids[k]];
    value[i] *= floor + (1 - floor) * (fresh / words);
    if (used < o.room) for (let k = from[i]; k < from[i + 1]; k++) covered[ids[k]] = 1;
    used += units.cost[i];
  }
}
