/** @module cli/llm-option — gives LLM strategies the provider the PITH_LLM_* environment variables describe. */

import { getStrategy, LLM_ENV_HELP, needsLlm, OptionsError, providerFromEnv, type CompressOptions } from '../platform/node.js';

/**
 * The options, with `llm` from the environment when the strategy needs one. Throws OptionsError
 * (exit code 2, one stderr line naming the variables) when none is configured.
 * @example
 * const options = withLlmFromEnv(checkOptions(raw), process.env);
 */
export function withLlmFromEnv(options: CompressOptions, env: Record<string, string | undefined>): CompressOptions {
  if (!needsLlm(getStrategy(options.strategy ?? 'pith'))) return options;
  const llm = providerFromEnv(env);
  if (!llm) throw new OptionsError(`strategy '${options.strategy}': ${LLM_ENV_HELP}`);
  return { ...options, llm };
}

/**
 * Check, before any input is read, that a `--strategy` given on the command line can get its
 * provider from the environment: `--strategy salience` without PITH_LLM_* is one stderr line and
 * exit code 2 at once, not a wait on stdin nor (with --jsonl) an error line for every request.
 * `strategy` must already be a registered name (checkDefaults).
 * @example
 * checkLlmFromEnv('pith', {}) // passes: no provider needed
 * checkLlmFromEnv('salience', {}) // OptionsError: strategy 'salience': no LLM provider configured: …
 */
export function checkLlmFromEnv(strategy: unknown, env: Record<string, string | undefined>): void {
  if (typeof strategy !== 'string') return;
  withLlmFromEnv({ budget: 1, strategy } as CompressOptions, env);
}
