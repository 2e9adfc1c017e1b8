/** @module llm/from-env — picks an LLM provider from PITH_LLM_* environment variables (CLI and benchmark). */

import { OptionsError } from '../errors.js';
import { openaiProvider } from './openai.js';
import { transformersProvider } from './transformers.js';
import type { LlmProvider } from './types.js';

/**
 * One line naming the variables, for the CLI to print (then exit 2) when an LLM strategy has no provider.
 * @example
 * if (!providerFromEnv(process.env)) { console.error(`pith: ${LLM_ENV_HELP}`); process.exit(2); }
 */
export const LLM_ENV_HELP =
  'no LLM provider configured: expected PITH_LLM_BASE_URL and PITH_LLM_MODEL (plus PITH_LLM_API_KEY if the server needs one) or PITH_LLM_LOCAL=<model id or path>, found none of them set';

/**
 * The provider the environment describes, or `undefined` when none is configured:
 * - `PITH_LLM_BASE_URL` + `PITH_LLM_MODEL` (+ `PITH_LLM_API_KEY`) → {@link openaiProvider};
 * - `PITH_LLM_LOCAL=<model id or path>` (+ `PITH_LLM_DTYPE`, e.g. fp16) → {@link transformersProvider}.
 * Empty values count as unset. A half or double configuration is an `OptionsError` naming the variable.
 * @example
 * const llm = providerFromEnv(process.env);
 * if (!llm) throw new OptionsError(LLM_ENV_HELP);
 */
export function providerFromEnv(env: Record<string, string | undefined>): LlmProvider | undefined {
  const get = (key: string): string | undefined => {
    const v = env[key]?.trim();
    return v ? v : undefined;
  };
  const baseURL = get('PITH_LLM_BASE_URL');
  const model = get('PITH_LLM_MODEL');
  const apiKey = get('PITH_LLM_API_KEY');
  const local = get('PITH_LLM_LOCAL');
  const dtype = get('PITH_LLM_DTYPE');

  if (local !== undefined) {
    if (baseURL !== undefined) {
      throw new OptionsError('expected either PITH_LLM_LOCAL or PITH_LLM_BASE_URL, found both set');
    }
    // PITH_LLM_LOCAL names the local model itself: a second model name would be silently dropped.
    if (model !== undefined) {
      throw new OptionsError('expected either PITH_LLM_LOCAL (the local model) or PITH_LLM_MODEL (a server model), found both set');
    }
    return renamed('PITH_LLM_DTYPE', /^transformersProvider: dtype: /, () => transformersProvider({ model: local, dtype }));
  }
  if (baseURL === undefined && model === undefined) {
    if (apiKey !== undefined) {
      throw new OptionsError('PITH_LLM_API_KEY is set: expected PITH_LLM_BASE_URL and PITH_LLM_MODEL too, found neither');
    }
    return undefined;
  }
  if (baseURL === undefined) throw new OptionsError('PITH_LLM_MODEL is set: expected PITH_LLM_BASE_URL too, found it unset');
  if (model === undefined) throw new OptionsError('PITH_LLM_BASE_URL is set: expected PITH_LLM_MODEL too, found it unset');
  return renamed('PITH_LLM_BASE_URL', /^openaiProvider: baseURL: /, () => openaiProvider({ baseURL, model, apiKey }));
}

/** `make()`, with an OptionsError about the option `prefix` names re-worded to name `variable` instead. */
function renamed(variable: string, prefix: RegExp, make: () => LlmProvider): LlmProvider {
  try {
    return make();
  } catch (cause) {
    if (cause instanceof OptionsError && prefix.test(cause.message)) {
      throw new OptionsError(`${variable}: ${cause.message.replace(prefix, '')}`, { cause });
    }
    throw cause;
  }
}
