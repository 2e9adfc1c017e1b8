/** @module bench/retention/llm — the LLM provider of a benchmark run (PITH_LLM_* variables), and which strategies need it. */
import { getStrategy, LLM_ENV_HELP, needsLlm, providerFromEnv, type LlmProvider } from '../../src/platform/node.js';

let provider: { key: string; llm: LlmProvider | undefined } | undefined;

/**
 * The provider the environment configures (made once per configuration); undefined when none is set.
 * @example
 * benchLlm()?.name // 'openai:gpt-4o-mini' when PITH_LLM_BASE_URL and PITH_LLM_MODEL are set
 */
export function benchLlm(): LlmProvider | undefined {
  const key = Object.entries(process.env).filter(([k]) => k.startsWith('PITH_LLM_')).sort().join('\n');
  if (provider?.key !== key) provider = { key, llm: providerFromEnv(process.env) };
  return provider.llm;
}

/**
 * The `llm` option for a strategy: the run's provider when the strategy needs one, else undefined.
 * @example
 * await compress(messages, { budget, strategy, llm: llmFor(strategy) });
 */
export function llmFor(strategy: string): LlmProvider | undefined {
  return needsLlm(getStrategy(strategy)) ? benchLlm() : undefined;
}

/**
 * Split the strategies of a run: LLM strategies run only when a provider is configured; the others
 * are listed as skipped, with the reason.
 * @example
 * runnable(['pith', 'salience']) // { run: ['pith'], skipped: ['salience: no LLM provider configured: …'] } without PITH_LLM_*
 */
export function runnable(strategies: readonly string[]): { run: string[]; skipped: string[] } {
  const llm = benchLlm();
  const needs = (s: string) => needsLlm(getStrategy(s));
  return {
    run: strategies.filter((s) => llm || !needs(s)),
    skipped: llm ? [] : strategies.filter(needs).map((s) => `${s}: ${LLM_ENV_HELP}`),
  };
}
