/** @module memory/summarize — the warm (extractive, 3–5x) and cold (core, facts, relations, gist, 8–15x) forms of a segment. */
import { unitText } from '../extract/units.js';
import { SentenceFlag, type Kernel } from '../kernel/types.js';
import { firstWords } from '../text/first-words.js';
import type { Measure } from '../text/measure.js';
import type { Message } from '../types.js';
import { segmentUnits, type SegmentUnits } from './segment-units.js';
import { factSnippet, type Snippet } from './snippet.js';

/**
 * Warm keeps about this share of the tokens (Protected Core sentences on top).
 * @example
 * WARM_KEEP // 0.25
 */
export const WARM_KEEP = 0.25;
/**
 * The cold gist is cut to this many words.
 * @example
 * GIST_WORDS // 12
 */
export const GIST_WORDS = 12;
/**
 * A core or relation sentence up to this many tokens is kept verbatim in the cold form.
 * @example
 * COLD_SENTENCE_TOKENS // 48
 */
export const COLD_SENTENCE_TOKENS = 48;

const NAME = /\b\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)+\b/gu;
/** A run of the characters a code is made of; a code starts in one and ends in it. */
const CODE_RUN = /[A-Za-z0-9_-]+/g;
/** A code at lastIndex: letters and digits joined by - or _, between word boundaries. */
const CODE_AT = /\b[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+\b/y;

/**
 * Codes the kernel does not pin (gate code 7731-QX, plan B2-Alpha): letters and digits joined by - or _,
 * where the run of code characters from its start holds a digit and a letter. The matches of
 * `/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+\b/g`, found
 * in one pass: that regex read the rest of the run at every word start ('a-a-a-…', 100,000
 * characters: 4.7 s); here the last digit and the last letter of the run bound the starts.
 * @example
 * [...codes('gate 7731-QX, plan B2-Alpha, well-known')] // ['7731-QX', 'B2-Alpha']
 */
export function* codes(text: string): Generator<string> {
  for (const run of text.matchAll(CODE_RUN)) {
    const r = run[0];
    let lastDigit = -1;
    let lastLetter = -1;
    for (let i = r.length - 1; i >= 0 && (lastDigit < 0 || lastLetter < 0); i--) {
      const c = r.charCodeAt(i);
      if (c >= 48 && c <= 57) lastDigit < 0 && (lastDigit = i);
      else if (c !== 45 && c !== 95 && lastLetter < 0) lastLetter = i;
    }
    const last = Math.min(lastDigit, lastLetter);
    // A code starts at the run's start or after a hyphen (the run's one non-word character), no later than `last`.
    for (let at = 0; at >= 0 && at <= last; ) {
      CODE_AT.lastIndex = run.index + at;
      const m = CODE_AT.exec(text);
      if (m) yield m[0];
      at = r.indexOf('-', m ? CODE_AT.lastIndex - run.index : at) + 1 || -1;
    }
  }
}

/** The matches of a global regex, as they are found. */
function* matches(text: string, re: RegExp): Generator<string> {
  for (const m of text.matchAll(re)) yield m[0];
}

/** Role of the single message that stands for a compressed segment. */
function formRole(messages: readonly Message[]): Message['role'] {
  const r = messages[0].role;
  return r === 'user' || r === 'system' ? r : 'assistant';
}

/**
 * Facts of units not in `kept`, each as a snippet with a few words around it (see
 * {@link factSnippet}), deduplicated, in text order. A fact inside the stretch the previous snippet
 * of its sentence shows widens that snippet instead of starting one ("3 nights for $1,240 in May"):
 * the facts of a JSON line are a few characters apart, and a snippet each tripled its size.
 */
function factSnippets(su: SegmentUnits, kept: Uint8Array): string[] {
  const { units } = su;
  const { pins, sentences: s } = units.analysis;
  const out: Array<Snippet & { sentence: number; widened: boolean }> = [];
  let lastEnd = -1;
  for (let p = 0; p < pins.count; p++) {
    const i = pins.sentence[p];
    if (kept[i] || pins.start[p] < lastEnd) continue;
    lastEnd = pins.end[p];
    const snip = factSnippet(units.text, s.start[i], s.end[i], pins.start[p], pins.end[p]);
    const prev = out.at(-1);
    if (prev && prev.sentence === i && pins.start[p] < prev.end) {
      // Widen to show it: past the stretch, or inside a stretch whose text does not show it (a quoted value's
      // `version: 1.4.7` stands for a stretch of minified JSON that also holds `"memory":"384Mi"`).
      if (snip.end > prev.end) (prev.end = snip.end), (prev.widened = true);
      else if (!prev.widened && !prev.text.includes(units.text.slice(pins.start[p], pins.end[p]))) prev.widened = true;
      continue;
    }
    if (prev && prev.text.includes(snip.text)) continue;
    out.push({ ...snip, sentence: i, widened: false });
  }
  return out.map((x) => (x.widened ? units.text.slice(x.start, x.end).replace(/\s+/g, ' ').trim().replace(/[,;:]$/, '') : x.text));
}

/**
 * Warm form: the best sentences by value per token (pith's values: kernel score, facts, relations),
 * about a quarter of the tokens, every Protected Core sentence verbatim, and the facts of the
 * dropped sentences as snippets; code blocks whole or dropped; one message with the segment's role.
 * @example
 * warmForm(segment.messages, kernel, measure).content // 'We must ship by May 3. … | facts: 45 units to Lyon'
 */
export function warmForm(messages: readonly Message[], kernel: Kernel, measure: Measure, su = segmentUnits(messages, kernel, measure)): Message {
  const { units, core, value } = su;
  const s = units.analysis.sentences;
  const total = units.cost.reduce((x, y) => x + y, 0);
  const forced = new Uint8Array(s.count);
  for (let i = 0; i < s.count; i++) forced[i] = core[i] > 0 && !(s.flags[i] & SentenceFlag.CODE) ? 1 : 0;
  const mask = kernel.select(value, units.cost, forced, Math.max(8, Math.ceil(total * WARM_KEEP)));
  if (!mask.includes(1) && s.count > 0) {
    let best = 0;
    for (let i = 1; i < s.count; i++) if (value[i] / units.cost[i] > value[best] / units.cost[best]) best = i;
    mask[best] = 1;
  }
  const kept: string[] = [];
  for (let i = 0; i < s.count; i++) if (mask[i]) kept.push(unitText(units, i));
  const facts = factSnippets(su, mask);
  const parts = [kept.join(' ')];
  if (facts.length) parts.push(`facts: ${facts.join('; ')}`);
  return { role: formRole(messages), content: parts.filter(Boolean).join(' | ') };
}

/**
 * Cold form: Protected Core and relation sentences verbatim (up to 48 tokens each), every other
 * pinned fact as a snippet with a few words around it, the named entities and codes not yet mentioned, and a
 * one-line gist only when none of these exist:
 * `We decided on Oakline Builders. | facts: quote of $13,621 for the | entities: Felix Alvarez`.
 * @example
 * coldForm(segment.messages, kernel, measure).content
 */
export function coldForm(messages: readonly Message[], kernel: Kernel, measure: Measure, su = segmentUnits(messages, kernel, measure)): Message {
  const { units, core, relation } = su;
  const s = units.analysis.sentences;
  const keep = new Uint8Array(s.count);
  const sentences: string[] = [];
  for (let i = 0; i < s.count; i++) {
    if (s.flags[i] & SentenceFlag.CODE || units.cost[i] > COLD_SENTENCE_TOKENS || !(core[i] > 0 || relation[i])) continue;
    keep[i] = 1;
    sentences.push(unitText(units, i));
  }
  const facts = factSnippets(su, keep);
  const said = sentences.join(' ') + ' ' + facts.join(' ');
  const names = unsaidNames(units.text, said);
  const parts: string[] = [];
  if (sentences.length) parts.push(sentences.join(' '));
  else if (!facts.length) parts.push(gist(su));
  if (facts.length) parts.push(`facts: ${facts.join('; ')}`);
  if (names.size) parts.push(`entities: ${[...names].join(', ')}`);
  return { role: formRole(messages), content: parts.filter(Boolean).join(' | ') };
}

/** Names and codes looked up in what the form already says, at most: each lookup reads all of it,
 * and a code block or a JSON dump holds thousands of identifiers. */
const NAME_LOOKUPS = 256;

/** Names, then codes, of `text` that `said` does not contain, in order, each once. */
function unsaidNames(text: string, said: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  for (const found of [matches(text, NAME), codes(text)]) {
    for (const name of found) {
      if (seen.has(name)) continue;
      if (seen.size >= NAME_LOOKUPS) break;
      seen.add(name);
      if (!said.includes(name)) names.add(name);
    }
  }
  return names;
}

/** The most valuable prose sentence, cut to {@link GIST_WORDS} words (by dictionary words in Chinese, Japanese, Thai: see {@link firstWords}). */
function gist(su: SegmentUnits): string {
  const s = su.units.analysis.sentences;
  let best = -1;
  for (let i = 0; i < s.count; i++) if (!(s.flags[i] & SentenceFlag.CODE) && (best < 0 || su.value[i] / su.units.cost[i] > su.value[best] / su.units.cost[best])) best = i;
  return best < 0 ? '' : firstWords(unitText(su.units, best), GIST_WORDS);
}
