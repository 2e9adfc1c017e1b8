/** @module strategies/llm/codex — checkpoint compaction: a handoff summary plus the latest user messages. */
import { shouldCompress } from '../../budget/should-compress.js';
import { CODEX_HANDOFF } from '../../llm/prompts.js';
import { askText, compressedIndices } from './ask.js';
import { assemble, defineLlmStrategy } from './define.js';
import { blockPart, keptPart, sentencePieces, type Part } from './fit-parts.js';
import { numberKnob } from './knob.js';
import type { StrategyInput } from '../types.js';
import { renderTranscript } from './transcript.js';

/**
 * Knob defaults of `options.codex` (`window` defaults to the budget).
 * @example
 * CODEX_DEFAULTS.outputReserve // 0
 */
export const CODEX_DEFAULTS = { outputReserve: 0, threshold: 0.9, userTokens: 20_000 } as const;

function knobs(input: StrategyInput) {
  const k = input.knobs;
  return {
    window: numberKnob(k, 'codex', 'window', input.options.budget, { min: 1, integer: true }),
    outputReserve: numberKnob(k, 'codex', 'outputReserve', CODEX_DEFAULTS.outputReserve, { min: 0, integer: true }),
    threshold: numberKnob(k, 'codex', 'threshold', CODEX_DEFAULTS.threshold, { min: 0, max: 1 }),
    userTokens: numberKnob(k, 'codex', 'userTokens', CODEX_DEFAULTS.userTokens, { min: 0, integer: true }),
  };
}

/**
 * `codex`: compacts once the conversation passes `threshold` (0.9) of `window` (the budget) minus
 * `outputReserve`, or the budget: a handoff summary of the older messages, placed after the most
 * recent older user messages (verbatim, newest first up to `userTokens`), then the last messages.
 * @example
 * await compress(messages, { budget: 8000, strategy: 'codex', llm, codex: { window: 128_000, outputReserve: 8000 } });
 */
export const codexStrategy = defineLlmStrategy({
  name: 'codex',
  description: 'LLM: checkpoint compaction past 90% of the window: handoff summary + recent user messages',
  shouldCompress(input, split) {
    const k = knobs(input);
    const total = split.plan.totalTokens;
    return total > input.options.budget || shouldCompress(total, k.window, { kind: 'codex', outputReserve: k.outputReserve, threshold: k.threshold }).compress;
  },
  async run(ctx) {
    const { messages, kernel } = ctx.input;
    const { userTokens } = knobs(ctx.input);
    const handoff = await askText(ctx, CODEX_HANDOFF.build({ transcript: renderTranscript(messages, compressedIndices(ctx)) }), 'codex');
    const users: Part[] = [];
    let used = 0;
    for (let k = ctx.split.old.length - 1; k >= 0; k--) {
      const i = ctx.split.old[k];
      if (messages[i].role !== 'user') continue;
      if (used + ctx.split.plan.tokens[i] > userTokens) break;
      used += ctx.split.plan.tokens[i];
      users.push(keptPart(messages, i, 1));
    }
    return { parts: assemble(ctx, [blockPart('handoff', sentencePieces(kernel, handoff), 2)], users, true) };
  },
});
