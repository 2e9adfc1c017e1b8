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

/** A reply value as text: a string as it is, an object (JSON mode gives it parsed) as its JSON. */
function asText(name: string, where: string, value: unknown, json: boolean): string {
  if (typeof value === 'string') return value;
  // JSON mode returns the parsed object, the interface promises text.
  if (json && value !== null && typeof value === 'object') return JSON.stringify(value);
  throw new ProviderError(`${name}: expected ${where} to be a string, found ${found(value)}`);
}

/**
 * The text of a binding reply: the native `{ response }`, or the OpenAI-shaped chat completion
 * `{ choices: [{ message: { content } }] }` that newer models (Llama 4 Scout, Gemma, GLM, Kimi …) return.
 */
function replyText(name: string, out: any, json: boolean): string {
  const isObject = out !== null && typeof out === 'object';
  if (isObject && out.response == null && Array.isArray(out.choices)) {
    if (out.choices.length === 0) throw new ProviderError(`${name}: expected a non-empty choices array, found an empty array`);
    return asText(name, 'choices[0].message.content', out.choices[0]?.message?.content, json);
  }
  if (!isObject || !('response' in out)) {
    throw new ProviderError(`${name}: expected an object with a response field or a choices array, found ${found(out)}`);
  }
  return asText(name, 'response', out.response, json);
}

/**
 * An LLM provider over a Workers AI binding: `binding.run(model, { messages, max_tokens,
 * temperature })`, reply `{ response }` or, from newer models, an OpenAI-shaped `{ choices }`.
 * `json: true` sends `response_format: { type: 'json_object' }`; a JSON object reply is returned
 * as its JSON text. Errors are `ProviderError`.
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
    const out = await runBinding(name, binding, model, inputs, call.signal);
    return replyText(name, out, call.json === true);
  }

  return { name, complete };
}
