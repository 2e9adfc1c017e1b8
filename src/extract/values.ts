/** @module extract/values — what each unit is worth to the selector. */
import { positionBonus } from '../kernel/oracle/analyze.js';
import { unitAt, type Units } from './units.js';

/** Knobs of the value function. */
export interface ValueOptions {
  /** Core priority per unit (0 = ordinary). */
  core?: Uint8Array;
  /** Replacement per pin (-1 = current); units whose facts were all replaced lose value. */
  replacedBy?: Int32Array;
  /** Weight of recency (message position, 0 oldest … 1 newest). @default 0.3 */
  recency?: number;
  /** Share of the kernel's position bonus (first/last/early sentence of a message) taken back. @default 0 */
  positionDiscount?: number;
  /** Bonus for sentences that relate things (reports to, next to, hosted on…). @default 0 */
  relationBonus?: number;
  /** Boilerplate share per unit (0–1, the kernel's `sentences.boilerplate`): stock phrasings lose value. */
  boilerplate?: Float32Array;
  /** Value taken per unit of boilerplate share. @default 0 */
  boilerplatePenalty?: number;
  /** Value taken from a unit of tool output (its facts still reach the ledger). @default 0 */
  toolPenalty?: number;
  /** Per-unit bonus on top of everything else (e.g. query overlap), added before cost scaling. */
  extra?: Float32Array;
}

/** Relations between people, places and systems: who reports to whom, what is next to what. */
const RELATION =
  /\b(next to|across (?:the (?:street|road|hall) )?from|opposite|adjacent to|beside|behind|above|below|down from|up from|reports? to|reporting to|works for|managed by|owned by|hosted on|runs on|deployed (?:on|to)|lives (?:in|at|on)|covers for|on behalf of|married to|sister|brother|daughter|son of|wife|husband|colleague|(?:handled|approved|signed off|run|led|supervised) by|in charge of|responsible for|owns the|will handle|sits on|under (?:me|him|her)|(?:is|as) (?:primary|backup|lead)|on-call|(?:goes|ships|delivered|shipped) to)\b/gi;

/**
 * Value of each unit: kernel score + recency + 0.75 per fact span (up to 2) + core bonus, scaled by cost^0.6 so
 * the selector's value-per-token mildly prefers dense short units without starving long ones.
 * @example
 * const value = unitValues(units, messages.length, { core });
 */
export function unitValues(units: Units, messageCount: number, o: ValueOptions = {}): Float32Array {
  const s = units.analysis.sentences;
  const value = new Float32Array(s.count);
  const recency = o.recency ?? 0.3;
  const stale = staleUnits(units, o.replacedBy);
  const n = Math.max(1, messageCount - 1);
  const pinCount = new Uint8Array(s.count);
  for (let p = 0; p < units.analysis.pins.count; p++) pinCount[units.analysis.pins.sentence[p]]++;
  const position = o.positionDiscount ? positionBonuses(units) : undefined;
  const related = o.relationBonus ? relationUnits(units) : undefined;
  for (let i = 0; i < s.count; i++) {
    let v = s.score[i] + (recency * units.message[i]) / n;
    if (position) v -= o.positionDiscount! * position[i];
    if (related && related[i]) v += o.relationBonus!;
    if (o.extra) v += o.extra[i];
    if (o.toolPenalty && units.roles[units.message[i]] === 'tool') v -= o.toolPenalty;
    if (o.boilerplate && o.boilerplatePenalty) v -= o.boilerplatePenalty * o.boilerplate[i];
    v += 1.5 * Math.min(2, pinCount[i]);
    if (o.core && o.core[i] > 0) v += 1.5;
    if (stale[i]) v -= 1.0;
    value[i] = Math.max(0.05, v) * Math.pow(Math.max(1, units.cost[i]), 0.6);
  }
  return value;
}

/** 1 for units holding a relation phrase: one pass of the pattern over the whole text. */
function relationUnits(units: Units): Uint8Array {
  const s = units.analysis.sentences;
  const out = new Uint8Array(s.count);
  for (const m of units.text.matchAll(RELATION)) {
    const u = unitAt(s.start, m.index);
    if (u >= 0 && m.index + m[0].length <= s.end[u]) out[u] = 1;
  }
  return out;
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

/** The kernel's position bonus of every unit (first, last, early sentence of its doc). */
function positionBonuses(units: Units): Float32Array {
  const s = units.analysis.sentences;
  const out = new Float32Array(s.count);
  for (let i = 0; i < s.count; ) {
    let j = i;
    while (j < s.count && s.doc[j] === s.doc[i]) j++;
    for (let k = i; k < j; k++) out[k] = positionBonus(k - i, j - i);
    i = j;
  }
  return out;
}
