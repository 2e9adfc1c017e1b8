/** @module strategies/tiered — the conversation replayed into a fresh tiered memory, then its context. */
import { BudgetError } from '../errors.js';
import { openMemory } from '../memory/create-memory.js';
import { META_KEY } from '../memory/state.js';
import type { MemoryStore } from '../memory/store.js';
import { conversationTokens } from '../text/measure.js';
import { protectedTailStart } from './protected-tail.js';
import type { Strategy } from './types.js';

/**
 * Knobs of the `tiered` strategy (`options.tiered`), checked with the compress options: a value out
 * of range or an unknown knob is an OptionsError ("tiered.hotShare: expected a number from 0 to 1,
 * found number -5").
 * @example
 * await compress(messages, { budget: 2000, strategy: 'tiered', tiered: { hotShare: 0.3, pool: 16_000 } });
 */
export interface TieredKnobs {
  /** Hot tier size as a share of the budget, from 0 to 1. @default 0.2 */
  hotShare?: number;
  /** Warm tier size as a multiple of the budget, a finite number ≥ 0 (small: cold forms keep every fact). @default 0.1 */
  warmFactor?: number;
  /** Cold tier size as a multiple of the budget, a finite number ≥ 0. @default the whole conversation: a replay evicts nothing */
  coldFactor?: number;
  /** Expansion threshold of the memory, from 0 to 1. @default 0.45 */
  threshold?: number;
  /** Select sentences from a pool of segments (`context({ refine })`) rather than whole segments. @default true */
  refine?: boolean;
  /** Pool of the sentence selection in tokens (`context({ pool })`), an integer of at least the budget. @default max(4 × budget, 64,000) */
  pool?: number;
}

/** A tier size in tokens: at least 1, and an integer the memory accepts however large the factor. */
const tierTokens = (x: number): number => Math.max(1, Math.min(Number.MAX_SAFE_INTEGER, Math.floor(x)));

/** Replayed messages are one minute apart, so recency decays as in a live chat. */
const STEP_MS = 60_000;

/** The replay lives for one compression and is never reloaded: writing its segments anywhere (the
 * in-memory store serialises each one as JSON) only costs time. Only the meta record is kept, as
 * written, which each call of the memory reads to see that no other memory wrote; one store per
 * replay, so replays running side by side neither wait for nor see each other. */
function discardingStore(): MemoryStore {
  let meta: unknown;
  return {
    get: async <T>(key: string) => (key === META_KEY ? meta : undefined) as T | undefined,
    put: async (key, value) => {
      if (key === META_KEY) meta = value;
    },
    putMany: async (entries) => {
      for (const [key, value] of entries) if (key === META_KEY) meta = value;
    },
    delete: async (keys) => {
      if (keys.includes(META_KEY)) meta = undefined;
    },
    list: async () => new Map(),
  };
}

/**
 * `tiered`: add the messages one by one to an in-memory tiered memory on a fixed clock (one minute
 * apart, so the output is deterministic), let maintenance move older turns to warm and cold (the
 * cold tier holds the whole conversation unless `coldFactor` says otherwise), and return
 * `context({ query, budget, refine: true })`: a pool (4× the budget, at least 64,000 tokens) of
 * recent turns verbatim, the best segments whole and then more as extractive (warm) or
 * fact-and-gist (cold) forms, fitted to the budget sentence by sentence by the `pith` pipeline.
 * The last `keepLast` messages (a tool call with its results) are kept verbatim after that context,
 * which fits the history before them in the rest of the budget. `kept` per message is the share
 * of its segment the fit kept.
 * @example
 * await compress(messages, { budget: 2000, strategy: 'tiered', query: 'When is the deadline?' });
 */
