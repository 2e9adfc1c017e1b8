/** @module extract/reply-carry — the answer to a question often sits next to what matches it: in the reply, or in the next sentence. */
import { kindBit } from './answer-type.js';
import { unitText, type Units } from './units.js';

/** A word that points back to something said before ("I filed it as…", "that one is…"). */
const POINTS_BACK = /\b(?:it|that|this|these|those|them)\b/i;

/**
 * Carry relevance from the question's best-matching turn to the facts of the kind asked for in the
 * turn that answers it: "the replica fell behind by hours" (matched by "the replica lag") lifts
 * "I filed it as INC-38342" in the next message, which shares no word with the question. Only when a
 * single message holds the best match; adds `share` × its relevance to `related` in place.
 * @example
 * carryToReply(units, related, expectedKinds('What is the incident number for the replica lag?'), 1);
 */
export function carryToReply(units: Units, related: Float32Array, asked: number, share: number): void {
  if (asked === 0 || share <= 0) return;
  const s = units.analysis.sentences;
  const turn = (i: number): boolean => units.roles[units.message[i]] !== 'system';
  let best = 0;
  for (let i = 0; i < s.count; i++) if (related[i] > best && turn(i)) best = related[i];
  if (best <= 0) return;
  let top = -1;
  for (let i = 0; i < s.count; i++) {
    if (related[i] < best || !turn(i)) continue;
    if (top >= 0 && units.message[i] !== top) return;
    top = units.message[i];
  }
  const reply = top + 1;
  if (reply >= units.roles.length || units.roles[reply] === units.roles[top]) return;
  const { pins } = units.analysis;
  const lift = share * best;
  for (let p = 0; p < pins.count; p++) {
    const u = pins.sentence[p];
    if (units.message[u] !== reply || !(kindBit(pins.kind[p]) & asked) || !POINTS_BACK.test(unitText(units, u))) continue;
    if (related[u] < lift) related[u] = lift;
  }
}

/**
 * Carry relevance from a sentence that matches the question (`related` ≥ `floor`) but holds no fact
 * of the kind asked for to the next sentence of the same message when that one holds such a fact
 * and matches nothing itself: "We decided to put up a fence." lifts "The quote is $2,541." for "What
 * does the new garden barrier cost?". Raises `related` in place to `share` × the match's relevance.
 * @example
 * carryToNextSentence(units, related, expectedKinds('What does the fence cost?'), 1, 2);
 */
export function carryToNextSentence(units: Units, related: Float32Array, asked: number, share: number, floor: number): void {
  if (asked === 0 || share <= 0) return;
  const s = units.analysis.sentences;
  const { pins } = units.analysis;
  const holds = new Uint8Array(s.count);
  for (let p = 0; p < pins.count; p++) if (kindBit(pins.kind[p]) & asked) holds[pins.sentence[p]] = 1;
  // A lifted unit holds the asked kind, so it lifts nothing in turn: one pass in place.
  for (let i = 0; i + 1 < s.count; i++) {
    const next = i + 1;
    if (related[i] < floor || holds[i] || !holds[next] || related[next] > 0 || units.message[next] !== units.message[i]) continue;
    related[next] = share * related[i];
  }
}
