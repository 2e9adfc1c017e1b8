/** @module strategies/llm/hierarchical — chunk summaries, then summaries of summaries until they fit. */
import { CHUNK_SUMMARY, MERGE_SUMMARIES } from '../../llm/prompts.js';
import { MESSAGE_OVERHEAD } from '../../tokens/overhead.js';
import { askText, compressedIndices } from './ask.js';
import { CARRIED_HEADINGS } from './carried.js';
import { assemble, defineLlmStrategy } from './define.js';
import { blockPart, sentencePieces } from './fit-parts.js';
import { numberKnob } from './knob.js';
import { renderTranscript } from './transcript.js';

/**
 * Knob defaults of `options.hierarchical`.
 * @example
 * HIERARCHICAL_DEFAULTS.chunkTokens // 2000
 */
export const HIERARCHICAL_DEFAULTS = { chunkTokens: 2000, fanIn: 4 } as const;

/** About 0.75 words per token. */
const WORDS_PER_TOKEN = 0.75;
const MIN_WORDS = 20;

/**
 * Consecutive chunks of messages of at most `chunkTokens` each (a bigger message is a chunk alone).
 * @example
 * chunkIndices([1, 2, 3], [0, 50, 50, 50], 100) // [[1, 2], [3]]
 */
export function chunkIndices(indices: readonly number[], tokens: readonly number[], chunkTokens: number): number[][] {
  const out: number[][] = [];
  let cur: number[] = [];
  let used = 0;
  for (const i of indices) {
    if (cur.length && used + tokens[i] > chunkTokens) {
      out.push(cur);
      cur = [];
      used = 0;
    }
    cur.push(i);
    used += tokens[i];
  }
  if (cur.length) out.push(cur);
  return out;
}

/**
 * `hierarchical`: older messages in chunks of `hierarchical.chunkTokens` (default 2000), one summary
 * per chunk, then `fanIn` (default 4) consecutive summaries merged per call, level by level, until
 * the summaries fit the room the budget leaves.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'hierarchical', llm, hierarchical: { chunkTokens: 1500 } });
 */
export const hierarchicalStrategy = defineLlmStrategy({
  name: 'hierarchical',
  description: 'LLM: chunk summaries, then summaries of summaries',
  async run(ctx) {
    const { input, split } = ctx;
    const chunkTokens = numberKnob(input.knobs, 'hierarchical', 'chunkTokens', HIERARCHICAL_DEFAULTS.chunkTokens, { min: 1, integer: true });
    const fanIn = numberKnob(input.knobs, 'hierarchical', 'fanIn', HIERARCHICAL_DEFAULTS.fanIn, { min: 2, integer: true });
    const room = Math.max(1, input.options.budget - split.plan.protectedTokens - MESSAGE_OVERHEAD - input.measure.count(CARRIED_HEADINGS.summary));
    const chunks = chunkIndices(compressedIndices(ctx), split.plan.tokens, chunkTokens);
    const words = (n: number) => Math.max(MIN_WORDS, Math.floor((room * WORDS_PER_TOKEN) / n));
    let summaries: string[] = [];
    for (const c of chunks) {
      summaries.push(await askText(ctx, CHUNK_SUMMARY.build({ transcript: renderTranscript(input.messages, c), words: words(chunks.length) }), 'hierarchical'));
    }
    while (summaries.length > 1 && input.measure.count(summaries.join('\n')) > room) {
      const next: string[] = [];
      const n = Math.ceil(summaries.length / fanIn);
      for (let g = 0; g < summaries.length; g += fanIn) {
        next.push(await askText(ctx, MERGE_SUMMARIES.build({ summaries: summaries.slice(g, g + fanIn), words: words(n) }), 'hierarchical'));
      }
      summaries = next;
    }
    return { parts: assemble(ctx, [blockPart('summary', sentencePieces(input.kernel, summaries.join('\n')), 2)]) };
  },
});
