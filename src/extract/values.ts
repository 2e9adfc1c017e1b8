/** @module extract/values — what each unit is worth to the selector. */
import type { Units } from './units.js';

/** Knobs of the value function. */
export interface ValueOptions {
  /** Core priority per unit (0 = ordinary). */
  core?: Uint8Array;
  /** Replacement per pin (-1 = current); units whose facts were all replaced lose value. */
  replacedBy?: Int32Array;
  /** Weight of recency (message position, 0 oldest … 1 newest). @default 1 */
  recency?: number;
}

/**
 * Value of each unit: kernel score + recency + 0.75 per fact span (up to 2) + core bonus, scaled by cost^0.6 so
 * the selector's value-per-token mildly prefers dense short units without starving long ones.
 * @example
 * const value = unitValues(units, messages.length, { core });
 */
export function unitValues(units: Units, messageCount: number, o: ValueOptions = {}): Float32Array {
  const s = units.analysis.sentences;
  const value = new Float32Array(s.count);
  const recency = o.recency ?? 1;
  const stale = staleUnits(units, o.replacedBy);
  const n = Math.max(1, messageCount - 1);
  const pinCount = new Uint8Array(s.count);
  for (let p = 0; p < units.analysis.pins.count; p++) pinCount[units.analysis.pins.sentence[p]]++;
  for (let i = 0; i < s.count; i++) {
    let v = s.score[i] + (recency * units.message[i]) / n;
    v += 1.5 * Math.min(2, pinCount[i]);
    if (o.core && o.core[i] > 0) v += 1.5;
    if (stale[i]) v -= 1.0;
    value[i] = Math.max(0.05, v) * Math.pow(Math.max(1, units.cost[i]), 0.6);
  }
  return value;
}

/** 1 for units whose every pin was replaced by a later correction. */
function staleUnits(units: Units, replacedBy: Int32Array | undefined): Uint8Array {
  const { pins, sentences } = units.analysis;
  const stale = new Uint8Array(sentences.count);
  if (!replacedBy) return stale;
  const live = new Uint8Array(sentences.count);
  for (let p = 0; p < pins.count; p++) {
    if (replacedBy[p] >= 0) stale[pins.sentence[p]] = 1;
    else live[pins.sentence[p]] = 1;
  }
  for (let i = 0; i < stale.length; i++) if (live[i]) stale[i] = 0;
  return stale;
}
