/** @module strategies/llm/salience — Selective Salience: verbatim quotes of what matters, cumulative, then background. */
import { ProviderError } from '../../errors.js';
import { SALIENCE, type SalienceMode } from '../../llm/prompts.js';
import { expandToGroups } from '../../text/groups.js';
import type { StrategyInput } from '../types.js';
import { askJson, compressedIndices } from './ask.js';
import { readCarried } from './carried.js';
import { assemble, defineLlmStrategy, reasonOf, type LlmRun, type LlmStrategy } from './define.js';
import { blockPart, linePieces, sentencePieces } from './fit-parts.js';
import { numberKnob } from './knob.js';
import { textField } from './parse-json.js';
import { runProtectedCore } from './protected-core.js';
import { capItems, dedupItems, parseItems, renderItem, type QuotedItem } from './quoted-items.js';
import { sourceTexts, verbatim } from './quotes.js';
import { embedderFor } from './similarity.js';
import { currentGoal, renderTranscript } from './transcript.js';

/**
 * Priority of kinds when the salience set is capped: constraints > decisions > facts.
 * @example
 * SALIENCE_RANK.constraint // 3
 */
export const SALIENCE_RANK = { constraint: 3, decision: 2, fact: 1 } as const;
const KINDS = new Set(Object.keys(SALIENCE_RANK));

/**
 * Knob defaults (`options.salience`).
 * @example
 * SALIENCE_DEFAULTS.capTokens // 5000
 */
export const SALIENCE_DEFAULTS = { capTokens: 5000, k: 5, threshold: 7, max: 3 } as const;

const SALIENT_PRIORITY = 3;
const BACKGROUND_PRIORITY = 2;

interface Knobs {
  capTokens: number;
  k: number;
  threshold: number;
  max: number;
}

function knobs(input: StrategyInput): Knobs {
  const read = (key: keyof Knobs, min: number, max?: number) =>
    numberKnob(input.knobs, 'salience', key, SALIENCE_DEFAULTS[key], { min, max, integer: key !== 'threshold' });
  return { capTokens: read('capTokens', 1), k: read('k', 1), threshold: read('threshold', 1, 10), max: read('max', 1) };
}

const rank = (i: QuotedItem): number => SALIENCE_RANK[i.kind as keyof typeof SALIENCE_RANK] ?? 0;

/**
 * The new items of a reply: kinds checked, quotes verified verbatim against the sources (others are
 * rejected), then narrowed by the variant: aggressive ≤ `max` items, ranked score ≥ `threshold`,
 * topk exactly `k` (the best-scored; fewer only when fewer are valid).
 * @example
 * salientItems(obj, sources, 'topk', knobs) // at most k verbatim items
 */
export function salientItems(obj: Record<string, unknown>, sources: readonly string[], mode: SalienceMode, k: Knobs): QuotedItem[] {
  const raw = Array.isArray(obj.items) ? obj.items : [];
  let items: QuotedItem[] = [];
  for (const r of raw) {
    if (r === null || typeof r !== 'object') continue;
    const { kind, quote, score } = r as Record<string, unknown>;
    if (typeof quote !== 'string') continue;
    const text = verbatim(quote, sources);
    if (!text) continue;
    const kd = typeof kind === 'string' && KINDS.has(kind.toLowerCase()) ? kind.toLowerCase() : 'fact';
    items.push(typeof score === 'number' && Number.isFinite(score) ? { kind: kd, text, score } : { kind: kd, text });
  }
  const byScore = (a: QuotedItem, b: QuotedItem) => (b.score ?? 0) - (a.score ?? 0) || rank(b) - rank(a);
  if (mode === 'aggressive') items = [...items].sort((a, b) => rank(b) - rank(a) || (b.score ?? 0) - (a.score ?? 0)).slice(0, k.max);
  if (mode === 'ranked') items = items.filter((i) => (i.score ?? 0) >= k.threshold);
  if (mode === 'topk') items = [...items].sort(byScore).slice(0, k.k);
  return items;
}

