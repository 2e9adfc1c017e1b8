/** @module llm/prompt-room — whether a chat prompt and its reply fit a local model's context window. */
import { ProviderError } from '../errors.js';

/** The model context length a Transformers.js text-generation pipeline reports, or undefined. */
function contextLength(generator: any): number | undefined {
  const fromConfig = generator?.model?.config?.max_position_embeddings;
  if (Number.isInteger(fromConfig) && fromConfig > 0) return fromConfig;
  const fromTokenizer = generator?.tokenizer?.model_max_length;
  // Tokenizers without a limit report a huge sentinel (1e30): no limit known.
  return Number.isInteger(fromTokenizer) && fromTokenizer > 0 && fromTokenizer < 1e9 ? fromTokenizer : undefined;
}

/**
 * Throw a ProviderError when the chat, rendered with the model's chat template, plus `maxTokens`
 * new tokens exceeds the model's context: the pipeline would otherwise cut the prompt's end (the
 * question) without a word, or fail deep in the runtime. Does nothing when the context is unknown.
 * @example
 * checkPromptRoom('local:Qwen', generator, [{ role: 'user', content: 'Hi' }], 256);
 */
export function checkPromptRoom(name: string, generator: any, chat: ReadonlyArray<{ role: string; content: string }>, maxTokens: number): void {
  const context = contextLength(generator);
  const tokenizer = generator?.tokenizer;
  if (context === undefined || typeof tokenizer?.apply_chat_template !== 'function') return;
  const ids = tokenizer.apply_chat_template(chat, { add_generation_prompt: true, tokenize: true, return_tensor: false });
  // An array of ids, or { input_ids, attention_mask } depending on the tokenizer.
  const list = Array.isArray(ids) ? ids : ids?.input_ids;
  const prompt = Array.isArray(list) ? list.length : undefined;
  if (prompt === undefined || prompt + maxTokens <= context) return;
  throw new ProviderError(
    `${name}: expected a prompt of at most ${Math.max(0, context - maxTokens)} tokens (context ${context} − maxTokens ${maxTokens}), found ${prompt}: compress it first`,
  );
}
