/** @module compress — the public entry: validate, pick the strategy, run it, verify, report stats. */
import { abortableEmbedder, abortableLlm, checkAborted } from './abortable.js';
import { readsKernelTable } from './embed/static.js';
import { BudgetError } from './errors.js';
import { init } from './kernel/load.js';
import { hasDefaultVectorsSource, initVectors } from './kernel/vectors-load.js';
import type { Kernel } from './kernel/types.js';
import { resolveOptions } from './options.js';
import { getStrategy, needsLlm } from './strategies/index.js';
import { conversationTokens, type Measure } from './text/measure.js';
import { resolveCounter } from './tokens/index.js';
import type { CompressOptions, CompressResult, Message } from './types.js';
import { parseMessages } from './validate/messages.js';
import { parseCompressOptions } from './validate/options.js';

/** Compress options plus the advanced `kernel` override (tests and benchmarks use the oracle). */
export type CompressCall = CompressOptions & { kernel?: Kernel };

/**
 * Compress a conversation to a token budget. Same input, same output.
 * @example
 * import { compress } from 'pith';
 * const { messages, stats } = await compress(history, { budget: 2000, query: 'When is the deadline?' });
 */
export function compress(messages: unknown, options: CompressCall): Promise<CompressResult> {
  // The same promise, not a wrapper around it: a rejection always has its caller's handler
  // (workerd reports a wrapped promise rejected before the wrapper adopts it as unhandled).
  return compressWith(messages, options, {});
}

/**
 * What a caller inside the library may add to a compress call.
 * @example
 * const internals: CompressInternals = { messageNumbers: [0, 7, 8, 12] }; // the pool's places in a memory's history
 */
export interface CompressInternals {
  /** The number each input message shows in a ledger (`m12`), when its index is not its number: the
   * memory's pool is numbered by position in `history()`. @default each message's index */
  messageNumbers?: readonly number[];
}

/**
 * {@link compress} with what only the library hands in (not exported by the package).
 * @example
 * await compressWith(pool, { budget: 1000, strategy: 'pith' }, { messageNumbers: [0, 7, 8, 12] });
 */