export const tieredStrategy: Strategy = {
  name: 'tiered',
  description: 'tiered memory: hot verbatim, warm extractive, cold facts and gist; relevant turns expanded, fitted by sentence',
  async compress({ messages, options, kernel, measure, embedder, knobs }) {
    const k: TieredKnobs = knobs.tiered ?? {};
    let clock = 0;
    // Counted once: the cold tier's default size and the reported original size.
    const originalTokens = conversationTokens(messages, measure);
    // What fits is returned as it is, like every strategy: a replay would split long turns into segments.
    if (originalTokens <= options.budget) return { messages, kept: messages.map(() => 1), pinned: [], originalTokens };
    // A keepLast the caller set: the last keepLast messages stay whole and verbatim (a tool call
    // with its results), or a BudgetError says they cannot; the memory fits the history before them.
    // The default is a preference, as in `pith`: the memory keeps the newest message whole and its
    // sentence selection the turn before it while that is worth its room.
    const tailStart = options.keepLastPreferred ? messages.length : protectedTailStart(messages, options.keepLast);
    const tail = messages.slice(tailStart);
    const history = messages.slice(0, tailStart);
    const tailTokens = conversationTokens(tail, measure);
    const room = options.budget - tailTokens;
    const kept: number[] = messages.map((_, i) => (i >= tailStart ? 1 : 0));
    const systems = history.filter((m) => m.role === 'system');
    // No history is covered too: then the tail is the whole conversation, over the budget.
    if (room < 1) {
      // No room for history: its system messages and the tail, if they fit.
      const needed = conversationTokens(systems, measure) + tailTokens;
      if (needed > options.budget) throw new BudgetError(options.budget, needed, 'the system messages and the last messages');
      history.forEach((m, i) => m.role === 'system' && (kept[i] = 1));
      return { messages: [...systems, ...tail], kept, pinned: [], originalTokens };
    }
    // Segment vectors serve a query only (context() embeds a non-empty one): without one they are not made.
    const internals = { segmentVectors: Boolean(options.query) };
    const memory = await openMemory({
      store: discardingStore(),
      kernel,
      embedder,
      tokenizer: measure.kernelEstimate ? 'estimate' : measure.count,
      partTokens: measure.partTokens,
      hotTokens: tierTokens(room * (k.hotShare ?? 0.2)),
      warmTokens: tierTokens(room * (k.warmFactor ?? 0.1)),
      coldTokens: tierTokens(k.coldFactor === undefined ? originalTokens : room * k.coldFactor),
      threshold: k.threshold,
      now: () => clock,
    }, internals);
    const owner = new Map<string, number[]>();
    for (let i = 0; i < history.length; i++) {
      clock += STEP_MS;
      for (const id of await memory.add(history[i])) owner.set(id, [...(owner.get(id) ?? []), i]);
    }
    clock += STEP_MS;
    let context;
    try {
      const keepNewest = options.keepLastPreferred === true && options.keepLast > 0;
      context = await memory.context({ query: options.query, budget: room, refine: k.refine ?? true, pool: k.pool, keepNewest });
    } catch (e) {
      // Reported against the whole call: the tail's tokens are part of what was needed.
      if (e instanceof BudgetError) throw new BudgetError(options.budget, e.required + tailTokens, 'the system messages and the last messages');
      throw e;
    }
    const { messages: out, stats } = context;
    for (const s of stats.segments) {
      // A compact form holds about a tenth of its turn; a refined pool keeps part of what it holds.
      const share = (s.expanded ? 1 : 0.1) * (s.kept ?? 1);
      for (const i of owner.get(s.id) ?? []) kept[i] = Math.max(kept[i], share);
    }
    // A segment joins a tool call and its results: a result the output no longer holds was dropped.
    const answered = new Set(out.flatMap((m) => (m.role === 'tool' && typeof m.tool_call_id === 'string' ? [m.tool_call_id] : [])));
    history.forEach((m, i) => {
      if (m.role === 'tool' && typeof m.tool_call_id === 'string' && !answered.has(m.tool_call_id)) kept[i] = 0;
    });
    return { messages: [...out, ...tail], kept, pinned: stats.pinnedFacts ?? [], originalTokens };
  },
};
