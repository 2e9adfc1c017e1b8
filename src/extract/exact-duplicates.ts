/** @module extract/exact-duplicates — a sentence said word for word again is worth keeping once. */
import { SentenceFlag } from '../kernel/types.js';
import type { Units } from './units.js';

/** Shorter units ("Yes.", "Done.", 承知しました。, a JSON line) repeat by nature and answer different things: left alone. */
const MIN_WORDS = 4;

/**
 * Units whose text repeats an earlier unit word for word (case aside, at least
 * {@link MIN_WORDS} words) collapse to one copy: a copy in a message kept whole (`kept`, the last
 * turns), else the one of higher `core` priority, else of higher value, else the later. The others
 * keep `floor` as value, so a budget is never spent twice on the same sentence ("Load balancing is
 * built-in." in twelve turns); their facts still reach the ledger. Two core copies both stay (core
 * units are kept). Each collapsed copy is marked 1 in `dropped` when given, so leftover room is not
 * filled with a second copy either. Returns how many collapsed.
 * @example
 * const dropped = new Uint8Array(units.analysis.sentences.count);
 * collapseExactDuplicates(units, value, core, plan.protected, 0.01, dropped); // 11 of 12 repeats lose their value
 */
export function collapseExactDuplicates(units: Units, value: Float32Array, core: Uint8Array, kept: ReadonlySet<number>, floor: number, dropped?: Uint8Array): number {
  const s = units.analysis.sentences;
  // The kernel flags every later copy of a unit's word sequence as a repeat: only units as long as a
  // flagged one can be copies, so the others build no string. (A unit of fewer tokens than
  // MIN_WORDS has fewer words.)
  const lengths = new Set<number>();
  for (let i = 0; i < s.count; i++) if (s.flags[i] & SentenceFlag.NEAR_REPEAT && units.cost[i] >= MIN_WORDS) lengths.add(s.end[i] - s.start[i]);
  if (lengths.size === 0) return 0;
  const first = new Map<string, number>();
  let collapsed = 0;
  for (let i = 0; i < s.count; i++) {
    if (units.cost[i] < MIN_WORDS || !lengths.has(s.end[i] - s.start[i])) continue;
    const key = units.text.slice(s.start[i], s.end[i]).trim().toLowerCase();
    const j = first.get(key);
    if (j === undefined) {
      first.set(key, i);
      continue;
    }
    if (wordCount(key) < MIN_WORDS || (core[i] > 0 && core[j] > 0)) continue;
    const [ki, kj] = [kept.has(units.message[i]), kept.has(units.message[j])];
    const keepLater = ki !== kj ? ki : core[i] !== core[j] ? core[i] > core[j] : value[i] >= value[j];
    value[keepLater ? j : i] = floor;
    if (dropped) dropped[keepLater ? j : i] = 1;
    if (keepLater) first.set(key, i);
    collapsed++;
  }
  return collapsed;
}

/** Words of a text; Chinese and Japanese, written without spaces, count one word per two characters of kana, Han or Hangul. */
function wordCount(text: string): number {
  let n = 0;
  let cjk = 0;
  for (let k = 0, inWord = false; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c >= 0x3040 && (c <= 0x9fff || (c >= 0xac00 && c <= 0xd7a3))) {
      cjk++;
      inWord = false;
      continue;
    }
    const space = c <= 32 || (c >= 0x3000 && c < 0x3040); // CJK punctuation (、。「」) separates like a space
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n + Math.ceil(cjk / 2);
}
