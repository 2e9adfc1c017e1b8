/** @module memory/create-memory — createMemory(): add, context, expand, history, usage, maintenance, turn. */
import { InputError, OptionsError, PithError, ProviderError, describe } from '../errors.js';
import { staticEmbedder } from '../embed/static.js';
import { embedChecked } from '../embed/checked.js';
import type { Embedder } from '../embed/types.js';
import { init } from '../kernel/load.js';
import { hasDefaultVectorsSource, initVectors } from '../kernel/vectors-load.js';
import type { Kernel } from '../kernel/types.js';
import type { Message } from '../types.js';
import type { Measure } from '../text/measure.js';
import { resolveCounter } from '../tokens/index.js';
import { parseMessages } from '../validate/messages.js';
import { buildSegment } from './build-segment.js';
import { historyPositions, joinHistory } from './history.js';
import { maintainTiers, stripEvicted } from './maintain.js';
import { MEMORY_DEFAULTS, resolveMemoryOptions } from './options.js';
import { segment, type Draft } from './segmenter.js';
import { keptBySegment, poolNumbers, refineContext } from './refine-context.js';
import { selectContext } from './select-context.js';
import { laneOf, namespaced } from './shared-store.js';
import { ACCESS_PREFIX, changedElsewhere, guardStore, loadState, save, saveAccess, SEGMENT_PREFIX, META_KEY, type State } from './state.js';
import { toChat } from './to-chat.js';
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

/**
 * Create a tiered memory, loading existing state from `options.store` (under `options.namespace`).
 * Operations run one at a time in call order, also across memories on the same store object: those
 * in one namespace are one memory, each reloading first when another wrote. `add()` runs
 * maintenance; evicted segments keep their original in the store, so `expand()` and `history()`
 * stay lossless. Without `embedder`, the static word vectors are used
 * where they load (see {@link defaultEmbedder}); segment vectors are computed once, at add time.
 * @example
 * const memory = await createMemory({ store: indexedDbStore() });
 * const { reply } = await memory.turn('Where do we ship the 45 units?', llm);
 */
