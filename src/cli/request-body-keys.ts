/** @module cli/request-body-keys — the parameters of an OpenAI chat-completions request body, which `pith compress` reads past. */

/**
 * Keys of an OpenAI chat-completions request besides `messages`: a document that is such a
 * request compresses as-is (these keys are not pith's and are not copied to the output).
 * Anthropic's top-level `system` is deliberately absent: it holds a prompt that would be lost.
 * @example
 * REQUEST_BODY_KEYS.includes('temperature') // true
 */
export const REQUEST_BODY_KEYS: readonly string[] = [
  'model', 'temperature', 'top_p', 'n', 'stream', 'stream_options', 'stop', 'max_tokens',
  'max_completion_tokens', 'presence_penalty', 'frequency_penalty', 'logit_bias', 'logprobs',
  'top_logprobs', 'user', 'seed', 'response_format', 'tools', 'tool_choice',
  'parallel_tool_calls', 'functions', 'function_call', 'service_tier', 'store', 'metadata',
  'reasoning_effort', 'modalities', 'audio', 'prediction', 'web_search_options',
];
