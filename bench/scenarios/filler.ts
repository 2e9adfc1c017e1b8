/** @module bench/scenarios/filler — filler that looks important but carries no probed fact. */
import { proseSentence } from '../generate/prose.js';
import type { Random } from '../generate/random.js';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, MONTHS, NOUNS, OPENERS, PAST_VERBS, TIMES, UNITS, VERBS } from '../generate/words.js';
import { digits, dollars } from './values.js';

/** A sentence template: draws its words from the seeded random source. */
export type Template = (r: Random) => string;

let nouns: readonly string[] = NOUNS;
const n = (r: Random): string => r.pick(nouns);
const who = (r: Random): string => r.pick(FIRST_NAMES);

/** Sentences with "must", "decided", "deadline", "budget" and no fact anyone asks about. */
const SOUNDS_IMPORTANT: Template[] = [
  (r) => `we must not lose sight of the ${n(r)} while the ${n(r)} is still open`,
  (r) => `nothing has been decided about the ${n(r)} yet; ${who(r)} wants to revisit it ${r.pick(TIMES)}`,
  (r) => `the deadline question for the ${n(r)} keeps coming up, but nobody has committed to anything`,
  (r) => `budget is always the sticking point with the ${n(r)}, so keep that in the back of your mind`,
  (r) => `it is important that someone can ${r.pick(VERBS)} the ${n(r)} if the ${n(r)} ${r.pick(PAST_VERBS)}`,
  (r) => `decision pending: ${who(r)} will weigh in on the ${n(r)} once the ${n(r)} settles down`,
  (r) => `as a rule we try to ${r.pick(VERBS)} the ${n(r)} with a second pair of eyes`,
  (r) => `key point for the review: the ${r.pick(ADJECTIVES)} ${n(r)} is what people will ask about`,
  (r) => `we agreed in principle to ${r.pick(VERBS)} the ${n(r)}, details to follow`,
  (r) => `the critical path still runs through the ${n(r)}, which is ${r.pick(ADJECTIVES)} at the moment`,
  (r) => `whatever we decide, the ${n(r)} has to stay ${r.pick(ADJECTIVES)} enough for ${who(r)} to live with`,
  (r) => `final answer on the ${n(r)} depends on the budget conversation ${r.pick(TIMES)}`,
  (r) => `do not forget the ${n(r)}; it is mandatory reading before anyone touches the ${n(r)}`,
];

/** Sentences full of IDs, amounts, names and dates that no probe asks about. */
const DECOYS: Template[] = [
  (r) => `for reference, REF-${digits(r, 5)} from last ${r.pick(MONTHS)} was the ${n(r)} that ${who(r)} handled`,
  (r) => `${who(r)} logged ${r.int(3, 480)} ${r.pick(UNITS)} against the ${n(r)} back in ${r.pick(MONTHS)}`,
  (r) => `an old quote of ${dollars(r, 150, 30_000)} for the ${n(r)} is still floating around in ${who(r)}'s notes`,
  (r) => `the previous ${n(r)} (ticket ${digits(r, 6)}) closed on ${r.pick(MONTHS)} ${r.int(1, 28)} without issues`,
  (r) => `${who(r)} ${r.pick(LAST_NAMES)} (ext. ${digits(r, 4)}) sat in on the ${n(r)} call`,
  (r) => `someone mentioned ${r.int(3, 45)}% for the ${n(r)}, but that was an outdated figure`,
  (r) => `batch ${r.pick(['A', 'B', 'C', 'K', 'R'])}-${digits(r, 3)} of the ${n(r)} went out on ${r.pick(MONTHS)} ${r.int(1, 28)}, long before any of this`,
  (r) => `last year the ${n(r)} ran ${r.int(2, 19)} days over and cost about ${dollars(r, 200, 9_000)} more than planned`,
];

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Finish a template's output as a sentence: optional opener, capital letter, full stop. Templates
 * start lower-case unless their first word is a name or 'I'.
 * @example
 * sentence(r, () => 'the cache is warm') // 'Also, the cache is warm.'
 */
export function sentence(r: Random, template: Template): string {
  const body = template(r);
  const opener = r.chance(0.25) ? r.pick(OPENERS) : '';
  const text = opener ? `${opener} ${body}` : capitalise(body);
  return /[?.!]$/.test(text) ? text : `${text}.`;
}

/**
 * A filler sentence drawn from a domain bank, important-sounding templates (about `domainNouns`),
 * decoys, or generic chat.
 * @example
 * fillerSentence(r, [(r) => `the ${r.pick(['gate', 'lounge'])} was quiet`])
 */
export function fillerSentence(r: Random, domain: readonly Template[], domainNouns: readonly string[] = NOUNS): string {
  nouns = domainNouns;
  const roll = r.next();
  if (roll < 0.3 && domain.length > 0) return sentence(r, r.pick(domain));
  if (roll < 0.5) return sentence(r, r.pick(SOUNDS_IMPORTANT));
  if (roll < 0.68) return sentence(r, r.pick(DECOYS));
  return proseSentence(r);
}
