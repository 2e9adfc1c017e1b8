/** @module pins/revision-openers — "Actually, I've changed my mind." says nothing alone: the user's next sentence is the revision, and brings it along. */
import { unitText, type Units } from '../extract/units.js';
import { CorePriority } from './core.js';

/** A sentence that only announces a change of mind; what changed is in the next sentence. */
const OPENER =
  /^\W*(?:(?:actually|wait|hmm+|ok(?:ay)?|so|well|sorry|oh|also|hey)\W+)*(?:i(?:'ve| have)? (?:just )?changed my mind(?: again)?|(?:a |one )?change of plans?|scratch that|on second thoughts?|(?:let me |i need to |i have to )?correct (?:that|myself)|correction)\W*$/i;

/**
 * Each user sentence that only announces a revision ("Actually, I've changed my mind.", "Scratch
 * that.", "Change of plans!") and the sentence after it in the same message: the latter joins the
 * core (at goal priority: a restated goal, not a corrected value, so it never pushes the task out),
 * with the opener as its parent, so it reads as a revision; the opener alone is worth nothing (the
 * caller keeps it out of the selection). Returns the opener units.
 * @example
 * const openers = linkRevisionOpeners(units, core, parents); // 'I want to focus on iOS only for now.' is core, brings its opener
 */
export function linkRevisionOpeners(units: Units, core: Uint8Array, parents: Int32Array): number[] {
  const s = units.analysis.sentences;
  const openers: number[] = [];
  for (let i = 0; i + 1 < s.count; i++) {
    const m = units.message[i];
    if (units.roles[m] !== 'user' || units.message[i + 1] !== m || !OPENER.test(unitText(units, i))) continue;
    const next = i + 1;
    core[next] = Math.max(core[next], CorePriority.GOAL);
    if (parents[next] < 0) parents[next] = i;
    core[i] = CorePriority.NONE;
    openers.push(i);
  }
  return openers;
}
