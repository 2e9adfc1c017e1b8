/** @module strategies/llm/rlm — a sub-LLM folds every N old messages into a rewritten knowledge blob. */
import { RLM_REWRITE } from '../../llm/prompts.js';
import { LEDGER_HEADING } from '../../pins/ledger.js';
import { askText } from './ask.js';
import { readCarried, CARRIED_HEADINGS } from './carried.js';
import { assemble, defineLlmStrategy, type LlmResult, type LlmRun } from './define.js';
import { blockPart, fitParts, headedPart, keptPart, linePieces, sentencePieces, type Part } from './fit-parts.js';
import { numberKnob } from './knob.js';
import { ledgerOf } from './ledger-block.js';
import { renderTranscript } from './transcript.js';

/**
 * Knob defaults of `options.rlm` and `options.qpb`.
 * @example
 * RLM_DEFAULTS.every // 8
 */
export const RLM_DEFAULTS = { every: 8, recent: 4 } as const;
/**
 * `qpb`: the ledger may take this share of the budget (`qpb.ledgerShare`).
 * @example
 * QPB_LEDGER_SHARE // 0.25
 */
export const QPB_LEDGER_SHARE = 0.25;

const LEDGER_PRIORITY = 3;
const BLOB_PRIORITY = 2;
/** Pending messages (a batch shorter than N) stay raw only while they all fit; the recent window outranks them. */
const PENDING_PRIORITY = 0.5;

/**
 * Consecutive batches of `every` messages (a tool group is never split); the last one may be short.
 * @example
 * batches([1, 2, 3, 4, 5], 2, groups) // [[1, 2], [3, 4], [5]]
 */
export function batches(indices: readonly number[], every: number, groups: Int32Array): number[][] {
  const out: number[][] = [];
  let cur: number[] = [];
  indices.forEach((i, k) => {
    cur.push(i);
    const next = indices[k + 1];
    if (cur.length >= every && (next === undefined || groups[next] !== groups[i])) {
      out.push(cur);
      cur = [];
    }
  });
  if (cur.length) out.push(cur);
  return out;
}

async function runRlm(ctx: LlmRun, qpb: boolean): Promise<LlmResult> {
  const { input, split } = ctx;
  const name = qpb ? 'qpb' : 'rlm';
  const every = numberKnob(input.knobs, name, 'every', RLM_DEFAULTS.every, { min: 1, integer: true });
  const share = qpb ? numberKnob(input.knobs, 'qpb', 'ledgerShare', QPB_LEDGER_SHARE, { min: 0, max: 1 }) : 0;
  const knowledge = new Set(split.carried.filter((i) => isKnowledge(input.messages[i].content)));
  const fold = [...split.old, ...split.carried.filter((i) => !knowledge.has(i))].sort((a, b) => a - b);
  const all = batches(fold, every, split.plan.groups);
  const pending = all.length && all[all.length - 1].length < every ? all.pop()! : [];
  const visible = new Set([...split.system, ...split.recent, ...split.window]);
  let blob = readCarried(input.messages, 'knowledge').join('\n').trim();
  const ledger = (raw: readonly number[]) => (qpb ? ledgerOf(input, new Set([...visible, ...raw]), Math.floor(input.options.budget * share)) : null);
  const rewrite = async (batch: number[], pinned: string | undefined) => {
    const prompt = RLM_REWRITE.build({ blob, transcript: renderTranscript(input.messages, batch), pinned });
    blob = await askText(ctx, prompt, name);
  };
  const build = (raw: readonly number[], l: ReturnType<typeof ledger>): Part[] => {
    const blocks: Part[] = [];
    if (l?.lines) blocks.push(headedPart(LEDGER_HEADING, linePieces(l.lines), LEDGER_PRIORITY));
    if (blob) blocks.push(blockPart('knowledge', sentencePieces(input.kernel, blob), BLOB_PRIORITY));
    const middle = raw.map((i) => keptPart(input.messages, i, PENDING_PRIORITY, split.plan.groups[i]));
    return assemble(ctx, blocks, middle);
  };
  let l = ledger(pending);
  for (const batch of all) await rewrite(batch, l?.lines || undefined);
  let parts = build(pending, l);
  if (pending.length && !keepsAll(parts, pending, ctx)) {
    l = ledger([]);
    await rewrite(pending, l?.lines || undefined);
    parts = build([], l);
  }
  return { parts, pinned: l?.facts ?? [] };
}

const isKnowledge = (c: unknown): boolean => typeof c === 'string' && c.startsWith(CARRIED_HEADINGS.knowledge);

/** Would every pending message survive the cut to the budget? */
function keepsAll(parts: Part[], pending: readonly number[], ctx: LlmRun): boolean {
  const { kept } = fitParts(parts, ctx.input.options.budget, ctx.input.measure, ctx.input.messages.length);
  return pending.every((i) => kept[i] === 1);
}

const windowOf = (name: string) => (input: LlmRun['input']) =>
  numberKnob(input.knobs, name, 'recent', RLM_DEFAULTS.recent, { min: 0, integer: true });

/**
 * `rlm`: every `rlm.every` old messages (default 8) a sub-LLM rewrites its knowledge blob from those
 * messages and the previous blob (read back from the last compression); the last `rlm.recent`
 * messages (default 4) stay raw, and so does a short final batch while it fits.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'rlm', llm, rlm: { every: 8, recent: 4 } });
 */
export const rlmStrategy = defineLlmStrategy({
  name: 'rlm',
  description: 'LLM: a sub-LLM rewrites a knowledge blob every N messages; recent window of 4',
  window: windowOf('rlm'),
  run: (ctx) => runRlm(ctx, false),
});

/**
 * `qpb`: `rlm` plus the pinned-fact ledger, fed back to the sub-LLM as "PINNED QUANTITIES (protected
 * — do not lose)" and shown in the context (`qpb.every`, `qpb.recent`, `qpb.ledgerShare` of the budget).
 * @example
 * await compress(messages, { budget: 2000, strategy: 'qpb', llm });
 */
export const qpbStrategy = defineLlmStrategy({
  name: 'qpb',
  description: 'LLM: rlm plus the pinned-fact ledger, fed back to the sub-LLM and shown in the context',
  window: windowOf('qpb'),
  run: (ctx) => runRlm(ctx, true),
});
