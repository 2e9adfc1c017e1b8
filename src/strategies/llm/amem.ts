/** @module strategies/llm/amem — every turn a note with keywords and tags; hybrid retrieval of the top notes. */
import { ProviderError } from '../../errors.js';
import { AMEM_NOTES } from '../../llm/prompts.js';
import { joinLines } from '../../text/runs.js';
import { askJson, compressedIndices } from './ask.js';
import { CARRIED_HEADINGS, readCarried } from './carried.js';
import { assemble, defineLlmStrategy } from './define.js';
import { blockPart, linePieces } from './fit-parts.js';
import { numberKnob } from './knob.js';
import { stringList, textField } from './parse-json.js';
import { hybridScores, ranked } from './retrieve.js';
import { embedderFor } from './similarity.js';
import { currentGoal, renderTranscript } from './transcript.js';

/** One memory note. */
export interface Note {
  note: string;
  keywords: string[];
  tags: string[];
}

/**
 * Knob defaults of `options.amem`: notes retrieved, and the BM25 share of the hybrid score.
 * @example
 * AMEM_DEFAULTS.topK // 10
 */
export const AMEM_DEFAULTS = { topK: 10, lexical: 0.5 } as const;

/**
 * A note as one line: `- note [keywords: a, b] [tags: x]`.
 * @example
 * renderNote({ note: 'Budget is $600.', keywords: ['budget'], tags: ['money'] }) // '- Budget is $600. [keywords: budget] [tags: money]'
 */
export function renderNote(n: Note): string {
  return `- ${joinLines(n.note)} [keywords: ${n.keywords.join(', ')}] [tags: ${n.tags.join(', ')}]`;
}

/**
 * Notes read back from a rendered block.
 * @example
 * parseNotes('- Budget is $600. [keywords: budget] [tags: money]') // [{ note: 'Budget is $600.', … }]
 */
export function parseNotes(body: string): Note[] {
  const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);
  return body.split('\n').flatMap((line) => {
    const m = noteFields(line);
    return m ? [{ note: m[0], keywords: list(m[1]), tags: list(m[2]) }] : [];
  });
}

const KEYWORDS = ' [keywords: ';
const TAGS = '] [tags: ';

/**
 * The note, keywords and tags of a line, as `/^- (.+?) \[keywords: (.*?)\] \[tags: (.*?)\]\s*$/`
 * captures them (null where it does not match), by indexOf: the regex tried each `[keywords:` with
 * each `] [tags:` after it and read the rest of the line for each pair (cubic in a line of them).
 * @example
 * noteFields('- Budget. [keywords: budget] [tags: money]') // ['Budget.', 'budget', 'money']
 */
export function noteFields(line: string): [string, string, string] | null {
  if (!line.startsWith('- ')) return null;
  const close = line.trimEnd().length - 1; // the last `]`: only white space may follow it
  if (line[close] !== ']' || /[\n\r\u2028\u2029]/.test(line.slice(2, close))) return null;
  // The first `[keywords:` after a non-empty note, then the first `] [tags:` after it: a pair exists
  // when a `] [tags:` ends at or before the last `]`.
  const lastTags = line.lastIndexOf(TAGS, close - TAGS.length);
  const k = line.indexOf(KEYWORDS, 3);
  if (k < 0 || lastTags < k + KEYWORDS.length) return null;
  const t = line.indexOf(TAGS, k + KEYWORDS.length);
  return [line.slice(2, k), line.slice(k + KEYWORDS.length, t), line.slice(t + TAGS.length, close)];
}

/**
 * `amem`: one JSON call turns each older message into a note (keywords, tags); notes of earlier
 * compressions are kept; the `amem.topK` (10) notes most relevant to the query (else the latest user
 * message) by hybrid BM25 + embedding similarity are shown, best first.
 * @example
 * await compress(messages, { budget: 1500, strategy: 'amem', llm, embedder });
 */
export const amemStrategy = defineLlmStrategy({
  name: 'amem',
  description: 'LLM: each turn a note with keywords and tags; hybrid BM25 + embedding retrieval of the top 10',
  async run(ctx) {
    const { input } = ctx;
    const topK = numberKnob(input.knobs, 'amem', 'topK', AMEM_DEFAULTS.topK, { min: 1, integer: true });
    const lexical = numberKnob(input.knobs, 'amem', 'lexical', AMEM_DEFAULTS.lexical, { min: 0, max: 1 });
    const source = compressedIndices(ctx).filter((i) => !String(input.messages[i].content).startsWith(CARRIED_HEADINGS.notes));
    const fresh: Note[] = [];
    if (source.length) {
      const obj = await askJson(ctx, AMEM_NOTES.build({ transcript: renderTranscript(input.messages, source) }), 'amem');
      for (const n of Array.isArray(obj.notes) ? obj.notes : []) {
        if (n === null || typeof n !== 'object') continue;
        const note = textField(n as Record<string, unknown>, 'note');
        if (note) fresh.push({ note, keywords: stringList((n as Record<string, unknown>).keywords), tags: stringList((n as Record<string, unknown>).tags) });
      }
      if (fresh.length === 0) throw new ProviderError('amem: expected at least one note in the reply, found none');
    }
    const seen = new Set<string>();
    const pool = [...readCarried(input.messages, 'notes').flatMap(parseNotes), ...fresh].filter((n) => !seen.has(n.note) && !!seen.add(n.note));
    const docs = pool.map((n) => `${n.note} ${n.keywords.join(' ')} ${n.tags.join(' ')}`);
    const scores = await hybridScores(docs, currentGoal(input.messages, input.options.query), embedderFor(input), lexical);
    const top = ranked(scores, topK).map((i) => pool[i]);
    return { parts: assemble(ctx, [blockPart('notes', linePieces(top.map(renderNote).join('\n')), 2)]) };
  },
});
