/** @module llm/workers-ai-binding — the shape of a Cloudflare Workers AI binding (`env.AI`) and one guarded, abortable call to it. */

import { OptionsError, ProviderError } from '../errors.js';
import { found } from '../validate/format-issue.js';

/**
 * The part of a Workers AI binding (`env.AI`, type `Ai` in @cloudflare/workers-types) that pith uses.
 * @example
 * // wrangler.toml: [ai] binding = "AI"
 * const llm = workersAiProvider({ binding: env.AI });
 */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Throw `OptionsError` unless `binding` has a `run` function.
 * @example
 * checkBinding('workersAiProvider', env.AI);
 */
export function checkBinding(where: string, binding: unknown): asserts binding is WorkersAiBinding {
  if (binding === null || typeof binding !== 'object' || typeof (binding as any).run !== 'function') {
    const what = binding !== null && typeof binding === 'object' ? 'an object without run()' : found(binding);
    throw new OptionsError(`${where}: binding: expected a Workers AI binding with run(), found ${what}`);
  }
}

/**
 * Call `binding.run(model, inputs)`; a throw becomes `ProviderError` (cause kept), and an aborted
 * `signal` rejects at once (the binding call itself cannot be cancelled, its result is dropped).
 * @example
 * const out = await runBinding('workers-ai:@cf/meta/llama-3.1-8b-instruct', env.AI, model, { messages }, signal);
 */
export async function runBinding(
  name: string,
  binding: WorkersAiBinding,
  model: string,
  inputs: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  const aborted = (): ProviderError =>
    new ProviderError(`${name}: expected a reply, found the call aborted by its signal`, { cause: signal?.reason });
  if (signal?.aborted) throw aborted();
  let onAbort: (() => void) | undefined;
  const abort = new Promise<never>((_, reject) => {
    onAbort = () => reject(aborted());
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const call = Promise.resolve()
      .then(() => binding.run(model, inputs))
      .catch((cause: unknown) => {
        const status = typeof (cause as any)?.status === 'number' ? (cause as any).status : undefined;
        const msg = cause instanceof Error ? cause.message : String(cause);
        throw new ProviderError(`${name}: expected a reply from binding.run, found an error: ${msg}`, {
          cause,
          status,
        });
      });
    return await (signal ? Promise.race([call, abort]) : call);
  } finally {
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}