async function runSalience(ctx: LlmRun, mode: SalienceMode, name: string) {
  const { input } = ctx;
  const k = knobs(input);
  const indices = compressedIndices(ctx);
  // Earlier verbatim sets (salience's own, or a protected core a fallback wrote) are carried forward.
  const previous = [...readCarried(input.messages, 'core'), ...readCarried(input.messages, 'salient')].flatMap(parseItems);
  try {
    const prompt = SALIENCE.build({ transcript: renderTranscript(input.messages, indices), goal: currentGoal(input.messages, input.options.query), mode, k: k.k });
    const obj = await askJson(ctx, prompt, name);
    const fresh = salientItems(obj, sourceTexts(input.messages, indices), mode, k);
    if (fresh.length === 0) throw new ProviderError(`${name}: expected at least one verbatim quote in the reply, found none`);
    const items = await salientSet([...previous, ...fresh], input, k);
    const background = textField(obj, 'background');
    const blocks = [salientBlock(items)];
    if (background) blocks.push(blockPart('background', sentencePieces(input.kernel, background), BACKGROUND_PRIORITY));
    return { parts: assemble(ctx, blocks), pinned: items.map((i) => i.text) };
  } catch (error) {
    // A provider that cannot be reached would fail the core pass too: straight to the pipeline.
    if (!(error instanceof ProviderError) || error.unavailable) throw error;
    ctx.fallbacks.push({ strategy: 'protected-core', reason: reasonOf(error) });
    // The core pass reads back earlier cores itself; the earlier salient set stays beside it.
    const kept = await salientSet(readCarried(input.messages, 'salient').flatMap(parseItems), input, k);
    return runProtectedCore(ctx, kept.length ? { parts: [salientBlock(kept)], pinned: kept.map((i) => i.text) } : undefined);
  }
}

/** Items deduplicated and capped at `capTokens` (constraints > decisions > facts). */
async function salientSet(items: QuotedItem[], input: StrategyInput, k: Knobs): Promise<QuotedItem[]> {
  const merged = await dedupItems(items, SALIENCE_RANK, embedderFor(input));
  return capItems(merged, k.capTokens, input.measure.count, SALIENCE_RANK);
}

const salientBlock = (items: readonly QuotedItem[]) => blockPart('salient', linePieces(items.map(renderItem).join('\n')), SALIENT_PRIORITY);

/**
 * The latest user message (the current task) joins the verbatim recent messages while they fit the
 * budget together; a task too long for that is compressed like history (never a BudgetError after
 * the model was paid for).
 */
function withCurrentTask(ctx: LlmRun): LlmRun {
  const { messages } = ctx.input;
  const s = ctx.split;
  let task = -1;
  for (let i = messages.length - 1; i >= 0 && task < 0; i--) if (messages[i].role === 'user') task = i;
  if (task < 0 || !s.old.includes(task) && !s.window.includes(task)) return ctx;
  const group = expandToGroups(new Set([task]), s.plan.groups);
  const tokens = (xs: Iterable<number>) => [...xs].reduce((t, i) => t + s.plan.tokens[i], 0);
  if (tokens(s.system) + tokens(s.recent) + tokens(group) > ctx.input.options.budget) return ctx;
  const move = (xs: number[]) => xs.filter((i) => !group.has(i));
  return { ...ctx, split: { ...s, old: move(s.old), window: move(s.window), recent: [...s.recent, ...group].sort((a, b) => a - b) } };
}

function salienceVariant(name: string, mode: SalienceMode, description: string): LlmStrategy {
  return defineLlmStrategy({ name, description, run: (ctx) => runSalience(withCurrentTask(ctx), mode, name) });
}

/**
 * `salience`: the LLM quotes, verbatim, what will matter for the user's goal; the rest becomes a
 * background summary; context = system → salient (verbatim) → background → recent → current task.
 * The set is cumulative across compressions, deduplicated (similarity > 0.85, shorter kept) and
 * capped at `salience.capTokens` (constraints > decisions > facts). Non-verbatim quotes are rejected;
 * a failed or empty extraction falls back to `protected-core`.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'salience', llm, salience: { capTokens: 3000 } });
 */
export const salienceStrategy = salienceVariant('salience', 'salience', 'LLM: verbatim salient quotes (cumulative) + background summary');

/**
 * `salience-conservative`: asks for everything that could matter.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'salience-conservative', llm });
 */
export const salienceConservativeStrategy = salienceVariant('salience-conservative', 'conservative', 'LLM salience, quoting everything that could matter');

/**
 * `salience-aggressive`: keeps only the top 1–3 items (`salience.max`).
 * @example
 * await compress(messages, { budget: 2000, strategy: 'salience-aggressive', llm });
 */
export const salienceAggressiveStrategy = salienceVariant('salience-aggressive', 'aggressive', 'LLM salience, top 1–3 items only');

/**
 * `salience-ranked`: items scored 1–10, kept at or above `salience.threshold`.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'salience-ranked', llm, salience: { threshold: 6 } });
 */
export const salienceRankedStrategy = salienceVariant('salience-ranked', 'ranked', 'LLM salience, items scored 1–10 above a threshold');

/**
 * `salience-topk`: exactly `salience.k` items, the best-scored.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'salience-topk', llm, salience: { k: 5 } });
 */
export const salienceTopkStrategy = salienceVariant('salience-topk', 'topk', 'LLM salience, exactly K best-scored items');