export async function compressWith(messages: unknown, options: CompressCall, internals: CompressInternals): Promise<CompressResult> {
  const t0 = performance.now();
  const input = parseMessages(messages);
  const opts = parseCompressOptions(options);
  const resolved = resolveOptions(opts);
  const strategy = getStrategy(opts.strategy ?? 'pith');
  const { signal } = opts;
  checkAborted(signal, 'compress');
  const kernel = options.kernel ?? (await init());
  const counter = await resolveCounter(opts.tokenizer, kernel);
  const wantsVectors = strategy.usesVectors === true && !opts.embedder && hasDefaultVectorsSource();
  // A strategy that loads them lazily does so when it is about to rank: a conversation that fits needs no table.
  if (wantsVectors && !strategy.lazyVectors) await loadDefaultVectors();
  checkAborted(signal, 'compress');
  const loadVectors = wantsVectors
    ? async () => {
      await loadDefaultVectors();
      checkAborted(signal, 'compress');
    }
    : undefined;
  const measure: Measure = { count: counter.count, partTokens: resolved.partTokens, kernelEstimate: counter.name === 'estimate' };
  // With a signal, every model and embedder call receives it, and one that fails after the abort is an
  // AbortError (a static embedder the kernel reads directly is left as it is: it makes no call).
  const llm = signal && opts.llm ? abortableLlm(opts.llm, signal) : opts.llm;
  const embedder = signal && opts.embedder && !readsKernelTable(opts.embedder, kernel) ? abortableEmbedder(opts.embedder, signal) : opts.embedder;
  const run = async (o: typeof resolved) => {
    const out = await strategy.compress({ messages: input, options: o, kernel, measure, llm, embedder, knobs: opts, messageNumbers: internals.messageNumbers, loadVectors });
    checkAborted(signal, 'compress');
    return out;
  };
  // One run at a budget, checked: the messages it gives back and their tokens, or a BudgetError.
  const attempt = async (budget: number) => {
    const tried = { ...resolved, budget };
    let out;
    // The default keepLast is a preference, never a reason to fail: when the last two messages
    // overflow keep one; when even that one overflows and it is not the user's turn (a long reply
    // or tool output), compress it like history.
    for (;;) {
      try {
        out = await run(tried);
        break;
      } catch (e) {
        const fallback = tried.keepLastPreferred ? fallbackKeepLast(tried.keepLast, input) : -1;
        if (!(e instanceof BudgetError)) throw e;
        if (fallback < 0) throw tried.keepLastPreferred && tried.keepLast === 0 ? atLeastSomething(e, input, measure, strategy.name) : e;
        tried.keepLast = fallback;
      }
    }
    if (tried.keepLastPreferred) checkSomethingKept(input, out.messages, budget, measure, strategy.name);
    const result = tried.startOn === 'user' ? startOnUser(out.messages) : out.messages;
    const compressedTokens = conversationTokens(result, measure);
    if (compressedTokens > budget) {
      throw new BudgetError(budget, compressedTokens, `the output of strategy '${strategy.name}'`);
    }
    return { out, result, compressedTokens };
  };
  let done;
  try {
    done = await attempt(resolved.budget);
  } catch (e) {
    // An LLM strategy is not run again: each run costs model calls.
    throw e instanceof BudgetError && !needsLlm(strategy) ? await workableRequirement(e, attempt) : e;
  }
  const { out, result, compressedTokens } = done;
  // Messages that startOn removed after the strategy ran are reported as dropped.
  const kept = result === out.messages ? out.kept : markRemoved(out.kept, input, out.messages, result);
  const originalTokens = out.originalTokens ?? conversationTokens(input, measure);
  return {
    messages: result,
    stats: {
      strategy: strategy.name,
      tokenizer: counter.name,
      budget: resolved.budget,
      originalTokens,
      compressedTokens,
      ratio: compressedTokens > 0 ? originalTokens / compressedTokens : 1,
      durationMs: performance.now() - t0,
      pinned: out.pinned.length,
      pinnedFacts: out.pinned,
      kept,
      droppedMessages: kept.filter((k) => k === 0).length,
      ...(out.relevance ? { relevance: out.relevance } : {}),
      ...(out.llm ? { llm: out.llm } : {}),
    },
  };
}

/** Runs at most this many times more to check the figure of a BudgetError. */
const REQUIREMENT_CHECKS = 3;

/**
 * The BudgetError to throw, its figure checked: the call runs again at the budget it names, and
 * while that fails too (a strategy that estimates what it needs can fall short: a compact form
 * longer than guessed), the figure rises to what that run needed, up to
 * {@link REQUIREMENT_CHECKS} times. Only a failing call pays for this (never in model calls: LLM
 * strategies are not run again).
 */
async function workableRequirement(error: BudgetError, attempt: (budget: number) => Promise<unknown>): Promise<BudgetError> {
  let found = error;
  for (let k = 0; k < REQUIREMENT_CHECKS; k++) {
    try {
      await attempt(found.required);
      return found;
    } catch (e) {
      if (!(e instanceof BudgetError)) return found;
      found = new BudgetError(error.budget, Math.max(e.required, found.required + 1), e.detail);
    }
  }
  return found;
}

/**
 * After the default keepLast fell back to 0, a strategy that keeps or drops whole messages only (window,
 * truncate) may have kept nothing but the system messages: an empty conversation is no answer. A
 * BudgetError says what did not fit: the newest message, or the newest tool results with their call (kept
 * together or not at all). When those would fit, the strategy chose to keep nothing (an empty message) and
 * its answer stands.
 */
function checkSomethingKept(input: Message[], output: Message[], budget: number, measure: Measure, strategy: string): void {
  const last = input[input.length - 1];
  if (!last || last.role === 'system' || output.some((m) => m.role !== 'system')) return;
  const systemText = new Set(input.filter((m) => m.role === 'system').map((m) => m.content));
  if (!output.every((m) => systemText.has(m.content))) return; // a summary or ledger of its own is an answer
  const { needed, what } = somethingNeeded(input, measure, strategy);
  if (needed > budget) throw new BudgetError(budget, needed, what);
}

