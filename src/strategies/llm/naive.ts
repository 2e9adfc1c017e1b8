/** @module strategies/llm/naive — old turns summarised in 3–4 sentences. */
import { NAIVE_SUMMARY } from '../../llm/prompts.js';
import { askText, compressedIndices } from './ask.js';
import { assemble, defineLlmStrategy } from './define.js';
import { blockPart, sentencePieces } from './fit-parts.js';
import { renderTranscript } from './transcript.js';

/**
 * `naive`: one call summarises every older turn (and an earlier summary) in 3–4 sentences; system
 * messages and the last keepLast messages stay verbatim.
 * @example
 * await compress(messages, { budget: 1000, strategy: 'naive', llm });
 */
export const naiveStrategy = defineLlmStrategy({
  name: 'naive',
  description: 'LLM: older turns summarised in 3–4 sentences',
  async run(ctx) {
    const { messages, kernel } = ctx.input;
    const summary = await askText(ctx, NAIVE_SUMMARY.build({ transcript: renderTranscript(messages, compressedIndices(ctx)) }), 'naive');
    return { parts: assemble(ctx, [blockPart('summary', sentencePieces(kernel, summary), 2)]) };
  },
});
