/** @module bench/generate/prose — filler sentences from a small grammar, so text rarely repeats word for word. */

import type { Random } from './random.js';
import { ADJECTIVES, CITIES, FIRST_NAMES, NOUNS, OPENERS, PAST_VERBS, PRODUCTS, TIMES, VERBS } from './words.js';

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const TEMPLATES: Array<(r: Random) => string> = [
  (r) => `the ${r.pick(NOUNS)} ${r.pick(PAST_VERBS)} because the ${r.pick(NOUNS)} was ${r.pick(ADJECTIVES)}`,
  (r) => `we should ${r.pick(VERBS)} the ${r.pick(NOUNS)} ${r.pick(TIMES)}`,
  (r) => `${r.pick(FIRST_NAMES)} thinks the ${r.pick(NOUNS)} looks ${r.pick(ADJECTIVES)} compared to last time`,
  (r) => `I will ${r.pick(VERBS)} the ${r.pick(NOUNS)} and let you know how it goes`,
  (r) => `the team in ${r.pick(CITIES)} asked whether the ${r.pick(PRODUCTS)} is still on backorder`,
  (r) => `it seems the ${r.pick(NOUNS)} ${r.pick(PAST_VERBS)} again, which nobody expected`,
  (r) => `can you ${r.pick(VERBS)} the ${r.pick(NOUNS)} for me ${r.pick(TIMES)}?`,
  (r) => `there is no rush on the ${r.pick(NOUNS)}, but the ${r.pick(NOUNS)} is a bit more ${r.pick(ADJECTIVES)}`,
  (r) => `my guess is that the ${r.pick(PRODUCTS)} order and the ${r.pick(NOUNS)} are related`,
  (r) => `${r.pick(FIRST_NAMES)} mentioned that ${r.pick(CITIES)} had a similar problem with the ${r.pick(NOUNS)}`,
  (r) => `the ${r.pick(ADJECTIVES)} part is the ${r.pick(NOUNS)}, everything else is fine`,
  (r) => `thanks for the quick reply about the ${r.pick(NOUNS)}`,
  (r) => `let me know if the ${r.pick(NOUNS)} needs anything else from our side`,
  (r) => `I looked at the ${r.pick(NOUNS)} yesterday and it ${r.pick(PAST_VERBS)} around noon`,
  (r) => `we usually ${r.pick(VERBS)} the ${r.pick(NOUNS)} ${r.pick(TIMES)}, so this would be unusual`,
  (r) => `does the ${r.pick(PRODUCTS)} come with a warranty, or is that a separate ${r.pick(NOUNS)}?`,
  (r) => `the last ${r.pick(NOUNS)} from ${r.pick(CITIES)} felt ${r.pick(ADJECTIVES)} and a little ${r.pick(ADJECTIVES)}`,
  (r) => `sorry for the back and forth on the ${r.pick(NOUNS)}`,
  (r) => `I am not sure who should ${r.pick(VERBS)} the ${r.pick(NOUNS)}, maybe ${r.pick(FIRST_NAMES)}`,
  (r) => `that makes sense, although the ${r.pick(NOUNS)} still looks ${r.pick(ADJECTIVES)} to me`,
  (r) => `we can ${r.pick(VERBS)} the ${r.pick(NOUNS)} once ${r.pick(FIRST_NAMES)} is back from ${r.pick(CITIES)}`,
  (r) => `the ${r.pick(PRODUCTS)} in the ${r.pick(CITIES)} office is ${r.pick(ADJECTIVES)} but usable`,
];

const TAILS: Array<(r: Random) => string> = [
  (r) => `, at least according to ${r.pick(FIRST_NAMES)}`,
  (r) => `, if the ${r.pick(NOUNS)} allows it`,
  (r) => `, unless the ${r.pick(CITIES)} team objects`,
  (r) => ` while the ${r.pick(NOUNS)} is still ${r.pick(ADJECTIVES)}`,
  (r) => `, which ${r.pick(FIRST_NAMES)} flagged ${r.pick(TIMES).replace(/^by |^before /, 'before ')}`,
  (r) => ` after the ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${r.pick(PAST_VERBS)}`,
  (r) => `, so ${r.pick(FIRST_NAMES)} can ${r.pick(VERBS)} the ${r.pick(NOUNS)}`,
  (r) => ` for the ${r.pick(PRODUCTS)} rollout in ${r.pick(CITIES)}`,
];

/**
 * One filler sentence: an optional opener plus a template (and maybe a tail clause) filled from the word banks.
 * @example
 * proseSentence(createRandom(1)) // 'Also, the backlog drifted because the cache was noisy.'
 */
export function proseSentence(r: Random): string {
  let body = r.pick(TEMPLATES)(r);
  if (!body.endsWith('?') && r.chance(0.5)) body += r.pick(TAILS)(r);
  const opener = r.chance(0.3) ? r.pick(OPENERS) : '';
  const sentence = opener ? `${opener} ${body}` : capitalise(body);
  return /[?.!]$/.test(sentence) ? sentence : `${sentence}.`;
}