/**
 * The BudgetError to report when even keepLast 0 failed: the system messages alone did not fit, and at
 * a budget that holds only them nothing else fits either, so {@link checkSomethingKept} would fail next.
 * It names the larger of the two needs (the system messages with the newest message or tool results),
 * a budget that then works.
 */
function atLeastSomething(e: BudgetError, input: Message[], measure: Measure, strategy: string): BudgetError {
  const last = input[input.length - 1];
  if (!last || last.role === 'system') return e;
  const { needed, what } = somethingNeeded(input, measure, strategy);
  return needed > e.required ? new BudgetError(e.budget, needed, `the system messages and ${what}`) : e;
}

/** Tokens of the system messages plus the newest message (or the newest tool results with their call), and what that is. */
function somethingNeeded(input: Message[], measure: Measure, strategy: string): { needed: number; what: string } {
  const systems = input.filter((m) => m.role === 'system');
  let from = input.length - 1;
  while (from > 0 && input[from].role === 'tool') from--;
  const needed = conversationTokens([...systems, ...input.slice(from).filter((m) => m.role !== 'system')], measure);
  const what = from < input.length - 1 ? 'the newest tool results with their call' : 'the newest message';
  const why = WHOLE_MESSAGES.has(strategy) ? 'keeps whole messages only' : 'found nothing shorter to keep';
  return { needed, what: `${what} (strategy '${strategy}' ${why})` };
}

/** Strategies that keep or drop whole messages, never part of one. */
const WHOLE_MESSAGES = new Set(['window', 'truncate', 'full']);

/** The next default keepLast after a BudgetError: 1, then 0 unless the last message is the user's turn; -1 when none is left. */
function fallbackKeepLast(keepLast: number, input: Message[]): number {
  if (keepLast > 1) return 1;
  return keepLast === 1 && input[input.length - 1]?.role !== 'user' ? 0 : -1;
}

/** After a failed load of the default word vectors, calls rank lexically this long before one tries again. */
const VECTORS_RETRY_MS = 30_000;
let vectorsFailedAt: number | undefined;

/** Load the platform's word vectors once (Node reads, browsers fetch); on Workers call initVectors() yourself. A failed
 * load (a browser offline for a moment) leaves ranking lexical, stats.relevance says so, and is tried again
 * {@link VECTORS_RETRY_MS} later rather than never (or on every call, each paying a failed fetch). */
async function loadDefaultVectors(): Promise<void> {
  if (!hasDefaultVectorsSource()) return;
  if (vectorsFailedAt !== undefined && Date.now() - vectorsFailedAt < VECTORS_RETRY_MS) return;
  try {
    await initVectors();
    vectorsFailedAt = undefined;
  } catch {
    vectorsFailedAt = Date.now();
  }
}

/**
 * Zero the kept fraction of input messages whose output message startOn removed. startOn removes
 * only non-system messages, and every non-system output message stands for one kept input message
 * in order (a ledger or summary the strategy adds is a system message, and so may be an input's
 * earlier ledger): the two are matched by their non-system messages alone.
 */
function markRemoved(kept: number[], input: Message[], before: Message[], after: Message[]): number[] {
  const fromInput = before.filter((m) => m.role !== 'system');
  const out = kept.slice();
  let k = 0;
  for (let i = 0; i < out.length && k < fromInput.length; i++) {
    if (out[i] === 0 || input[i].role === 'system') continue;
    if (!after.includes(fromInput[k])) out[i] = 0;
    k++;
  }
  return out;
}

/** Drop leading non-system messages until the first user message (system messages stay). */
function startOnUser(messages: Message[]): Message[] {
  const first = messages.findIndex((m) => m.role === 'user');
  if (first < 0) return messages.filter((m) => m.role === 'system');
  return messages.filter((m, i) => i >= first || m.role === 'system');
}

/**
 * A compressor with defaults bound; per-call options override them.
 * @example
 * const c = createCompressor({ budget: 4000, tokenizer: 'o200k' });
 * const { messages } = await c.compress(history, { query });
 */
export function createCompressor(defaults: Partial<CompressCall>) {
  return {
    defaults: { ...defaults },
    compress: (messages: unknown, options: Partial<CompressCall> = {}) =>
      compress(messages, { ...defaults, ...options } as CompressCall),
  };
}
