/** @module llm/transformers — LlmProvider running a chat model locally with Transformers.js (WebGPU, WASM or CPU), loaded on demand. */

import { untilAborted } from '../abortable.js';
import { ProviderError } from '../errors.js';
import { found } from '../validate/format-issue.js';
import { planDevice } from './device-plan.js';
import { checkPromptRoom } from './prompt-room.js';
import { cachedPipeline, loadTransformers, webGpuSupport, type TransformersLoadOptions } from './load-transformers.js';
import type { ChatMessage, CompleteOptions, LlmProvider } from './types.js';
import { checkLoadOptions } from './check-load-options.js';
import { checkCallOptions, checkMessages, optionalInteger, requireString } from './validate-call.js';

/**
 * Options of {@link transformersProvider}.
 * @example
 * const options: TransformersProviderOptions = { model: '/models/tiny-random-llama', dtype: 'fp16' };
 */
export interface TransformersProviderOptions extends Omit<TransformersLoadOptions, 'model' | 'device' | 'dtype'> {
  /** Hub model id or local path to an ONNX chat model. @default 'onnx-community/Qwen2.5-0.5B-Instruct' */
  model?: string;
  /** 'webgpu' | 'wasm' | 'cpu'. @default 'webgpu' when a WebGPU adapter exists, else 'cpu' in Node and 'wasm' elsewhere */
  device?: string;
  /** Weight type. @default 'q4f16' on WebGPU with fp16 shaders, 'q4' elsewhere */
  dtype?: string;
  /** Tokens generated when a call gives no maxTokens. @default 256 */
  defaultMaxTokens?: number;
}

/**
 * A local provider; `ready()` loads the model ahead of the first call.
 * @example
 * const { device, dtype } = await transformersProvider().ready(); // e.g. 'webgpu', 'q4f16'
 */
export interface TransformersProvider extends LlmProvider {
  /** Load (once) and resolve with the device and dtype in use. */
  ready(): Promise<{ device: string; dtype: string }>;
}

/**
 * Default local chat model.
 * @example
 * TRANSFORMERS_LLM_MODEL // 'onnx-community/Qwen2.5-0.5B-Instruct'
 */
export const TRANSFORMERS_LLM_MODEL = 'onnx-community/Qwen2.5-0.5B-Instruct';

const JSON_HINT = 'Reply with one JSON object only.';

/** The new assistant text from a text-generation pipeline output. */
function newText(name: string, out: any): string {
  const generated = Array.isArray(out) ? out[0]?.generated_text : out?.generated_text;
  if (typeof generated === 'string') return generated;
  const last = Array.isArray(generated) ? generated.at(-1) : undefined;
  if (last?.role === 'assistant' && typeof last.content === 'string') return last.content;
  throw new ProviderError(`${name}: expected generated_text ending in an assistant message, found ${found(generated)}`);
}

/**
 * A local LLM through Transformers.js (`@huggingface/transformers`, an optional peer dependency
 * imported on first use). The pipeline is built once per model, device and dtype and shared by
 * every provider with those settings; the model's chat template is applied; only the new text is
 * returned. A model given as a path loads offline. `json: true` adds "Reply with one JSON object
 * only." to the system prompt (local models have no JSON mode). Failures are `ProviderError`.
 * @example
 * const llm = transformersProvider({ onProgress: (e) => e.status === 'progress' && console.log(e.file, e.progress) });
 * await llm.ready(); // downloads Qwen2.5-0.5B-Instruct once (q4f16 on WebGPU, q4 elsewhere)
 * const text = await llm.complete([{ role: 'user', content: 'Name one colour.' }], { maxTokens: 8 });
 */
export function transformersProvider(options: TransformersProviderOptions = {}): TransformersProvider {
  const model = options.model ?? TRANSFORMERS_LLM_MODEL;
  requireString('transformersProvider', 'model', model);
  optionalInteger('transformersProvider', 'defaultMaxTokens', options.defaultMaxTokens, 1);
  checkLoadOptions('transformersProvider', options);
  const name = `local:${model}`;
  let chosen: Promise<{ device: string; dtype: string; generator: any }> | undefined;

  async function load(device: string, dtype: string): Promise<{ device: string; dtype: string; generator: any }> {
    const generator = await cachedPipeline('text-generation', { ...options, model, device, dtype });
    return { device, dtype, generator };
  }

  async function choose(): Promise<{ device: string; dtype: string; generator: any }> {
    const node = typeof (globalThis as any).process?.versions?.node === 'string';
    const gpu = options.device === undefined && !node ? await webGpuSupport() : undefined;
    const plan = planDevice(options, { node, gpu });
    try {
      return await load(plan.device, plan.dtype);
    } catch (err) {
      if (!plan.fallback) throw err;
      return load(plan.fallback.device, plan.fallback.dtype);
    }
  }

  function ready(): Promise<{ device: string; dtype: string; generator: any }> {
    chosen ??= choose();
    chosen.catch(() => (chosen = undefined));
    return chosen;
  }

  async function complete(messages: ChatMessage[], call: CompleteOptions = {}): Promise<string> {
    checkMessages(name, messages);
    checkCallOptions(name, call);
    const { signal } = call;
    const aborted = (): ProviderError =>
      new ProviderError(`${name}: expected a completion, found the call aborted by its signal`, { cause: signal?.reason });
    if (signal?.aborted) throw aborted();
    // The first load can take minutes (a download): an abort rejects at once, the load goes on for later calls.
    const { generator } = await untilAborted(ready(), signal, aborted);
    if (signal?.aborted) throw aborted();
    let chat = messages.map(({ role, content }) => ({ role, content }));
    if (call.json) {
      chat = chat[0].role === 'system'
        ? [{ role: 'system', content: `${chat[0].content}\n${JSON_HINT}` }, ...chat.slice(1)]
        : [{ role: 'system', content: JSON_HINT }, ...chat];
    }
    const temperature = call.temperature ?? 0;
    const maxNewTokens = call.maxTokens ?? options.defaultMaxTokens ?? 256;
    try {
      checkPromptRoom(name, generator, chat, maxNewTokens);
    } catch (e) {
      if (e instanceof ProviderError) throw e;
      throw new ProviderError(`${name}: expected the chat template to apply, found an error: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    const { InterruptableStoppingCriteria } = await loadTransformers();
    const stopper = new InterruptableStoppingCriteria();
    const onAbort = (): void => stopper.interrupt();
    signal?.addEventListener('abort', onAbort, { once: true });
    let out: unknown;
    try {
      out = await generator(chat, {
        max_new_tokens: maxNewTokens,
        do_sample: temperature > 0,
        ...(temperature > 0 ? { temperature } : {}),
        stopping_criteria: stopper,
      });
    } catch (cause) {
      const msg = cause instanceof Error ? cause.message : String(cause);
      throw new ProviderError(`${name}: expected generated text, found an error: ${msg}`, { cause });
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    if (signal?.aborted) throw aborted();
    return newText(name, out);
  }

  return {
    name,
    complete,
    ready: () => ready().then(({ device, dtype }) => ({ device, dtype })),
  };
}
