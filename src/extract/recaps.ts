/** @module extract/recaps — turns that open as a summary restate what was settled: their sentences gain. */
import { asksForDecisions } from '../pins/core.js';
import type { Message } from '../types.js';
import { messageWeights, type Units } from './units.js';

/** Words that open a recap ("**Episode 1 Summary**", "# Final Recommendation", "To summarize, …"). */
const RECAP = /\b(summary|recap|to summari[sz]e|in summary|final recommendation|decisions so far|key decisions|conclusion|overview)\b/i;
/** How far into a turn its opening line is looked for (characters). */
const OPENING = 60;

/**
 * Per unit, `weight` when its message is an assistant, tool or system turn whose opening names it
 * a summary or recap (user turns ask for summaries more often than they give them), else 0.
 * @example
 * recapBonus(units, [{ role: 'assistant', content: '**Summary:** Kafka with 3 brokers. Flink for processing.' }], 1)
 * // Float32Array [1, 1]
 */
export function recapBonus(units: Units, messages: readonly Message[], weight: number): Float32Array {
  const recap = messages.map((m) => m.role !== 'user' && typeof m.content === 'string' && RECAP.test(m.content.slice(0, OPENING)));
  return messageWeights(units, recap, weight);
}

/** A question for a summary (what was settled is asked as a decision question). */
const ASKS_SUMMARY = /\b(summar(?:y|ies|ise|ize)|recap|so far)\b/i;

/**
 * Does the question ask what was decided, or for a summary (so a recap turn answers it)?
 * @example
 * asksForRecap('Which key decisions have been made so far?') // true
 * asksForRecap('What is the gate code?') // false
 */
export function asksForRecap(query: string | undefined): boolean {
  return !!query && (asksForDecisions(query) || ASKS_SUMMARY.test(query));
}
