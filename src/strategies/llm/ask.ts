/** @module strategies/llm/ask — one prompt to the metered provider: text or a JSON object back. */
import { ProviderError } from '../../errors.js';
import type { ChatMessage } from '../../llm/types.js';
import type { LlmRun } from './define.js';
import { parseJsonReply } from './parse-json.js';

/** Replies are capped to this share of the budget, within [MIN_REPLY, MAX_REPLY] tokens. */
const MIN_REPLY = 256;
const MAX_REPLY = 4096;

/**
 * A sensible `maxTokens` for a reply that has to fit in the budget.
 * @example
 * replyTokens(ctx) // 2000 for a 2000-token budget
 */
export function replyTokens(ctx: LlmRun): number {
  return Math.max(MIN_REPLY, Math.min(MAX_REPLY, ctx.input.options.budget));
}

/**
 * Ask for plain text; an empty reply is a `ProviderError` (counted as a failure).
 * @example
 * const summary = await askText(ctx, NAIVE_SUMMARY.build({ transcript }), 'naive');
 */
export async function askText(ctx: LlmRun, messages: ChatMessage[], who: string): Promise<string> {
  const reply = (await ctx.llm.complete(messages, { maxTokens: replyTokens(ctx) })).trim();
  if (!reply) {
    ctx.llm.fail();
    throw new ProviderError(`${who}: expected a non-empty reply from the model, found an empty one`);
  }
  return reply;
}

/**
 * Ask for a JSON object; a reply without one is a `ProviderError` (counted as a failure).
 * @example
 * const obj = await askJson(ctx, SALIENCE.build({ … }), 'salience');
 */
export async function askJson(ctx: LlmRun, messages: ChatMessage[], who: string): Promise<Record<string, unknown>> {
  const reply = await ctx.llm.complete(messages, { maxTokens: replyTokens(ctx), json: true });
  try {
    return parseJsonReply(reply, who);
  } catch (error) {
    ctx.llm.fail();
    throw error;
  }
}

/**
 * Indices of the old and carried messages, in input order: what a strategy compresses.
 * @example
 * renderTranscript(ctx.input.messages, compressedIndices(ctx))
 */
export function compressedIndices(ctx: LlmRun): number[] {
  return [...ctx.split.old, ...ctx.split.carried].sort((a, b) => a - b);
}
