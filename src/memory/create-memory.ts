/** @module memory/create-memory — createMemory(): add, context, expand, history, usage, maintenance, turn. */
import { BudgetError, InputError, describe } from '../errors.js';
import { staticEmbedder } from '../embed/static.js';
import { embedChecked } from '../embed/checked.js';
import type { Embedder } from '../embed/types.js';
import { init } from '../kernel/load.js';
import { hasDefaultVectorsSource, initVectors } from '../kernel/vectors-load.js';
import type { Kernel } from '../kernel/types.js';
import type { Message } from '../types.js';
import type { Measure } from '../text/measure.js';
import { resolveCounter } from '../tokens/index.js';
import { applyPrepared, prepareMessages, undoApplied, type Prepared, type Undo } from './add-segments.js';
import { checkContextOptions } from './context-options.js';
import { historyPositions, joinHistory } from './history.js';
import { maintainTiers, stripEvicted } from './maintain.js';
import { resolveMemoryOptions } from './options.js';
import { keptBySegment, poolNumbers, refineContext } from './refine-context.js';
import { NOTE_SHARE, selectContext } from './select-context.js';
import { laneOf, namespaced } from './shared-store.js';
import { ACCESS_PREFIX, changedElsewhere, guardStore, loadState, save, saveAccess, SEGMENT_PREFIX, META_KEY, type State } from './state.js';
import { TierIndex } from './tier-index.js';
import { runTurn, type TurnSteps } from './turn.js';
import { REFINE_MIN_POOL, REFINE_POOL, type ContextOptions, type Memory, type MemoryContext, type MemoryOptions, type Segment } from './types.js';

/**
 * The static word vectors as the embedder when the kernel has them or the platform can load them
 * (Node, browsers); undefined otherwise (Workers without a table: relevance stays lexical).
 * @example
 * const embedder = await defaultEmbedder(kernel); // staticEmbedder() on Node
 */
export async function defaultEmbedder(kernel: Kernel): Promise<Embedder | undefined> {
  if (!kernel.hasVectors() && hasDefaultVectorsSource()) {
    try {
      await initVectors();
    } catch {
      return undefined; // no table: lexical relevance
    }
  }
  return kernel.hasVectors() ? staticEmbedder({ kernel }) : undefined;
}

/** What the first step of a turn hands the second: the prepared question, its times, the segments its context touched. */
interface Asked {
  question: Prepared;
  at: number;
  maintainedAt: number;
  touched: string[];
  accessedAt: number;
}

/**
 * Create a tiered memory, loading existing state from `options.store` (under `options.namespace`).
 * Operations run one at a time in call order, also across memories on the same store object: those
 * in one namespace are one memory, each reloading first when another wrote; a write whose check for
 * that cannot read the store fails (StorageError) rather than overwrite. `add()` runs
 * maintenance; evicted segments keep their original in the store, so `expand()` and `history()`
 * stay lossless. Without `embedder`, the static word vectors are used
 * where they load (see {@link defaultEmbedder}); segment vectors are computed once, at add time.
 * `turn()` calls the model outside the queue and stores question and reply together afterwards.
 * @example
 * const memory = await createMemory({ store: indexedDbStore() });
 * const { reply } = await memory.turn('Where do we ship the 45 units?', llm);
 */
export async function createMemory(options: MemoryOptions = {}): Promise<Memory> {
  return openMemory(options);
}

/**
 * Settings of a memory that only pith's own callers pass (none is a public option).
 * @example
 * const internals: MemoryInternals = { segmentVectors: Boolean(query) };
 */
export interface MemoryInternals {
  /** Embed each new segment. Segment vectors serve only `context()` with a query: a memory that is
   * never asked one (the `tiered` strategy without a query) skips them. @default true */
  segmentVectors?: boolean;
}

/**
 * {@link createMemory} with internal settings: the memory of the `tiered` strategy.
 * @example
 * const memory = await openMemory({ store, kernel }, { segmentVectors: false }); // context() without a query only
 */
