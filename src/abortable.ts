/** @module abortable — a caller's AbortSignal threaded through a compress call: checked between steps, handed to model and embedder calls. */
import { AbortError } from './errors.js';
import type { Embedder } from './embed/types.js';
import type { LlmProvider } from './llm/types.js';

/**
 * Is `v` an AbortSignal? Checked by shape: workerd and jsdom have their own class.
 * @example
 * isAbortSignal(new AbortController().signal) // true; isAbortSignal('stop') // false
 */
export function isAbortSignal(v: unknown): v is AbortSignal {
  return typeof v === 'object' && v !== null && typeof (v as AbortSignal).aborted === 'boolean' && typeof (v as AbortSignal).addEventListener === 'function';
}

/**
 * Throws {@link AbortError} when `signal` has aborted; nothing otherwise (or without a signal).
 * @example
 * checkAborted(options.signal, 'compress'); // between two steps of the call
 */
export function checkAborted(signal: AbortSignal | undefined, what: string): void {
  if (signal?.aborted) throw new AbortError(what, signal);
}

/**
 * The provider with `signal` on every completion: a call starts only while the signal is live, and
 * any failure once it has aborted is an {@link AbortError} (never a ProviderError a strategy would
 * fall back on).
 * @example
 * const llm = abortableLlm(openaiProvider({ model: 'gpt-4o-mini' }), controller.signal);
 */
export function abortableLlm(llm: LlmProvider, signal: AbortSignal): LlmProvider {
  const name = typeof llm.name === 'string' && llm.name ? llm.name : 'llm';
  return {
    name: llm.name,
    complete: (messages, options = {}) => guarded(signal, name, () => llm.complete(messages, { ...options, signal: options.signal ?? signal })),
  };
}

/**
 * The embedder with `signal` on every `embed()` call, as {@link abortableLlm}; its name and
 * dimensions are the embedder's own (read live: a model's width is known once it has loaded).
 * @example
 * const embedder = abortableEmbedder(transformersEmbedder(), controller.signal);
 */
export function abortableEmbedder(embedder: Embedder, signal: AbortSignal): Embedder {
  return {
    get name() {
      return embedder.name;
    },
    get dimensions() {
      return embedder.dimensions;
    },
    embed: (texts, options = {}) => guarded(signal, embedder.name, () => embedder.embed(texts, { ...options, signal: options.signal ?? signal })),
  };
}

/** `call()`, started only while `signal` is live; a failure once it has aborted is an AbortError. */
async function guarded<T>(signal: AbortSignal, what: string, call: () => Promise<T>): Promise<T> {
  checkAborted(signal, what);
  try {
    return await call();
  } catch (error) {
    checkAborted(signal, what);
    throw error;
  }
}

/**
 * `work`, or a rejection with `aborted()` as soon as `signal` aborts; `work` itself goes on (a model
 * load another call will reuse).
 * @example
 * const { generator } = await untilAborted(load(), signal, () => new ProviderError('…aborted…'));
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined, aborted: () => Error): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
