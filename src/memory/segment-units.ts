/** @module memory/segment-units — one segment analysed with pith's machinery: units, Protected Core, values, salience. */
import { buildUnits, type Units } from '../extract/units.js';
import { unitValues } from '../extract/values.js';
import { SentenceFlag, type Kernel } from '../kernel/types.js';
import { CorePriority, corePriorities } from '../pins/core.js';
import { layoutPieces } from '../text/layout.js';
import type { Measure } from '../text/measure.js';
import type { Message } from '../types.js';

/** Relations between people, places and systems (as in the default strategy's value function). */
const RELATION =
  /\b(next to|across (?:the (?:street|road|hall) )?from|opposite|adjacent to|beside|behind|above|below|reports? to|reporting to|works for|managed by|owned by|hosted on|runs on|deployed (?:on|to)|lives (?:in|at|on)|covers for|on behalf of|married to|sister|brother|daughter|son of|wife|husband|head of|vp of|lead of|in charge of)\b/i;
/** Two or more capitalised words in a row: a named entity. */
const NAME = /\b\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)+\b/u;
/** Bit of named entities in an answer-kind mask (as `expectedKinds` sets it). */
const NAME_BIT = 1 << 12;
const bit = (kind: number): number => 1 << kind;
/** Decisions and constraints the kernel's flags miss ("we went with", "non-negotiable"). */
const SETTLED = /\b(went with|we(?:'ll| will)? go with|we booked|we signed|we chose|we picked|non-negotiable|has to be|have to be|needs to be|no (?:dairy|nuts|gluten|meat)|allergic)\b/i;
const HEDGED = /\b(nothing (?:has been|was|is) (?:decided|agreed|settled)|not (?:yet )?(?:decided|agreed|confirmed)|maybe|might|someone mentioned|if i remember|usually)\b/i;
/** Relation sentences get this much extra value (they are rarely restated). */
const RELATION_BONUS = 3;

/** A segment's sentence units with what the forms and the scorer need. */
export interface SegmentUnits {
  units: Units;
  /** Protected Core priority per unit (constraint, decision, correction, goal), 0 for ordinary units. */
  core: Uint8Array;
  /** Value of each unit (kernel score, facts, core, relations), scaled by cost as in `pith`. */
  value: Float32Array;
  /** 1 for units that state a relation (reports to, next to, …). */
  relation: Uint8Array;
}

/** Text of a segment: tool calls as `Called name(args).`, then every text piece. */
function segmentMessages(messages: readonly Message[]): Message[] {
  const calls = messages.flatMap((m) => (m.tool_calls ?? []).map((c) => `Called ${c.function?.name ?? 'tool'}(${c.function?.arguments ?? ''}).`));
  return calls.length ? [{ role: 'assistant', content: calls.join(' ') }, ...messages] : [...messages];
}

/**
 * Analyse one segment in one kernel call: units, core priorities, values, relations. The "first
 * user message is the task" rule of `pith` applies only to the segment that holds the memory's
 * first user message (`task`): any other segment's first user message is just a turn.
 * @example
 * const su = segmentUnits([{ role: 'user', content: 'We must ship by May 3.' }], kernel, measure);
 * su.core[0] // CorePriority.CONSTRAINT
 */
export function segmentUnits(messages: readonly Message[], kernel: Kernel, measure: Measure, task = false): SegmentUnits {
  // add() analyses a segment and maintenance demotes it later (warm, then cold): the analysis is reused.
  const hit = KEPT.get(messages);
  if (hit && hit.kernel === kernel && hit.measure === measure && hit.task === task) return hit.su;
  const su = analyse(messages, kernel, measure, task);
  KEPT.set(messages, { kernel, measure, task, su });
  return su;
}

/**
 * Drop the kept analysis of a segment's messages: once its cold form is made (or it is evicted),
 * maintenance needs it no more, so RAM holds analyses of the hot and warm tiers only.
 * @example
 * forgetUnits(textView(segment.messages));
 */
export function forgetUnits(messages: readonly Message[]): void {
  KEPT.delete(messages);
}

/** Analyses by messages array (segments keep theirs for life), gone with the array or {@link forgetUnits}. */
const KEPT = new WeakMap<readonly Message[], { kernel: Kernel; measure: Measure; task: boolean; su: SegmentUnits }>();

function analyse(messages: readonly Message[], kernel: Kernel, measure: Measure, task: boolean): SegmentUnits {
  const msgs = segmentMessages(messages);
  const units = buildUnits(layoutPieces(msgs), kernel, measure);
  const s = units.analysis.sentences;
  const core = corePriorities(units);
  const mask = SentenceFlag.CONSTRAINT | SentenceFlag.DECISION | SentenceFlag.GOAL | SentenceFlag.CORRECTION;
  for (let i = 0; i < s.count; i++) {
    if (core[i] === CorePriority.TASK && !task && !(s.flags[i] & mask)) core[i] = 0;
    const t = units.text.slice(s.start[i], s.end[i]);
    if (!core[i] && !(s.flags[i] & SentenceFlag.CODE) && SETTLED.test(t) && !HEDGED.test(t)) core[i] = CorePriority.DECISION;
  }
  const relation = new Uint8Array(s.count);
  for (let i = 0; i < s.count; i++) {
    if (!(s.flags[i] & SentenceFlag.CODE) && RELATION.test(units.text.slice(s.start[i], s.end[i]))) relation[i] = 1;
  }
  const value = unitValues(units, msgs.length, { core, positionDiscount: 1, relationBonus: RELATION_BONUS });
  return { units, core, value, relation };
}

/**
 * How much a segment is worth keeping with no query, in [0, 1]: Protected Core sentences, pinned
 * facts and relations raise it; small talk stays at 0.
 * @example
 * salience(segmentUnits(messages, kernel, measure)) // 0.8 for "We decided on Oakline Builders for $13,621."
 */
export function salience(su: SegmentUnits): number {
  const s = su.units.analysis.sentences;
  let core = 0;
  let relations = 0;
  for (let i = 0; i < s.count; i++) (core = Math.max(core, su.core[i])), (relations += su.relation[i]);
  const pins = su.units.analysis.pins.count;
  return Math.min(1, (core > 0 ? 0.5 : 0) + 0.15 * Math.min(3, pins) + (relations ? 0.3 : 0));
}

/**
 * Bit mask of the fact kinds a segment holds (bit = 1 << PinKind; named entities use the name
 * bit), matched against `expectedKinds(query)`.
 * @example
 * factKinds(su) & (1 << PinKind.MONEY) // non-zero when a price is stated
 */
export function factKinds(su: SegmentUnits): number {
  const { pins } = su.units.analysis;
  let mask = 0;
  for (let p = 0; p < pins.count; p++) mask |= bit(pins.kind[p]);
  if (NAME.test(su.units.text)) mask |= NAME_BIT;
  return mask;
}
