/** @module memory/segmenter — messages into segments: one per turn, long turns cut where the topic drifts. */
import { embedChecked } from '../embed/checked.js';
import type { Embedder } from '../embed/types.js';
import type { Kernel } from '../kernel/types.js';
import { groupIds } from '../text/groups.js';
import type { Message } from '../types.js';
import { bagCosine } from './similarity.js';
import { textTerms } from './terms.js';

/** A segment before it is indexed: its messages, and its slice position when a long turn was cut. */
export interface Draft {
  messages: Message[];
  split?: { index: number; count: number };
}

/**
 * Sizes (estimated tokens) of topic slicing.
 * @example
 * SLICING.longTurn // 600
 */
export const SLICING = {
  /** A turn above this size is cut into topic slices. */
  longTurn: 600,
  /** Sentences are grouped into blocks of about this size before drift is measured. */
  block: 80,
  /** A slice is at least this long before a topic shift may end it. */
  minSlice: 160,
  /** A slice never grows past this size (a single longer sentence or code block stays whole). */
  maxSlice: 420,
  /** Similarity of neighbouring blocks under which the topic has shifted (lexical; embeddings use 0.5). */
  lexicalShift: 0.12,
  embeddingShift: 0.5,
} as const;

/**
 * Group messages into turns (a tool call and its results stay together), then cut long plain turns
 * into topic slices at sentence boundaries where neighbouring blocks drift apart (embeddings when
 * an embedder is given, else term overlap). Concatenated slice texts equal the original exactly.
 * @example
 * const drafts = await segment(messages, kernel);
 */
export async function segment(messages: readonly Message[], kernel: Kernel, embedder?: Embedder): Promise<Draft[]> {
  const groups = groupIds(messages);
  const drafts: Draft[] = [];
  messages.forEach((m, i) => {
    if (i > 0 && groups[i] === groups[i - 1]) drafts[drafts.length - 1].messages.push(m);
    else drafts.push({ messages: [m] });
  });
  const out: Draft[] = [];
  for (const d of drafts) {
    const m = d.messages[0];
    const long = d.messages.length === 1 && typeof m.content === 'string' && !m.tool_calls && m.role !== 'system' &&
      kernel.estimateTokens(m.content) > SLICING.longTurn;
    if (!long) {
      out.push(d);
      continue;
    }
    const cuts = await topicCuts(m.content as string, kernel, embedder);
    const text = m.content as string;
    cuts.forEach((start, k) => {
      const end = k + 1 < cuts.length ? cuts[k + 1] : text.length;
      out.push({ messages: [{ ...m, content: text.slice(start, end) }], split: { index: k, count: cuts.length } });
    });
  }
  return out;
}

/** Start offsets of the slices of one long text (the first is 0). */
async function topicCuts(text: string, kernel: Kernel, embedder?: Embedder): Promise<number[]> {
  const s = kernel.sentences(text, Int32Array.of(0));
  if (s.count < 2) return [0];
  const tokens = kernel.estimateSpans(text, s.start, s.end);
  // Blocks of consecutive sentences: [first sentence, token count].
  const blocks: Array<{ first: number; tokens: number }> = [];
  for (let i = 0; i < s.count; i++) {
    const last = blocks[blocks.length - 1];
    if (last && last.tokens < SLICING.block) last.tokens += tokens[i];
    else blocks.push({ first: i, tokens: tokens[i] });
  }
  const blockText = blocks.map((b, k) => text.slice(s.start[b.first], k + 1 < blocks.length ? s.start[blocks[k + 1].first] : text.length));
  const sims = await neighbourSimilarity(blockText, embedder);
  const shift = embedder ? SLICING.embeddingShift : SLICING.lexicalShift;
  const cuts = [0];
  let size = blocks[0].tokens;
  for (let k = 1; k < blocks.length; k++) {
    const b = blocks[k];
    if ((size >= SLICING.minSlice && sims[k - 1] < shift) || size + b.tokens > SLICING.maxSlice) {
      cuts.push(s.start[b.first]);
      size = 0;
    }
    size += b.tokens;
  }
  return cuts;
}

/** Similarity of block k and block k + 1, for each k. */
async function neighbourSimilarity(blocks: string[], embedder?: Embedder): Promise<number[]> {
  if (embedder) {
    const v = await embedChecked(embedder, blocks);
    return v.slice(1).map((b, k) => b.reduce((acc, x, i) => acc + x * v[k][i], 0));
  }
  const terms = blocks.map(textTerms);
  return terms.slice(1).map((t, k) => bagCosine(terms[k], t));
}
