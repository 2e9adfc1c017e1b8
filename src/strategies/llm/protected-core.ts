/** @module strategies/llm/protected-core — goal, constraints and decisions verbatim first, then a summary, then the last turns. */
import { PROTECTED_CORE } from '../../llm/prompts.js';
import { askJson, compressedIndices } from './ask.js';
import { readCarried } from './carried.js';
import { detectCore } from './core-detect.js';
import { assemble, defineLlmStrategy, type LlmResult, type LlmRun } from './define.js';
import { blockPart, linePieces, sentencePieces } from './fit-parts.js';
import { stringList, textField } from './parse-json.js';
import { dedupItems, parseItems, renderItem, type QuotedItem } from './quoted-items.js';
import { sourceTexts, verbatim } from './quotes.js';
import { embedderFor } from './similarity.js';
import { renderTranscript } from './transcript.js';

/**
 * Rank of protected-core kinds: shown and kept in this order.
 * @example
 * CORE_RANK.goal // 5
 */
export const CORE_RANK = { goal: 5, 'current goal': 5, constraint: 4, decision: 3 } as const;

/** Block priorities: the core outlives the summary. */
const CORE_PRIORITY = 3;
const SUMMARY_PRIORITY = 2;

/**
 * The protected-core pass, shared with `salience` (its fallback): one JSON call; quotes that are not
 * verbatim are dropped; the core of earlier compressions is kept; with no valid quote the
 * deterministic detector supplies the core. `carry` are blocks to keep between the core and the
 * summary (salience's earlier set when it falls back), with the facts they pin.
 * @example
 * const { parts } = await runProtectedCore(ctx);
 */
export async function runProtectedCore(ctx: LlmRun, carry: LlmResult = { parts: [] }): Promise<LlmResult> {
  const { messages } = ctx.input;
  const indices = compressedIndices(ctx);
  const obj = await askJson(ctx, PROTECTED_CORE.build({ transcript: renderTranscript(messages, indices) }), 'protected-core');
  const sources = sourceTexts(messages, indices);
  const fresh: QuotedItem[] = [];
  const add = (kind: string, quotes: string[]) => {
    for (const q of quotes) {
      const text = verbatim(q, sources);
      if (text) fresh.push({ kind, text });
    }
  };
  add('goal', stringList(obj.goal));
  add('current goal', stringList(obj.current_goal));
  add('constraint', stringList(obj.constraints));
  add('decision', stringList(obj.decisions));
  const previous = readCarried(messages, 'core').flatMap(parseItems);
  const found = fresh.length > 0 ? fresh : detectCore(ctx.input, ctx.split.old);
  const items = await dedupItems([...previous, ...found], CORE_RANK, embedderFor(ctx.input));
  items.sort((a, b) => rankOf(b) - rankOf(a));
  const summary = textField(obj, 'summary');
  const blocks = [blockPart('core', linePieces(items.map(renderItem).join('\n')), CORE_PRIORITY), ...carry.parts];
  if (summary) blocks.push(blockPart('summary', sentencePieces(ctx.input.kernel, summary), SUMMARY_PRIORITY));
  return { parts: assemble(ctx, blocks), pinned: [...items.map((i) => i.text), ...(carry.pinned ?? [])] };
}

const rankOf = (i: QuotedItem): number => CORE_RANK[i.kind as keyof typeof CORE_RANK] ?? 0;

/**
 * `protected-core`: the LLM quotes goal, current goal, hard constraints and decisions verbatim
 * (re-asserted first), summarises the rest, and the last turns stay raw.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'protected-core', llm });
 */
export const protectedCoreStrategy = defineLlmStrategy({
  name: 'protected-core',
  description: 'LLM: goal, constraints and decisions verbatim first, then a summary, then the last turns',
  run: (ctx) => runProtectedCore(ctx),
});
