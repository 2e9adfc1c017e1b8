/** @module llm/workers-ai — LlmProvider over a Cloudflare Workers AI binding (`env.AI.run`). */

import { ProviderError } from '../errors.js';
import { found } from '../validate/format-issue.js';
import type { ChatMessage, CompleteOptions, LlmProvider } from './types.js';
import { checkCallOptions, checkMessages, requireString } from './validate-call.js';
import { checkBinding, runBinding, type WorkersAiBinding } from './workers-ai-binding.js';

/**
 * Options of {@link workersAiProvider}.
 * @example
 * const options: WorkersAiProviderOptions = { binding: env.AI, model: '@cf/meta/llama-3.1-8b-instruct' };
 */
export interface WorkersAiProviderOptions {
  /** The Workers AI binding, `env.AI` (wrangler.toml: `[ai] binding = "AI"`). */
  binding: WorkersAiBinding;
  /** Text-generation model. @default '@cf/meta/llama-3.1-8b-instruct' */
  model?: string;
}

/**
 * Default model of {@link workersAiProvider}.
 * @example
 * WORKERS_AI_LLM_MODEL // '@cf/meta/llama-3.1-8b-instruct'
 */
export const WORKERS_AI_LLM_MODEL = '@cf/meta/llama-3.1-8b-instruct';

/**
 * An LLM provider over a Workers AI binding: `binding.run(model, { messages, max_tokens,
 * temperature })`, reply `{ response }`. `json: true` sends `response_format: { type:
 * 'json_object' }`; a JSON object reply is returned as its JSON text. Errors are `ProviderError`.
 * The real binding only exists inside a Worker; pith's Node tests drive it with a recording
 * object that has the same `run()` shape.
 * @example
 * export default {
 *   async fetch(req: Request, env: { AI: Ai }) {
 *     const llm = workersAiProvider({ binding: env.AI });
 *     return new Response(await llm.complete([{ role: 'user', content: 'Say hi' }], { maxTokens: 16 }));
 *   },
 * };
 */
export function workersAiProvider(options: WorkersAiProviderOptions): LlmProvider {
  checkBinding('workersAiProvider', options?.binding);
  const model = options.model ?? WORKERS_AI_LLM_MODEL;
  requireString('workersAiProvider', 'model', model);
  const { binding } = options;
  const name = `workers-ai:${model}`;

  async function complete(messages: ChatMessage[], call: CompleteOptions = {}): Promise<string> {
    checkMessages(name, messages);
    checkCallOptions(name, call);
    const inputs: Record<string, unknown> = {
      messages: messages.map(({ role, content }) => ({ role, content })),
      temperature: call.temperature ?? 0,
    };
    if (call.maxTokens !== undefined) inputs.max_tokens = call.maxTokens;
    if (call.json) inputs.response_format = { type: 'json_object' };
    const out: any = await runBinding(name, binding, model, inputs, call.signal);
    if (out === null || typeof out !== 'object' || !('response' in out)) {
      throw new ProviderError(`${name}: expected an object with a response field, found ${found(out)}`);
    }
    const { response } = out;
    if (typeof response === 'string') return response;
    // JSON mode returns the parsed object, the interface promises text.
    if (call.json && response !== null && typeof response === 'object') return JSON.stringify(response);
    throw new ProviderError(`${name}: expected response to be a string, found ${found(response)}`);
  }

  return { name, complete };
}