export async function openMemory(options: MemoryOptions = {}, internals: MemoryInternals = {}): Promise<Memory> {
  const vectors = internals.segmentVectors ?? true;
  const o = resolveMemoryOptions(options);
  const kernel = options.kernel ?? (await init());
  const counter = await resolveCounter(options.tokenizer, kernel);
  const measure: Measure = { count: counter.count, partTokens: options.partTokens ?? 85, kernelEstimate: counter.name === 'estimate' };
  const store = guardStore(o.namespace === undefined ? o.store : namespaced(o.store, o.namespace));
  const embedder = options.embedder ?? (await defaultEmbedder(kernel));
  // One queue for every memory on this store object: none reads between another's check and its write.
  const lane = laneOf(o.store);
  // The first load takes its turn too: it may write (recounted figures), and a write from what it read
  // while another memory's write was under way would overwrite that write (the next add() its segment).
  let state: State = await new Promise<State>((resolve, reject) => {
    lane.tail = lane.tail.then(() => loadState(store, measure, counter.name).then(resolve, reject));
  });
  // RAM may hold what the store does not (a failed write, then a failed reload): reload before the next call.
  let stale = false;

  /** RAM as the store has it. */
  const reload = async (): Promise<void> => {
    state = await loadState(store, measure, counter.name);
    stale = false;
  };
  // Another memory on the store (and namespace) wrote or cleared it: reload first, so neither overwrites the other.
  // Resolves whether RAM is known to be as stored; a write that cannot tell fails instead.
  const current = async (writes: boolean): Promise<boolean> => {
    if (stale) {
      await reload();
      return true;
    }
    let changed: boolean;
    try {
      changed = await changedElsewhere(store, state.meta);
    } catch (e) {
      if (writes) throw e; // writing from RAM that may be stale could overwrite another memory's write
      return false; // a read answers from RAM, as of the last call
    }
    if (changed) await reload();
    return true;
  };
  // Handlers are attached before run() can reject (workerd reports a rejection adopted later as unhandled).
  const serial = <T>(writes: boolean, run: (fresh: boolean) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      lane.tail = lane.tail.then(() => current(writes).then((fresh) => run(fresh).then(resolve, reject), reject));
    });
  const find = (id: unknown): Segment => {
    const s = typeof id === 'string' ? state.byId.get(id) : undefined;
    if (!s) throw new InputError(`id: expected a stored segment id, found ${describe(id)}`);
    return s;
  };

  // A call that fails changes nothing: after a failed write, RAM is reloaded from the store, so a retry neither
  // duplicates a message nor leaves a state that a reload would not give back.
  const atomically = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (e) {
      try {
        await reload();
      } catch {
        stale = true; // the store cannot be read either: the next call reloads first, or fails
      }
      throw e;
    }
  };

  /** Move segments between tiers in RAM; returns those that changed (to be saved by the caller). */
  const maintainInRam = (now: number, before?: (s: Segment) => void): Segment[] => {
    if (!state.tiers?.describes(state.segments)) state.tiers = new TierIndex(state.segments);
    const changed = maintainTiers(state.segments, { ...o, kernel, measure, weights: o.weights, now, before }, state.tiers);
    for (const s of changed) if (s.tier === 'evicted') state.index.remove(s.id), stripEvicted(s);
    else state.index.refresh(s);
    return changed;
  };
  const maintainNow = (): Promise<void> =>
    atomically(async () => {
      const changed = maintainInRam(o.now());
      if (changed.length) await save(store, state.meta, changed);
    });

  const addNow = async (input: Message | Message[]): Promise<string[]> => {
    const p = await prepareMessages(state, input, kernel, embedder, vectors);
    const now = o.now();
    return atomically(async () => {
      const made = applyPrepared(state, p, { kernel, measure, now });
      // The new segments and the tier moves they cause go in one write: either both are stored or neither.
      const changed = maintainInRam(o.now()).filter((s) => !made.includes(s));
      await save(store, state.meta, [...made, ...changed]);
      return made.map((s) => s.id);
    });
  };

  /** The context, and the segments whose access it records once the call succeeds (at `now`). */
  const buildContext = async (c: ContextOptions): Promise<{ result: MemoryContext; touched: Segment[]; now: number }> => {
    const t0 = performance.now();
    checkContextOptions(c);
    const now = o.now();
    const queryVector = embedder && c.query ? (await embedChecked(embedder, [c.query]))[0] : undefined;
    const budget = c.refine ? c.pool ?? Math.max(c.budget * REFINE_POOL, REFINE_MIN_POOL) : c.budget;
    // A pool holds originals first: sentence selection finds the facts in the original wording.
    const whole = c.refine === true;
    const noteRoom = c.refine ? Math.floor(c.budget * NOTE_SHARE) : undefined;
    let selected;
    try {
      selected = selectContext({ ...c, budget, whole, noteRoom, index: state.index, kernel, measure, weights: o.weights, threshold: o.threshold, now, queryVector });
    } catch (e) {
      // What does not fit the pool does not fit the budget either: the error names the caller's budget, not the pool's size.
      if (e instanceof BudgetError && budget !== c.budget) throw new BudgetError(c.budget, e.required, e.detail);
      throw e;
    }
    const { context, touched, spans, newest } = selected;
    const poolTokens = context.stats.tokens;
    const relevance = c.query ? (embedder ? `lexical+${embedder.name}` : 'lexical') : undefined;
    const stats = { ...context.stats, ...(c.refine ? { poolTokens } : {}), ...(relevance ? { relevance } : {}) };
    // The context holds the stored originals themselves: what the caller gets is its own copy.
    if (!c.refine || poolTokens <= c.budget) return { result: { messages: structuredClone(context.messages), stats: { ...stats, durationMs: performance.now() - t0 } }, touched, now };
    const numbers = poolNumbers(context.messages.length, spans, context.stats.segments, historyPositions(state.segments));
    const fit = await refineContext(context.messages, {
      budget: c.budget, query: c.query, kernel, tokenizer: options.tokenizer, partTokens: measure.partTokens, embedder: options.embedder, numbers,
      mayCompressNewest: !c.keepNewest, ...(c.keepNewest && newest !== undefined ? { newest } : {}),
    });
    const segments = keptBySegment(context.stats.segments, context.messages, spans, fit.kept, measure);
    const messages = structuredClone(fit.messages);
    return { result: { messages, stats: { ...stats, segments, tokens: fit.tokens, pinnedFacts: fit.pinnedFacts, durationMs: performance.now() - t0 } }, touched, now };
  };
  const touch = (segments: readonly Segment[], now: number): void => {
    for (const s of segments) (s.lastAccessed = now), s.accessCount++, state.index.refresh(s);
  };

  const steps: TurnSteps<Asked> = {
    ask: (question, c) =>
      serial(false, async () => {
        const p = await prepareMessages(state, { role: 'user', content: question }, kernel, embedder, vectors);
        const at = o.now();
        const undo: Undo = { made: [], nextSeq: state.meta.nextSeq, userSeen: state.userSeen, moved: new Map() };
        let maintainedAt: number;
        try {
          undo.made = applyPrepared(state, p, { kernel, measure, now: at });
          maintainedAt = o.now();
          maintainInRam(maintainedAt, (s) => undo.moved.set(s, { ...s }));
        } catch (e) {
          stale = true; // changed part way: the store still has it as it was
          throw e;
        }
        // The context as the stored question would give it; then RAM is as before, the store untouched.
        try {
          const { result, touched, now } = await buildContext(c);
          return { asked: { question: p, at, maintainedAt, touched: touched.map((s) => s.id), accessedAt: now }, context: result };
        } finally {
          undoApplied(state, undo);
        }
      }),
    commit: (a, reply) =>
      serial(true, async () => {
        const r = await prepareMessages(state, { role: 'assistant', content: reply }, kernel, embedder, vectors);
        await atomically(async () => {
          // As add(question), context(), add(reply) would have done it, in one write.
          const made = applyPrepared(state, a.question, { kernel, measure, now: a.at });
          const changed = new Set(maintainInRam(a.maintainedAt));
          const accessed = a.touched.flatMap((id) => state.byId.get(id) ?? []);
          touch(accessed, a.accessedAt);
          for (const s of applyPrepared(state, r, { kernel, measure, now: o.now() })) made.push(s);
          for (const s of maintainInRam(o.now())) changed.add(s);
          await save(store, state.meta, [...made, ...[...changed].filter((s) => !made.includes(s))], accessed);
        });
      }),
  };

  return {
    add: (messages) => serial(true, () => addNow(messages)),
    context: (c) =>
      serial(false, async (fresh) => {
        const { result, touched, now } = await buildContext(c);
        // Recorded once the context is built (a call that fails records nothing), on RAM known to be as stored.
        if (fresh && touched.length) {
          await atomically(async () => {
            touch(touched, now);
            await saveAccess(store, touched);
          });
        }
        return result;
      }),
    expand: (id) => serial(false, async () => structuredClone(find(id).messages)),
    history: () => serial(false, async () => joinHistory(state.segments)),
    recordUsage: (id, helpful) =>
      serial(true, async () => {
        const s = find(id);
        if (typeof helpful !== 'boolean') throw new InputError(`helpful: expected a boolean, found ${describe(helpful)}`);
        await atomically(async () => {
          if (helpful) s.helpful++;
          else s.unhelpful++;
          state.index.refresh(s);
          await save(store, state.meta, [s]);
        });
      }),
    maintain: () => serial(true, maintainNow),
    turn: (userInput, llm, t) => runTurn(steps, userInput, llm, t),
    stats: () =>
      serial(false, async () => {
        const count = (tier: string) => state.segments.filter((s) => s.tier === tier).length;
        return {
          messages: state.segments.reduce((n, s) => n + (!s.split || s.split.index === 0 ? s.messages.length : 0), 0),
          tokens: state.segments.reduce((n, s) => n + s.originalTokens, 0),
          hot: count('hot'), warm: count('warm'), cold: count('cold'), evicted: count('evicted'),
        };
      }),
    clear: () =>
      serial(true, () =>
        atomically(async () => {
          await store.delete([META_KEY, ...state.segments.flatMap((s) => [SEGMENT_PREFIX + s.id, ACCESS_PREFIX + s.id])]);
          await reload();
        }),
      ),
  };
}
