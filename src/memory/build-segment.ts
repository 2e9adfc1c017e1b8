/** @module memory/build-segment — a draft becomes a segment: every per-segment figure is computed here, once. */
import type { Kernel } from '../kernel/types.js';
import { conversationTokens, type Measure } from '../text/measure.js';
import { plainText } from '../text/parts.js';
import type { Message } from '../types.js';
import type { SegmentIndex } from './search-index.js';
import { textView } from './content-view.js';
import type { Draft } from './segmenter.js';
import { factKinds, salience, segmentUnits } from './segment-units.js';
import { entityKeys, termCounts, textTerms } from './terms.js';
import type { Segment } from './types.js';
import { CONTENT_TYPES, type ContentType } from './weights.js';

const USER_FACT = /\b(my name is|call me|i am|i'm|i live|i work|i prefer|i like|i love|i hate|i'm allergic|my (?:\w+ )?(?:is|are))\b/i;
const MARKER = /\b(important|remember|don't forget|do not forget|critical|crucial|must|never|always|deadline|note that|keep in mind)\b|!!/i;

/**
 * Content type of a segment: a `memoryType` field on its first message wins; then system, tool
 * traffic (retrieved), code blocks, first-person user facts, else conversation. With `system`
 * false, the type the segment has as an aged note, one that is no longer pinned: its text's type.
 * @example
 * contentType([{ role: 'user', content: 'My name is Ana.' }]) // 'user-fact'
 * contentType([{ role: 'system', content: 'Current time: 10:04.' }], false) // 'conversation'
 */
export function contentType(messages: readonly Message[], system = true): ContentType {
  const given = messages[0].memoryType;
  if (typeof given === 'string' && (CONTENT_TYPES as string[]).includes(given) && (system || given !== 'system')) return given as ContentType;
  if (system && messages.some((m) => m.role === 'system')) return 'system';
  if (messages.some((m) => m.role === 'tool' || (m.tool_calls?.length ?? 0) > 0)) return 'retrieved';
  const text = messages.map(plainText).join('\n');
  // A fence opens a line after blanks; the blanks stay on that line, so a text of blank lines is read once.
  if (/^[^\S\n\r\u2028\u2029]*(```|~~~)/m.test(text)) return 'code';
  if (messages[0].role === 'user' && USER_FACT.test(text)) return 'user-fact';
  return 'conversation';
}

/**
 * Explicit importance in [0, 1]: a numeric `importance` field on a message wins, markers such as
 * "important", "remember", "must", "deadline" give 0.6, otherwise 0.
 * @example
 * importanceOf([{ role: 'user', content: 'Remember: never ship on Fridays.' }]) // 0.6
 */
export function importanceOf(messages: readonly Message[]): number {
  const given = messages.map((m) => m.importance).find((x) => typeof x === 'number' && x >= 0 && x <= 1);
  if (typeof given === 'number') return given;
  return messages.some((m) => MARKER.test(plainText(m))) ? 0.6 : 0;
}

/** Inputs shared by every segment of one add(). */
export interface BuildContext {
  kernel: Kernel;
  measure: Measure;
  index: SegmentIndex;
  now: number;
  /** The draft holds the memory's first user message (see {@link Segment.task}). @default false */
  task?: boolean;
}

/**
 * Build a hot segment: tokens, terms, entities, type, importance, uniqueness (the share of its
 * terms found in at most 1% of the live segments), salience (core, facts, relations), fact kinds
 * and the vector when one is given.
 * @example
 * const s = buildSegment({ messages }, 7, { kernel, measure, index, now: Date.now() });
 */
export function buildSegment(d: Draft, seq: number, c: BuildContext, vector?: Float32Array): Segment {
  // The original is stored as given; figures are taken from its text (a tool call's `content: null` reads as '').
  const read = textView(d.messages);
  const text = read.map(plainText).join('\n');
  const all = textTerms(text);
  const { terms, counts } = termCounts(all);
  const rare = Math.max(1, c.index.size * 0.01);
  let novel = 0;
  for (const t of terms) if (c.index.documentFrequency(t) <= rare) novel++;
  const tokens = conversationTokens(read, c.measure);
  const su = segmentUnits(read, c.kernel, c.measure, c.task);
  return {
    id: segmentId(seq),
    seq,
    messages: d.messages,
    ...(d.split ? { split: d.split } : {}),
    type: contentType(read),
    tier: 'hot',
    importance: importanceOf(read),
    created: c.now,
    lastAccessed: c.now,
    accessCount: 0,
    helpful: 0,
    unhelpful: 0,
    level: 0,
    originalTokens: tokens,
    compressedTokens: tokens,
    entities: entityKeys(c.kernel, text),
    terms,
    counts,
    length: all.length,
    uniqueness: terms.length ? novel / terms.length : 0,
    salience: salience(su),
    kinds: factKinds(su),
    ...(c.task ? { task: true } : {}),
    // Four decimals keep cosines to 1e-3 and make the stored JSON several times smaller.
    ...(vector ? { vector: Array.from(vector, (x) => Math.round(x * 1e4) / 1e4) } : {}),
  };
}

/**
 * Segment id for a sequence number: zero-padded so store keys sort in order.
 * @example
 * segmentId(42) // 's00000042'
 */
export function segmentId(seq: number): string {
  return 's' + String(seq).padStart(8, '0');
}