export async function createMemory(options: MemoryOptions = {}): Promise<Memory> {
  const o = resolveMemoryOptions(options);
  const kernel = options.kernel ?? (await init());
  const counter = await resolveCounter(options.tokenizer, kernel);
  const measure: Measure = { count: counter.count, partTokens: options.partTokens ?? 85, kernelEstimate: counter.name === 'estimate' };
  const store = guardStore(o.namespace === undefined ? o.store : namespaced(o.store, o.namespace));
  const embedder = options.embedder ?? (await defaultEmbedder(kernel));
  let state: State = await loadState(store, measure, counter.name);
  // One queue for every memory on this store object: none reads between another's check and its write.
  const lane = laneOf(o.store);
  // Another memory on the store (and namespace) wrote or cleared it: reload first, so neither overwrites the other.
  const current = async (): Promise<void> => {
    let changed: boolean;
    try {
      changed = await changedElsewhere(store, state.meta);
    } catch {
      return; // the store cannot be read: what is in RAM is the best there is (a write will say what failed)
    }
    if (changed) await reload();
  };
  // Handlers are attached before run() can reject (workerd reports a rejection adopted later as unhandled).
  const serial = <T>(run: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      lane.tail = lane.tail.then(() => current().then(() => run().then(resolve, reject), reject));
    });
  const find = (id: unknown): Segment => {
    const s = typeof id === 'string' ? state.byId.get(id) : undefined;
    if (!s) throw new InputError(`id: expected a stored segment id, found ${describe(id)}`);
    return s;
  };

  // Whether a stored segment holds a user message: the first one to arrive is the memory's task.
  let userSeen: boolean | undefined;
  const hasUser = () => (userSeen ??= state.segments.some((s) => s.messages.some(isUser)));

  /** RAM as the store has it. */
  const reload = async (): Promise<void> => {
    state = await loadState(store, measure, counter.name);
    userSeen = undefined;
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
        // The store cannot be read either: what is in RAM is the best there is.
      }
      throw e;
    }
  };

  /** Move segments between tiers in RAM; returns those that changed (to be saved by the caller). */
  const maintainInRam = (): Segment[] => {
    const changed = maintainTiers(state.segments, { ...o, kernel, measure, weights: o.weights, now: o.now() });
    for (const s of changed) if (s.tier === 'evicted') state.index.remove(s.id), stripEvicted(s);
    else state.index.refresh(s);
    return changed;
  };
  const maintainNow = (): Promise<void> =>
    atomically(async () => {
      const changed = maintainInRam();
      if (changed.length) await save(store, state.meta, changed);
    });

  /** Take back segments just added (a turn whose model call failed): delete them from the store, restamp, then reload. */
  const forget = (ids: readonly string[]): Promise<void> =>
    atomically(async () => {
      await store.delete(ids.flatMap((id) => [SEGMENT_PREFIX + id, ACCESS_PREFIX + id]));
      await save(store, state.meta, []);
      await reload();
    });

  const addNow = async (input: Message | Message[]): Promise<string[]> => {
    const given = Array.isArray(input) ? input : [input];
    parseMessages(given);
    // Stored as given: a tool call's `content: null` (or none) comes back as it was, not as parseMessages' ''.
    const messages = ownCopy(given);
    const now = o.now();
    const last = state.segments.at(-1);
    // Tool results that answer the newest segment's open calls join that segment.
    const open = new Set(last && last.tier === 'hot' ? last.messages.flatMap((m) => (m.tool_calls ?? []).map((c) => c.id)) : []);
    let joined = 0;
    while (joined < messages.length && messages[joined].role === 'tool' && open.has(messages[joined].tool_call_id as string)) joined++;
    const drafts = await segment(joined && last ? [...last.messages, ...messages] : messages, kernel, embedder);
    const vectors = embedder ? await embedChecked(embedder, drafts.map((d) => d.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n'))) : [];
    return atomically(async () => {
      if (joined && last) state.index.remove(last.id);
      const tasks = taskDrafts(drafts, (joined && last?.task === true) || !hasUser());
      const made = drafts.map((d, k) => {
        const seq = k === 0 && joined && last ? last.seq : state.meta.nextSeq++;
        const s = buildSegment(d, seq, { kernel, measure, index: state.index, now, task: tasks[k] }, vectors[k]);
        if (k === 0 && joined && last) Object.assign(s, { created: last.created, lastAccessed: last.lastAccessed, accessCount: last.accessCount });
        state.index.add(s);
        return s;
      });
      if (joined && last) state.segments.pop();
      state.segments.push(...made);
      if (made.some((x) => x.messages.some(isUser))) userSeen = true;
      for (const s of made) state.byId.set(s.id, s);
      // The new segments and the tier moves they cause go in one write: either both are stored or neither.
      const changed = maintainInRam().filter((s) => !made.includes(s));
      await save(store, state.meta, [...made, ...changed]);
      return made.map((s) => s.id);
    });
  };

  const contextNow: Memory['context'] = async (c) => {
    const t0 = performance.now();
    checkContextOptions(c);
    const now = o.now();
    const queryVector = embedder && c.query ? (await embedChecked(embedder, [c.query]))[0] : undefined;
    const budget = c.refine ? c.pool ?? Math.max(c.budget * REFINE_POOL, REFINE_MIN_POOL) : c.budget;
    // A pool holds originals first: sentence selection finds the facts in the original wording.
    const whole = c.refine === true;
    const { context, touched, spans } = selectContext({ ...c, budget, whole, index: state.index, kernel, measure, weights: o.weights, threshold: o.threshold, now, queryVector });
    await atomically(async () => {
      for (const s of touched) (s.lastAccessed = now), s.accessCount++, state.index.refresh(s);
      if (touched.length) await saveAccess(store, touched);
    });
    const poolTokens = context.stats.tokens;
    const stats = { ...context.stats, ...(c.refine ? { poolTokens } : {}) };
    if (!c.refine || poolTokens <= c.budget) return { messages: structuredClone(context.messages), stats: { ...stats, durationMs: performance.now() - t0 } };
    const numbers = poolNumbers(context.messages.length, spans, context.stats.segments, historyPositions(state.segments));
    const fit = await refineContext(context.messages, { budget: c.budget, query: c.query, kernel, tokenizer: options.tokenizer, partTokens: measure.partTokens, embedder: options.embedder, numbers, mayCompressNewest: !c.keepNewest });
    const segments = keptBySegment(context.stats.segments, context.messages, spans, fit.kept, measure);
    return { messages: fit.messages, stats: { ...stats, segments, tokens: fit.tokens, pinnedFacts: fit.pinnedFacts, durationMs: performance.now() - t0 } };
  };

  return {
    add: (messages) => serial(() => addNow(messages)),
    context: (c) => serial(() => contextNow(c)),
    expand: (id) => serial(async () => structuredClone(find(id).messages)),
    history: () => serial(async () => joinHistory(state.segments)),
    recordUsage: (id, helpful) =>
      serial(async () => {
        const s = find(id);
        if (typeof helpful !== 'boolean') throw new InputError(`helpful: expected a boolean, found ${describe(helpful)}`);
        await atomically(async () => {
          if (helpful) s.helpful++;
          else s.unhelpful++;
          state.index.refresh(s);
          await save(store, state.meta, [s]);
        });
      }),
    maintain: () => serial(maintainNow),
    turn: (userInput, llm, t = {}) =>
      serial(async () => {
        if (typeof userInput !== 'string') throw new InputError(`userInput: expected a string, found ${describe(userInput)}`);
        if (typeof llm !== 'object' || llm === null || typeof llm.complete !== 'function') {
          throw new OptionsError(`llm: expected an LLM provider with a complete() method, found ${describe(llm)}`);
        }
        if (typeof t !== 'object' || t === null) throw new OptionsError(`turn options: expected an object, found ${describe(t)}`);
        const c: ContextOptions = { query: userInput, budget: t.budget ?? MEMORY_DEFAULTS.budget, system: t.system, refine: t.refine ?? true, pool: t.pool, keepNewest: true };
        checkContextOptions(c);
        // Options and provider are checked before the input is stored; a turn that fails after that takes its input back.
        const added = await addNow({ role: 'user', content: userInput });
        let reply: unknown;
        let ctx: MemoryContext;
        try {
          ctx = await contextNow(c);
          reply = await llm.complete(toChat(ctx.messages), { temperature: 0 });
        } catch (e) {
          await forget(added);
          if (e instanceof PithError) throw e;
          throw new ProviderError(`${llm.name ?? 'llm'}: expected complete() to succeed, found ${e instanceof Error ? e.message : String(e)}`, { cause: e });
        }
        if (typeof reply !== 'string') {
          await forget(added);
          throw new ProviderError(`${llm.name}: expected a string reply, found ${describe(reply)}`);
        }
        await addNow({ role: 'assistant', content: reply });
        return { reply, context: ctx.messages };
      }),
    stats: () =>
      serial(async () => {
        const count = (tier: string) => state.segments.filter((s) => s.tier === tier).length;
        return {
          messages: state.segments.reduce((n, s) => n + (!s.split || s.split.index === 0 ? s.messages.length : 0), 0),
          tokens: state.segments.reduce((n, s) => n + s.originalTokens, 0),
          hot: count('hot'), warm: count('warm'), cold: count('cold'), evicted: count('evicted'),
        };
      }),
    clear: () =>
      serial(async () => {
        await store.delete([META_KEY, ...state.segments.flatMap((s) => [SEGMENT_PREFIX + s.id, ACCESS_PREFIX + s.id])]);
        await reload();
      }),
  };
}

const isUser = (m: Message): boolean => m.role === 'user';

/**
 * Which drafts hold the memory's task, its first user message (with every part of it when a long
 * message was split), given whether that message may be among them (`open`).
 * @example
 * taskDrafts([{ messages: [{ role: 'system', content: 'Be brief.' }] }, { messages: [{ role: 'user', content: 'Ship 45 units.' }] }], true) // [false, true]
 */
export function taskDrafts(drafts: readonly Draft[], open: boolean): boolean[] {
  const out = drafts.map(() => false);
  const u = open ? drafts.findIndex((d) => d.messages.some(isUser)) : -1;
  if (u < 0) return out;
  const parts = drafts[u].split ? drafts[u].split.count - drafts[u].split.index : 1;
  for (let k = u; k < Math.min(drafts.length, u + parts); k++) out[k] = true;
  return out;
}

/**
 * Check the options of `context()` (and of `turn()`, which builds them); throws OptionsError.
 * @example
 * checkContextOptions({ budget: 4000, query: 'Where do we ship?' }); // passes
 * checkContextOptions({ budget: 1e20 }); // OptionsError: budget: expected a positive integer, found number 100000000000000000000
 */
export function checkContextOptions(c: unknown): asserts c is ContextOptions {
  if (typeof c !== 'object' || c === null) throw new OptionsError(`context options: expected an object, found ${describe(c)}`);
  const o = c as Record<string, unknown>;
  const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
  if (!isCount(o.budget)) throw new OptionsError(`budget: expected a positive integer, found ${describe(o.budget)}`);
  if (o.query !== undefined && typeof o.query !== 'string') throw new OptionsError(`query: expected a string, found ${describe(o.query)}`);
  if (o.system !== undefined && typeof o.system !== 'string') throw new OptionsError(`system: expected a string, found ${describe(o.system)}`);
  if (o.refine !== undefined && typeof o.refine !== 'boolean') throw new OptionsError(`refine: expected a boolean, found ${describe(o.refine)}`);
  if (o.keepNewest !== undefined && typeof o.keepNewest !== 'boolean') throw new OptionsError(`keepNewest: expected a boolean, found ${describe(o.keepNewest)}`);
  if (o.pool !== undefined && (!isCount(o.pool) || o.pool < o.budget)) {
    throw new OptionsError(`pool: expected an integer of at least the budget (${o.budget}), found ${describe(o.pool)}`);
  }
}

/**
 * A deep copy of validated messages, so a caller who later changes its objects does not change the stored
 * original; values with no JSON form (cycles, BigInt) are an InputError, as no store could keep them.
 * @example
 * ownCopy([{ role: 'user', content: [{ type: 'text', text: 'Gate code 4412.' }] }]) // a copy, equal and not shared
 */
export function ownCopy(messages: Message[]): Message[] {
  let text: string;
  try {
    text = JSON.stringify(messages);
  } catch (cause) {
    throw new InputError(`messages: expected JSON values (what a store can keep), found ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
  return JSON.parse(text) as Message[];
}
