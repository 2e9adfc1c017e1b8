/** @module extract/topic-query — the subject words of a question that asks for a kind of core item ("Which key decisions…?"). */
import { askedCoreKinds } from '../pins/core.js';

/** Words that name the kind of item asked for, or frame a list question around it ("key decisions made so far",
 * "constraints you are operating under"): they say what kind of sentence answers, not what it is about. */
const FRAME =
  /\b(?:decisions?|decided|choices?|chose|chosen|selected|agreed|settled|constraints?|requirements?|rules?|restrictions?|limits?|mandatory|non-negotiable|goals?|objectives?|purpose|aim|key|main|major|important|made|so far|operating|under|apply|applies|current(?:ly)?|original|one sentence|project|task|work)\b/gi;

/**
 * The question with its kind and frame words removed when it asks for a kind of core item
 * (decisions, constraints, the goal); the question itself otherwise. A sentence that merely
 * mentions "decisions" does not answer "Which key decisions have been made so far?": the asked
 * kind is scored by what a sentence is (see `askedCoreBonus`), the rest of the question by what
 * it is about.
 * @example
 * topicQuery('Which key decisions have been made so far?') // 'Which have been ?'
 * topicQuery('What brand and audience constraints are you operating under?') // 'What brand and audience are you ?'
 * topicQuery('When is the delivery due?') // 'When is the delivery due?'
 */
export function topicQuery(query: string | undefined): string | undefined {
  if (!query || !askedCoreKinds(query)) return query;
  return query.replace(FRAME, ' ').replace(/\s+/g, ' ').trim();
}
