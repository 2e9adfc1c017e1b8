/** @module pins/core — Protected Core: goal, constraints, decisions and corrections, kept verbatim. */
import { SentenceFlag } from '../kernel/types.js';
import { unitText, type Units } from '../extract/units.js';
import { madeChoiceText, RECOMMENDS } from './choice-wording.js';

/** Constraint wording. Not rules: "X is always the sticking point" (a description), "at least
 * according to Ravi" (an attribution), "the budget is tight" (no amount). */
const CONSTRAINT =
  /\b(must(?:n't| not)?|never|(?<!\b(?:is|are|was|were) )always|required?|requires|mandatory|cannot|can't|can not|do not|don't|no more than|at most|at least(?! according)|not exceed|has to|have to|only|should not|shouldn't|limit(?:ed)? to|budget (?:is|of)(?=[^.]*\d)|deadline)\b/i;
/** Decision wording: a choice made ("decided", "chose", "was selected"), announced ("going with", "we'll use")
 * or labelled ("Decision: …", "Decision from Ana: …", "decisions made"); not the noun in passing ("design
 * decisions", "decision support"). Looked for in `madeChoiceText`, without advice ("should be decided early"). */
const DECISION =
  /\b(decided|decisions?(?=(?: [\w'-]+){0,5} *:| (?:is|was|made|taken|recorded)\b)|chose|chosen|agreed|settled on|going with|go with|we'll use|we will use|opted|selected|approved|confirmed|final(?:ized|ised)?|picked|let's go with)\b/i;
const GOAL = /\b(goal|objective|aim is|trying to|want to|wants to|need to|plan to|looking to|hoping to|purpose)\b/i;
const CORRECTION =
  /\b(actually|instead|correction|rather than|scratch that|no wait|not \S+ but|changed?|moved?|rescheduled?|updated?|revised?|switch(?:ed)? to|make it)\b/i;

/** Hedged or negated decisions and constraints ("nothing has been decided", "agreed in principle, details to follow"). */
const HEDGE =
  /\b(nothing (?:has been|was|is) (?:decided|agreed|settled|final)|nobody has|no one has|not (?:yet )?(?:been )?(?:decided|agreed|confirmed|final)|yet to be|pending|depends on|in principle|details to follow|undecided|tbd|to be decided|still open|open question|revisit|no rush|optional|usually|if i remember|someone mentioned|my guess)\b/i;

/** Settled choices and hard requirements the kernel's lexicon misses (it flags "decided", "must"). */
const SETTLED_DECISION =
  /\b(went with|we(?:'ll| will)? go with|we(?: have)? (?:booked|signed|hired|picked|chose)|signed off|sign-off|award(?:ed)? (?:it |the \w+ )?to|recommendation:)/i;
const HARD_CONSTRAINT =
  /\b(non-negotiable|has to be|have to be|needs to be|has to go|have to go|no (?:\S+ ){1,2}(?:anywhere|at all|until)|nothing with|allergic|allergy)\b/i;
/** Compliance with a named regulation or standard ("GDPR compliant", "HIPAA-compliant", "SOC 2 compliance"):
 * case-sensitive, so generic prose about compliance is not a constraint. */
const REGULATION = /\b[A-Z][A-Z0-9]+(?:[ -][A-Z0-9]+)?[ -]complian(?:t|ce)\b/;
/** A number or an identifier with a digit (16 °C, app-05): a correction of a value the kernel did not pin. */
const VALUE = /\d/;

/** Knobs of {@link corePriorities}. */
export interface CoreOptions {
  /** Also detect settled decisions, hard constraints and corrections of unpinned values by phrase. @default false */
  phrases?: boolean;
  /** Boilerplate share per unit (0–1): a stock phrasing the conversation repeats ("whatever we decide, the X has to stay…") is never core. */
  boilerplate?: Float32Array;
  /** 1 for units laid out as decisions (items under "I recommend:", rows of a "Choice" table, ticked checklist items): see `structuredDecisions`. */
  structured?: Uint8Array;
}

/** Boilerplate share from which a sentence is a stock phrasing, not a goal, constraint or decision. */
const STOCK_PHRASING = 0.4;

/**
 * Priority of a core unit (0 = not core); higher survives an emergency cut longer.
 * @example
 * CorePriority.NONE // 0
 */
export const CorePriority = { NONE: 0, GOAL: 2, DECISION: 3, CONSTRAINT: 3, TASK: 4, CORRECTION: 5 } as const;

/**
 * Core priority of each unit, from the kernel's flags confirmed by phrase patterns.
 * @example
 * const prio = corePriorities(units); // Uint8Array, 0 for ordinary units
 * corePriorities(units, { phrases: true }); // also 'We went with Oakline Builders.', 'no nuts anywhere'
 * corePriorities(units, { boilerplate: units.analysis.sentences.boilerplate }); // not 'Whatever we decide, the X has to stay…' said ten times
 * corePriorities(units, { phrases: true, structured: structuredDecisions(units) }); // also '| Storage | Delta Lake on S3 |' under '| Component | Choice |'
 */
export function corePriorities(units: Units, o: CoreOptions = {}): Uint8Array {
  const s = units.analysis.sentences;
  const out = new Uint8Array(s.count);
  const mask = SentenceFlag.CONSTRAINT | SentenceFlag.DECISION | SentenceFlag.GOAL | SentenceFlag.CORRECTION;
  const task = firstUserMessage(units);
  let taskTokens = 0;
  for (let i = 0; i < s.count; i++) if (units.message[i] === task) taskTokens += units.cost[i];
  const taskShort = taskTokens <= SHORT_TASK_TOKENS;
  for (let i = 0; i < s.count; i++) {
    const f = s.flags[i];
    // A sentence stamped from a phrasing the conversation keeps repeating is no part of the core,
    // not even of a short task ("There is no rush on the onboarding, but…" after the order number).
    const stock = o.boilerplate !== undefined && o.boilerplate[i] >= STOCK_PHRASING;
    // The first user message states the task: all of it outranks the rest when it is short, its
    // goal and constraint sentences when it is long; a hedged aside in it ("Quick note: we usually
    // merge the report this afternoon…") is no part of the task and is read like any other sentence.
    if (units.message[i] === task && !(f & SentenceFlag.CODE) && !stock && (f & mask || taskShort) && !HEDGE.test(unitText(units, i))) {
      out[i] = CorePriority.TASK;
      continue;
    }
    if (f & SentenceFlag.CODE || f & SentenceFlag.NEAR_REPEAT || stock) continue;
    if (!(f & mask)) {
      if (o.phrases) out[i] = phrasePriority(unitText(units, i)) || (o.structured?.[i] ? CorePriority.DECISION : CorePriority.NONE);
      continue;
    }
    const t = unitText(units, i);
    if (HEDGE.test(t)) continue;
    const value = f & SentenceFlag.HAS_PIN || (o.phrases && VALUE.test(t));
    if (f & SentenceFlag.CORRECTION && value && CORRECTION.test(t)) out[i] = CorePriority.CORRECTION;
    // A question asks for a rule or a choice; it states none ("What skills are required?").
    else if (f & SentenceFlag.QUESTION) continue;
    else if (CONSTRAINT.test(t)) out[i] = CorePriority.CONSTRAINT;
    else if (DECISION.test(madeChoiceText(t))) out[i] = CorePriority.DECISION;
    else if (GOAL.test(t)) out[i] = CorePriority.GOAL;
  }
  return out;
}

/** Core priority of an unflagged unit from its phrasing alone. */
function phrasePriority(t: string): number {
  if (HEDGE.test(t)) return CorePriority.NONE;
  if (HARD_CONSTRAINT.test(t) || REGULATION.test(t)) return CorePriority.CONSTRAINT;
  if (SETTLED_DECISION.test(t)) return CorePriority.DECISION;
  if (CORRECTION.test(t) && VALUE.test(t) && /\b(move|moved|change|changed|switch|make it|instead)\b/i.test(t)) return CorePriority.CORRECTION;
  return CorePriority.NONE;
}

/** A first user message up to this size is kept whole as the task. */
const SHORT_TASK_TOKENS = 120;

/** Message index of the first user message (the original task), or -1. */
function firstUserMessage(units: Units): number {
  for (let p = 0; p < units.pieces.length; p++) if (units.roles[units.pieces[p].message] === 'user') return units.pieces[p].message;
  return -1;
}

/** The first assistant message after message `task`, or -1 (none, or no task). */
function firstReplyTo(units: Units, task: number): number {
  if (task < 0) return -1;
  for (let p = 0; p < units.pieces.length; p++) {
    const m = units.pieces[p].message;
    if (m > task && units.roles[m] === 'assistant') return m;
  }
  return -1;
}

/** Question cues for core kinds: "which decisions…", "what constraints…", "what is the goal…". */
const ASKS_DECISION = /\b(decisions?|decided|choices?|chose|chosen|selected|agreed|settled)\b/i;
/** A question about what was taken out ("Which sight was dropped from the plan?"): a decision to remove something. */
const ASKS_REMOVAL = /\b(?:dropped|removed|cut|scrapped|cancell?ed|skipped|struck|taken) (?:from|off|out)\b|\bruled out\b/i;
/** A decision that removes something ("we skip the botanical garden", "the workshop is cancelled"); it
 * answers a removal question as strongly as a shared word and a fact of the asked kind would. */
const REMOVAL_ANSWER = 3;
/** Removal wording of a decision. */
const REMOVES = /\b(skip(?:ping|ped)?|drop(?:ping|ped)?|cancel(?:l?ed|l?ing)?|remov(?:e|ed|ing)|scrap(?:ped|ping)?|cut(?:ting)?|leave out|leaving out|rul(?:e|ed) out|no longer)\b/i;
const ASKS_CONSTRAINT = /\b(constraints?|requirements?|rules?|restrictions?|limits?|must|mandatory|non-negotiable)\b/i;
const ASKS_GOAL = /\b(goal|objective|purpose|aim|task|trying to)\b/i;
/** Decision wording beyond the kernel's lexicon (recommendations that were taken up: see `RECOMMENDS`). */
const DECIDED = /\b(we(?:'ll| will) use|use \S+ for|selected|chose|chosen|decided|decisions?(?=(?: [\w'-]+){0,5} *:| (?:is|was|made|taken|recorded)\b)|going with|went with|approved|confirmed)\b/i;

/**
 * Does the question ask what was decided ("Which key decisions have been made?")?
 * @example
 * asksForDecisions('Which framework was chosen?') // true
 */
export function asksForDecisions(query: string): boolean {
  return ASKS_DECISION.test(query);
}

/**
 * Does the question ask for a kind of core item: decisions, constraints or the goal?
 * @example
 * askedCoreKinds('What constraints apply?') // true
 * askedCoreKinds('What is the gate code?') // false
 */
export function askedCoreKinds(query: string): boolean {
  return asksForDecisions(query) || ASKS_CONSTRAINT.test(query) || ASKS_GOAL.test(query);
}

/**
 * Per unit, `weight` when the question asks for a kind of core item ("Which key decisions have
 * been made?", "What constraints apply?", "What is the goal?") and the unit is one: decision and
 * constraint sentences by their wording (and `structured` units: decisions laid out as markdown),
 * the goal by the task message and the assistant's first reply to it, which restates the task in its own words
 * ("I'll help design the ETL pipeline. For 1M daily users with real-time events, we need a streaming-first
 * architecture."). A question about what was taken out ("Which sight was dropped from
 * the plan?") lifts only decisions that remove something, three times as much. `undefined` when the
 * question asks for none.
 * @example
 * const bonus = askedCoreBonus(units, corePriorities(units), 'Which key decisions have been made so far?', 6);
 * askedCoreBonus(units, core, 'Which sight was dropped from the plan?', 3); // 9 for 'Decided: we skip the garden.'
 * askedCoreBonus(units, core, 'Which decisions were made?', 3, structuredDecisions(units)); // also rows of a "Choice" table
 */
export function askedCoreBonus(units: Units, core: Uint8Array, query: string | undefined, weight: number, structured?: Uint8Array): Float32Array | undefined {
  if (!query) return undefined;
  const removal = ASKS_REMOVAL.test(query);
  const decision = removal || asksForDecisions(query);
  const constraint = ASKS_CONSTRAINT.test(query);
  const goal = ASKS_GOAL.test(query);
  if (!decision && !constraint && !goal) return undefined;
  const s = units.analysis.sentences;
  const out = new Float32Array(s.count);
  const taskReply = goal ? firstReplyTo(units, firstUserMessage(units)) : -1;
  for (let i = 0; i < s.count; i++) {
    if (s.flags[i] & SentenceFlag.CODE) continue;
    const t = unitText(units, i);
    const asked = (goal && (core[i] === CorePriority.TASK || units.message[i] === taskReply)) ||
      (decision && (structured?.[i] || statesDecision(s.flags[i], t)) && !HEDGE.test(t)) ||
      (constraint && core[i] === CorePriority.CONSTRAINT);
    // What was taken out: only a core unit that removes something answers it.
    if (asked) out[i] = !removal ? weight : REMOVES.test(t) ? REMOVAL_ANSWER * weight : 0;
  }
  return out;
}

/** Decision wording in a unit's text, its choices only advised or still to make left out ("should be decided early"). */
function statesDecision(flags: number, text: string): boolean {
  const t = madeChoiceText(text);
  return (!!(flags & SentenceFlag.DECISION) && DECISION.test(t)) || DECIDED.test(t) || RECOMMENDS.test(t) || SETTLED_DECISION.test(t);
}
