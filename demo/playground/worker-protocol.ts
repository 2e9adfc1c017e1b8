/** @module demo/playground/worker-protocol — the messages between the playground page and its compress worker. */
import type { ChatMessage, CompleteOptions, CompressOptions, CompressResult, Message, TokenizerName } from '../../src/index.js';
import type { SerializedError } from './remote-error.js';

/**
 * The compress options that cross to the worker: plain data only. The model and the signal stay
 * on the page (the model's calls come back to it; Stop ends the worker).
 * @example
 * const options: RunOptions = { budget: 2000, strategy: 'pith', tokenizer: 'estimate' };
 */
export type RunOptions = Omit<CompressOptions, 'llm' | 'embedder' | 'signal' | 'tokenizer'> & { tokenizer?: TokenizerName };

/**
 * Page → worker: run compress, or the answer to one of the worker's model calls.
 * `llm` names the page's model when the strategy needs one.
 * @example
 * worker.postMessage({ type: 'run', id: 1, messages, options: { budget: 300 } } satisfies ToWorker);
 */
export type ToWorker =
  | { type: 'run'; id: number; messages: Message[]; options: RunOptions; llm?: { name: string } }
  | { type: 'llm-reply'; call: number; text: string }
  | { type: 'llm-failed'; call: number; error: SerializedError };

/**
 * Worker → page: the kernel loaded (or not), a run's result or error, or a model call the page
 * answers with its own provider.
 * @example
 * worker.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => data.type === 'done' && show(data.result));
 */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'init-failed'; error: SerializedError }
  | { type: 'done'; id: number; result: CompressResult }
  | { type: 'failed'; id: number; error: SerializedError }
  | { type: 'llm-call'; id: number; call: number; messages: ChatMessage[]; options: Omit<CompleteOptions, 'signal'> };
