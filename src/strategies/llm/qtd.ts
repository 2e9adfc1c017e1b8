/** @module strategies/llm/qtd — under the budget everything; over it, one question-guided extraction plus the recent window. */
import { QTD_EXTRACT } from '../../llm/prompts.js';
import { askText } from './ask.js';
import { assemble, defineLlmStrategy } from './define.js';
import { blockPart, sentencePieces } from './fit-parts.js';
import { numberKnob } from './knob.js';
import { currentGoal, renderTranscript } from './transcript.js';

/**
 * Knob defaults of `options.qtd`.
 * @example
 * QTD_DEFAULTS.recent // 4
 */
export const QTD_DEFAULTS = { recent: 4 } as const;

/**
 * `qtd`: returns everything while the conversation fits; over the budget, one extraction over the
 * whole transcript guided by the question (the `query`, else the latest user message), followed by
 * the last `qtd.recent` messages (default 4) verbatim.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'qtd', llm, query: 'What is the final quantity?' });
 */
export const qtdStrategy = defineLlmStrategy({
  name: 'qtd',
  description: 'LLM: everything under the budget; over it, one question-guided extraction plus the recent window',
  window: (input) => numberKnob(input.knobs, 'qtd', 'recent', QTD_DEFAULTS.recent, { min: 0, integer: true }),
  async run(ctx) {
    const { messages, options, kernel } = ctx.input;
    const all = messages.map((_, i) => i).filter((i) => !ctx.split.system.includes(i));
    const question = currentGoal(messages, options.query);
    const extract = await askText(ctx, QTD_EXTRACT.build({ question, transcript: renderTranscript(messages, all) }), 'qtd');
    return { parts: assemble(ctx, [blockPart('extract', sentencePieces(kernel, extract), 2)]) };
  },
});
