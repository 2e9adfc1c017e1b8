/** @module demo/playground/worker-client — the page's side of the compress worker: runs compress() there, answers its model calls, and ends it when a run is stopped. */
import { AbortError, type CompressResult, type LlmProvider, type Message } from '../../src/index.js';
import { reviveError, serializeError } from './remote-error.js';
import type { FromWorker, RunOptions, ToWorker } from './worker-protocol.js';

/** Options of one {@link CompressWorker.compress} run: the plain options, plus what stays on the page. */
export interface WorkerRunOptions extends RunOptions {
  /** The page's model, for LLM strategies; the worker's calls to it come back here. */
  llm?: LlmProvider;
  /** Aborts the run: it rejects with AbortError at once and the worker is ended (the next run starts another). */
  signal?: AbortSignal;
}

/** The playground's compress worker. */
export interface CompressWorker {
  /** Resolves once the current worker has loaded the WASM kernel; rejects with its typed error. */
  ready(): Promise<void>;
  /** `compress(messages, options)`, run in the worker; its errors come back with their class and code. */
  compress(messages: Message[], options: WorkerRunOptions): Promise<CompressResult>;
}

/** A started worker and the promise of its kernel. */
interface Started {
  worker: Worker;
  ready: Promise<void>;
}

function start(): Started {
  const worker = new Worker(new URL('./compress-worker.ts', import.meta.url), { type: 'module', name: 'pith-compress' });
  const ready = new Promise<void>((resolve, reject) => {
    worker.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => {
      if (data.type === 'ready') resolve();
      if (data.type === 'init-failed') reject(reviveError(data.error));
    });
    worker.addEventListener('error', (e) => reject(new Error(`the compress worker did not start: ${e.message || 'expected its script, found an error loading it'}`)));
  });
  ready.catch(() => {}); // heard by whoever asks for ready(); a run reports its own failure
  return { worker, ready };
}

/** Runs the worker's model call on the page's provider and posts back the text or the error. */
function answer(worker: Worker, call: Extract<FromWorker, { type: 'llm-call' }>, llm: LlmProvider | undefined, signal: AbortSignal | undefined): void {
  const post = (message: ToWorker) => worker.postMessage(message);
  if (!llm) return post({ type: 'llm-failed', call: call.call, error: serializeError(new Error('expected a model on the page, found none')) });
  llm.complete(call.messages, { ...call.options, signal }).then(
    (text) => post({ type: 'llm-reply', call: call.call, text }),
    (error: unknown) => post({ type: 'llm-failed', call: call.call, error: serializeError(error) }),
  );
}

/**
 * Start the compress worker (a module worker that loads pith.wasm itself) and return its client.
 * One run at a time, as the page runs them; a stopped run terminates the worker, since compress()
 * is CPU-bound there and would only see an abort message once it had finished.
 * @example
 * const pith = compressWorker();
 * await pith.ready();
 * const result = await pith.compress(messages, { budget: 2000, strategy: 'pith', signal });
 */
export function compressWorker(): CompressWorker {
  let current: Started | undefined = start();
  let runs = 0;
  const started = (): Started => (current ??= start());

  return {
    ready: () => started().ready,
    compress: (messages, { llm, signal, ...options }) =>
      new Promise<CompressResult>((resolve, reject) => {
        if (signal?.aborted) return reject(new AbortError('compress', signal));
        const { worker } = started();
        const id = ++runs;
        const finish = (): void => {
          worker.removeEventListener('message', onMessage);
          worker.removeEventListener('error', onError);
          signal?.removeEventListener('abort', onAbort);
        };
        const onMessage = ({ data }: MessageEvent<FromWorker>): void => {
          if (!('id' in data) || data.id !== id) return;
          if (data.type === 'llm-call') return answer(worker, data, llm, signal);
          finish();
          if (data.type === 'done') resolve(data.result);
          else reject(reviveError(data.error));
        };
        const end = (error: Error): void => {
          finish();
          worker.terminate();
          if (current?.worker === worker) current = undefined;
          reject(error);
        };
        const onError = (e: ErrorEvent): void => end(new Error(`the compress worker failed: ${e.message || 'expected a result, found an error'}`));
        const onAbort = (): void => end(new AbortError('compress', signal!));
        worker.addEventListener('message', onMessage);
        worker.addEventListener('error', onError);
        signal?.addEventListener('abort', onAbort, { once: true });
        worker.postMessage({ type: 'run', id, messages, options, llm: llm && { name: llm.name } } satisfies ToWorker);
      }),
  };
}
