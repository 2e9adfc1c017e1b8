/** @module extract/follow-ups — a later sentence on the subject of a decision or constraint ("Fence is finished!") rises with it. */
import { CorePriority } from '../pins/core.js';
import { SentenceFlag } from '../kernel/types.js';
import { unitAt, type Units } from './units.js';

/** A subject word: letters (and inner hyphens), at least this long. */
const MIN_LETTERS = 4;
const WORD = /\p{L}[\p{L}\p{M}'-]*/gu;
/** A word in more messages than this is a theme of the conversation, not one decision's subject. */
const MAX_MESSAGES = 2;
/** A status update is short ("Fence is finished!"): a longer sentence stands on its own score. */
const MAX_WORDS = 6;
/** Boilerplate share from which a sentence is a stock phrasing: it follows nothing up. */
const STOCK = 0.4;

/**
 * Per unit, `weight` when it follows up a decision or constraint said in an earlier message: a short
 * statement (up to {@link MAX_WORDS} words, no question) that names a word of that core sentence which
 * only those two messages use ("We decided to put up a fence instead of paying for daycare." … "Fence
 * is finished!"). A status update says little on its own (the kernel scores an exclamation next to
 * nothing), yet it is what became of the plan. The task is no such subject (the whole conversation
 * follows it up); core units and stock phrasings gain nothing; `undefined` when no unit gains.
 * @example
 * followUpBonus(units, corePriorities(units), units.analysis.sentences.boilerplate, 2) // 2 for 'Fence is finished!'
 */
export function followUpBonus(units: Units, core: Uint8Array, boilerplate: Float32Array | undefined, weight: number): Float32Array | undefined {
  const s = units.analysis.sentences;
  const stock = (i: number): boolean => !!boilerplate && boilerplate[i] >= STOCK;
  const subjectUnit = (i: number): boolean => core[i] >= CorePriority.DECISION && core[i] !== CorePriority.TASK && !stock(i);
  const updateUnit = (i: number): boolean => core[i] === 0 && s.words[i] <= MAX_WORDS && !(s.flags[i] & SentenceFlag.QUESTION) && !stock(i);
  let any = false;
  for (let i = 0; i < s.count && !any; i++) any = subjectUnit(i);
  if (!any) return undefined;
  const wordsOf = (i: number): string[] => {
    const out: string[] = [];
    for (const m of units.text.slice(s.start[i], s.end[i]).toLowerCase().matchAll(WORD)) if (m[0].length >= MIN_LETTERS) out.push(m[0]);
    return out;
  };
  // Only a word both of a decision or constraint and of a short statement can tie them: count the messages of those alone.
  const inUpdates = new Set<string>();
  for (let i = 0; i < s.count; i++) if (updateUnit(i)) for (const t of wordsOf(i)) inUpdates.add(t);
  const shared = new Set<string>();
  for (let i = 0; i < s.count; i++) if (subjectUnit(i)) for (const t of wordsOf(i)) if (inUpdates.has(t)) shared.add(t);
  // A few shared words are searched for one by one; many (a long log of "We decided on X" and "X done") in one pass.
  const rare = shared.size <= SEARCHED_ALONE ? new Set([...shared].filter((t) => inFewMessages(units, t))) : fewMessageWords(units, shared, wordsOf);
  // The message where each rare word of a decision or constraint was first said.
  const subject = new Map<string, number>();
  for (let i = 0; i < s.count; i++) {
    if (!subjectUnit(i)) continue;
    for (const t of wordsOf(i)) if (rare.has(t) && !subject.has(t)) subject.set(t, units.message[i]);
  }
  if (subject.size === 0) return undefined;
  let out: Float32Array | undefined;
  for (let i = 0; i < s.count; i++) {
    if (!updateUnit(i)) continue;
    for (const t of wordsOf(i)) {
      const at = subject.get(t);
      if (at === undefined || at >= units.message[i]) continue;
      (out ??= new Float32Array(s.count))[i] = weight;
      break;
    }
  }
  return out;
}

/** Up to this many shared words, each is searched for in the text on its own (each search stops once it is common). */
const SEARCHED_ALONE = 32;

/** The words of `words` said in at most {@link MAX_MESSAGES} messages: one pass over every unit's words. */
function fewMessageWords(units: Units, words: ReadonlySet<string>, wordsOf: (i: number) => string[]): Set<string> {
  const seen = new Map<string, { messages: number; last: number }>();
  for (let i = 0; i < units.analysis.sentences.count; i++) {
    for (const t of wordsOf(i)) {
      if (!words.has(t)) continue;
      const e = seen.get(t);
      if (!e) seen.set(t, { messages: 1, last: units.message[i] });
      else if (e.last !== units.message[i]) (e.messages++, (e.last = units.message[i]));
    }
  }
  return new Set([...seen].filter(([, e]) => e.messages <= MAX_MESSAGES).map(([t]) => t));
}

/** A letter, mark, apostrophe or hyphen: a word goes on past it. */
const WORD_CHAR = /[\p{L}\p{M}'-]/u;

/** Whether the whole word `word` (lowercased) is said in at most {@link MAX_MESSAGES} messages, in any case (stops at one more). */
function inFewMessages(units: Units, word: string): boolean {
  const { text } = units;
  const starts = units.analysis.sentences.start;
  const find = new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
  let messages = 0;
  let last = -1;
  for (const m of text.matchAll(find)) {
    const at = m.index;
    if (at > 0 && WORD_CHAR.test(text[at - 1])) continue;
    const end = at + m[0].length;
    if (end < text.length && WORD_CHAR.test(text[end])) continue;
    const u = unitAt(starts, at);
    const msg = u < 0 ? -1 : units.message[u];
    if (msg !== last && ++messages > MAX_MESSAGES) return false;
    last = msg;
  }
  return true;
}
