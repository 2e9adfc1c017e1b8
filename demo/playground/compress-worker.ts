/** @module demo/playground/compress-worker — the playground's Web Worker: loads pith.wasm and the word vectors here and runs compress() off the main thread; an LLM strategy's model calls go back to the page. */
import { compress, init, type LlmProvider } from '../../src/platform/browser.js';
import { reviveError, serializeError } from './remote-error.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

/** What this file uses of a dedicated worker's global scope (the demo compiles against the DOM lib). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

const scope = self as unknown as WorkerScope;
/** Model calls waiting for the page's answer, by call number. */
const pending = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
let calls = 0;

/**
 * The page's model as a provider: each completion is posted to the page, which runs it on the
 * local model and posts back the text or the (typed) error, so a strategy's fallbacks still see
 * a ProviderError. The signal stays on the page: Stop aborts the page's calls and ends this worker.
 * @example
 * await compress(messages, { budget: 300, strategy: 'naive', llm: pageLlm(1, 'local:tiny-random-llama') });
 */
function pageLlm(id: number, name: string): LlmProvider {
  return {
    name,
    complete: (messages, { signal: _signal, ...options } = {}) =>
      new Promise((resolve, reject) => {
        const call = ++calls;
        pending.set(call, { resolve, reject });
        scope.postMessage({ type: 'llm-call', id, call, messages, options });
      }),
  };
}

async function run({ id, messages, options, llm }: Extract<ToWorker, { type: 'run' }>): Promise<void> {
  try {
    const result = await compress(messages, { ...options, llm: llm && pageLlm(id, llm.name) });
    scope.postMessage({ type: 'done', id, result });
  } catch (error) {
    scope.postMessage({ type: 'failed', id, error: serializeError(error) });
  }
}

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'run') return void run(data);
  const waiting = pending.get(data.call);
  pending.delete(data.call);
  if (data.type === 'llm-reply') waiting?.resolve(data.text);
  else waiting?.reject(reviveError(data.error));
});

// The kernel loads as soon as the worker starts, so the first Compress does not wait for it.
init().then(
  () => scope.postMessage({ type: 'ready' }),
  (error: unknown) => scope.postMessage({ type: 'init-failed', error: serializeError(error) }),
);
