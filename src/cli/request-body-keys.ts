/** @module cli/request-body-keys — the parameters of an OpenAI chat-completions or Anthropic Messages request body, which `pith compress` reads past. */

/**
 * Keys of an OpenAI chat-completions request besides `messages`: a document that is such a
 * request compresses as-is (these keys are not pith's and are not copied to the output).
 * Anthropic's top-level `system` is deliberately absent: it holds a prompt that would be lost
 * (`--format anthropic` reads it, see {@link ANTHROPIC_BODY_KEYS}).
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

/**
 * Keys of an Anthropic Messages request (`messages.create`, beta fields too) besides `system` and
 * `messages`: with `--format anthropic` a document that is such a request compresses as-is (these
 * keys are read past, not copied to the output, as with {@link REQUEST_BODY_KEYS}).
 * @example
 * ANTHROPIC_BODY_KEYS.includes('max_tokens') // true
 */
export const ANTHROPIC_BODY_KEYS: readonly string[] = [
  'model', 'max_tokens', 'metadata', 'stop_sequences', 'stream', 'temperature', 'top_k', 'top_p',
  'tools', 'tool_choice', 'thinking', 'service_tier', 'container', 'mcp_servers',
  'context_management', 'cache_control', 'output_config', 'output_format', 'inference_geo', 'speed',
];
