/** @module extract/kind-cues — a softer, question-only recogniser of decisions: it scores, never forces. */
import { SentenceFlag } from '../kernel/types.js';
import { RECOMMENDS } from '../pins/choice-wording.js';
import { asksForDecisions } from '../pins/core.js';
import { unitText, type Units } from './units.js';

/** A preference or a verdict on an option, besides a recommendation (`RECOMMENDS`): ("seems most appropriate",
 * "Stick with FastAPI", "is the optimal choice", "considered but rejected"). */
const VERDICT =
  /\b(?:suggest(?:ed|s)?|stick with|prefer(?:red|s)?|best (?:choice|option|fit|suited)|optimal|ideal (?:for|choice)|most (?:appropriate|suitable)|well[- ]suited|better (?:fit|choice|balance)|reject(?:ed)?|ruled out|not (?:ideal|suitable|recommended)|less (?:suitable|appealing|mature)|riskier|winner|favou?rs?)\b/i;
/** A choice written as a short item of a list: "Redis pub/sub for cross-worker broadcasting", "**Ingestion**: Kafka
 * with 3 brokers", "Use multiple uvicorn workers" (a line of its own, after a list marker at most, with no full stop). */
const ITEM_CHOICE = /^(?:\*\*[^*\n]{1,40}\*\*:?\s*)?(?:use\s+\S+|\S+(?:\s+\S+){0,3}\s+(?:for|with|on|via)\s+\S)[^\n]*[^.!?\s]\s*$/i;
/** What may stand before an item on its line: indentation and a list marker. */
const LINE_START = /(?:^|\n)[ \t]*(?:[-*+]|\d{1,2}[.)])?[ \t]*$/;
/** Items longer than this (tokens) are explanations rather than the item itself. */
const ITEM_TOKENS = 24;

/**
 * Per unit of an assistant or tool turn, `weight` when the question asks for decisions and the
 * unit reads as a verdict on an option ("FastAPI with Redis pub/sub seems most appropriate",
 * "Sanic - NOT RECOMMENDED") or as a short choice item of a list ("Redis pub/sub for cross-worker
 * broadcasting"); `undefined` when the question does not ask for decisions. Softer than the
 * Protected Core's decision wording, so it only adds to a unit's value and only for such a
 * question: a blind compression keeps its core as it is.
 * @example
 * kindCueBonus(units, 'Which key decisions have been made so far?', 2) // 2 for 'Redis pub/sub for cross-worker broadcasting'
 */
export function kindCueBonus(units: Units, query: string | undefined, weight: number): Float32Array | undefined {
  if (!query || !asksForDecisions(query)) return undefined;
  const s = units.analysis.sentences;
  const out = new Float32Array(s.count);
  for (let i = 0; i < s.count; i++) {
    if (s.flags[i] & SentenceFlag.CODE || units.roles[units.message[i]] === 'user') continue;
    const t = unitText(units, i);
    const item = units.cost[i] <= ITEM_TOKENS && ITEM_CHOICE.test(t) && LINE_START.test(units.text.slice(Math.max(0, s.start[i] - 8), s.start[i]));
    if (VERDICT.test(t) || RECOMMENDS.test(t) || item) out[i] = weight;
  }
  return out;
}
