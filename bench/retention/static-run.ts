/** @module bench/retention/static-run — blind and query-aware runs over scenarios × strategies × budgets. */
import { countTokens } from '../../src/platform/node.js';
import type { LlmUsage } from '../../src/llm/types.js';
import { budgetFor, type BenchConfig, type BudgetSpec } from './config.js';
import { evaluateRun, type ProbeResult } from './evaluate.js';
import { contextText } from './probe-check.js';
import { salienceScore, type SalienceScore } from './salience.js';
import type { Scenario } from './types.js';

/** Blind: no query. Query-aware: the probe's question as `query`, one run per probe. */
export type Mode = 'blind' | 'query';

/** One compress call as written to the results file. */
export interface RunRecord {
  scenario: string;
  strategy: string;
  mode: Mode;
  /** Budget level label ("1/4", "2000"). */
  level: string;
  budget: number;
  originalTokens: number;
  compressedTokens: number | null;
  ms: number;
  violation: boolean;
  error?: string;
  probes: ProbeResult[];
  /** LLM calls and tokens spent (LLM strategies). */
  llm?: LlmUsage;
  /** Blind runs of scenarios that list salient items. */
  salience?: SalienceScore;
}

/** Token facts of a scenario: its size and the floor no strategy can go below. */
export interface ScenarioTokens {
  original: number;
  /** System messages plus the last 2 messages (kept verbatim by every strategy by default). */
  floor: number;
}

/**
 * Token facts of the scenarios, with the run's tokenizer.
 * @example
 * const tokens = await scenarioTokens(scenarios, 'estimate'); tokens.get('support-desk')?.original
 */
export async function scenarioTokens(scenarios: readonly Scenario[], tokenizer: BenchConfig['tokenizer']): Promise<Map<string, ScenarioTokens>> {
  const out = new Map<string, ScenarioTokens>();
  for (const s of scenarios) {
    const n = s.messages.length;
    const floor = await countTokens(s.messages.filter((m, i) => m.role === 'system' || i >= n - 2), { tokenizer });
    out.set(s.id, { original: await countTokens(s.messages, { tokenizer }), floor });
  }
  return out;
}

/**
 * The budget of a level for a scenario, or null when the level is skipped: a fixed budget not
 * below the original, or a budget below the floor (system + last 2 messages), which no strategy
 * can meet, so it would only measure the same BudgetError for everyone.
 * @example
 * levelBudget(parseBudget('1/16'), { original: 232, floor: 120 }) // null
 */
export function levelBudget(spec: BudgetSpec, t: ScenarioTokens): number | null {
  const b = budgetFor(spec, t.original);
  return b === null || b < t.floor ? null : b;
}

/**
 * Scenario × level pairs skipped because the budget is below the floor (listed in the report).
 * @example
 * unsatisfiable(scenarios, config, tokens) // [{ scenario: 'test-simple', mode: 'blind', level: '1/16', budget: 14, floor: 120 }]
 */
export function unsatisfiable(scenarios: readonly Scenario[], config: BenchConfig, tokens: ReadonlyMap<string, ScenarioTokens>) {
  return scenarios.flatMap((s) => {
    const t = tokens.get(s.id)!;
    const below = (mode: Mode, specs: BudgetSpec[]) =>
      specs.flatMap((spec) => {
        const b = budgetFor(spec, t.original);
        return b !== null && b < t.floor ? [{ scenario: s.id, mode, level: spec.label, budget: b, floor: t.floor }] : [];
      });
    return [...below('blind', config.blind), ...below('query', config.query)];
  });
}

/**
 * Number of compress calls {@link runStatic} will make (for the progress bar).
 * @example
 * countStaticRuns(scenarios, ['pith'], config, tokens)
 */
export function countStaticRuns(scenarios: readonly Scenario[], strategies: readonly string[], config: BenchConfig, tokens: ReadonlyMap<string, ScenarioTokens>): number {
  let n = 0;
  for (const s of scenarios) {
    const levels = (specs: BudgetSpec[]): number => specs.filter((b) => levelBudget(b, tokens.get(s.id)!) !== null).length;
    n += strategies.length * (levels(config.blind) + levels(config.query) * s.probes.length);
  }
  return n;
}

/**
 * Run every strategy at every budget level of both static modes. `full` runs at the original
 * size (the upper bound) under every level label; levels below the floor are skipped. `onStep` is called after each compress call.
 * @example
 * const records = await runStatic(scenarios, ['full', 'pith'], config, tokens, () => bar.tick());
 */
export async function runStatic(
  scenarios: readonly Scenario[],
  strategies: readonly string[],
  config: BenchConfig,
  tokens: ReadonlyMap<string, ScenarioTokens>,
  onStep: (what: string) => void = () => {},
): Promise<RunRecord[]> {
  const records: RunRecord[] = [];
  for (const s of scenarios) {
    const t = tokens.get(s.id)!;
    const original = t.original;
    const originalTexts = s.messages.filter((m) => m.role !== 'system').map((m) => contextText([m]));
    for (const strategy of strategies) {
      const base = { scenario: s.id, strategy, originalTokens: original };
      for (const spec of config.blind) {
        const level = levelBudget(spec, t);
        if (level === null) continue;
        const budget = strategy === 'full' ? original : level;
        const r = await evaluateRun({ messages: s.messages, strategy, budget, probes: s.probes, tokenizer: config.tokenizer });
        const salience = s.salience?.length && !r.error ? salienceScore(originalTexts, contextText(r.output), s.salience) : undefined;
        records.push({ ...base, mode: 'blind', level: spec.label, budget, ...strip(r), ...(salience ? { salience } : {}) });
        onStep(`${s.id} ${strategy} ${spec.label}`);
      }
      for (const spec of config.query) {
        const level = levelBudget(spec, t);
        if (level === null) continue;
        const budget = strategy === 'full' ? original : level;
        for (const probe of s.probes) {
          const r = await evaluateRun({ messages: s.messages, strategy, budget, query: probe.question, probes: [probe], tokenizer: config.tokenizer });
          records.push({ ...base, mode: 'query', level: spec.label, budget, ...strip(r) });
          onStep(`${s.id} ${strategy} ${spec.label} q`);
        }
      }
    }
  }
  return records;
}

function strip<T extends { output: unknown }>(r: T): Omit<T, 'output'> {
  const { output: _output, ...rest } = r;
  return rest;
}
