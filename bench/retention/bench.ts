/** @module bench/retention/bench — run the whole retention benchmark and return the report object. */
import { cpus } from 'node:os';
import { STRATEGY_NAMES } from '../../src/platform/node.js';
import { registerBm25 } from '../baselines/bm25.js';
import { checkStrategies, strategiesOf, type BenchConfig } from './config.js';
import { runIncremental, type IncrementalRecord } from './incremental.js';
import { runnable } from './llm.js';
import { createProgress } from './progress.js';
import { countStaticRuns, runStatic, scenarioTokens, unsatisfiable, type RunRecord } from './static-run.js';
import { recommend, summarize, summarizeDrift, summarizeTimes, type Cell, type DriftCell, type Recommendation, type StrategyTime } from './summary.js';
import { PROBE_TYPES, type Scenario } from './types.js';
import { warmUp } from './warm-up.js';

/** A scenario as the report lists it. */
export interface ScenarioInfo {
  id: string;
  title: string;
  domain: string;
  source: Scenario['source'];
  messages: number;
  tokens: number;
  probes: number;
  salience: number;
}

/** Everything `bench/results/<date>.json` holds; the HTML report is built from it. */
export interface BenchReport {
  date: string;
  node: string;
  cpu: string;
  cores: number;
  runtimeS: number;
  config: BenchConfig;
  strategies: string[];
  probeTypes: string[];
  scenarios: ScenarioInfo[];
  /** Scenarios that could not be loaded (e.g. Instinct8 templates), with the reason. */
  skipped: string[];
  /** Strategies not run, with the reason (LLM strategies without a configured provider). */
  skippedStrategies: string[];
  /** Scenario × level pairs not run: the budget is below system + last 2 messages for every strategy. */
  unsatisfiable: ReturnType<typeof unsatisfiable>;
  cells: Cell[];
  /** Median and p95 time of one compression per strategy, over all its static runs. */
  times: StrategyTime[];
  drift: DriftCell[];
  recommendation: Recommendation | null;
  /** Per-call details: passes are counted; failed probe ids are kept, those showing a stale value apart. */
  runs: Array<Omit<RunRecord, 'probes'> & { passed: number; failed: string[]; stale?: string[] }>;
  incremental: Array<Omit<IncrementalRecord, 'points'> & { points: Array<{ point: string; at: number; tokens: number; passed: number; total: number }> }>;
}

/**
 * Run blind, query-aware and incremental modes over `scenarios` and summarise them. Registers
 * the `bm25` baseline and warms every strategy up once before timing. An unknown strategy name
 * throws BenchArgsError before anything runs.
 * @example
 * const report = await runBenchmark(await loadScenarios({ small: true }), parseArgs(['--quick']));
 * report.cells.find((c) => c.strategy === 'pith' && c.level === '1/4')
 */
export async function runBenchmark(scenarios: readonly Scenario[], config: BenchConfig, skipped: string[] = []): Promise<BenchReport> {
  const started = performance.now();
  registerBm25();
  checkStrategies(config.strategies, STRATEGY_NAMES);
  const { run: strategies, skipped: skippedStrategies } = runnable(strategiesOf(config, STRATEGY_NAMES));
  await warmUp(strategies);
  const tokens = await scenarioTokens(scenarios, config.tokenizer);

  const bar = createProgress(countStaticRuns(scenarios, strategies, config, tokens), 'static', config.verbose);
  const records = await runStatic(scenarios, strategies, config, tokens, (what) => bar.tick(what));
  bar.done();

  const compressing = strategies.filter((s) => s !== 'full');
  const jobs = config.windows.flatMap((w) =>
    scenarios.filter((s) => tokens.get(s.id)!.original > config.fireAt * w).flatMap((s) => compressing.map((strategy) => ({ s, strategy, w }))),
  );
  const inc = createProgress(jobs.length, 'incremental', config.verbose);
  const incremental: IncrementalRecord[] = [];
  for (const j of jobs) {
    incremental.push(await runIncremental(j.s, j.strategy, j.w, config));
    inc.tick(`${j.s.id} ${j.strategy} ${j.w}`);
  }
  inc.done();

  const cells = summarize(records, PROBE_TYPES);
  const cpu = cpus();
  return {
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    runtimeS: (performance.now() - started) / 1000,
    config,
    strategies,
    probeTypes: [...PROBE_TYPES],
    scenarios: scenarios.map((s) => ({
      id: s.id,
      title: s.title,
      domain: s.domain,
      source: s.source,
      messages: s.messages.length,
      tokens: tokens.get(s.id)!.original,
      probes: s.probes.length,
      salience: s.salience?.length ?? 0,
    })),
    skipped,
    skippedStrategies,
    unsatisfiable: unsatisfiable(scenarios, config, tokens),
    cells,
    times: summarizeTimes(records),
    drift: summarizeDrift(incremental),
    recommendation: recommend(cells),
    runs: records.map(({ probes, ...r }) => {
      const stale = probes.filter((p) => !p.pass && p.reason.startsWith('stale')).map((p) => p.id);
      return { ...r, ms: Math.round(r.ms * 1000) / 1000, passed: probes.filter((p) => p.pass).length, failed: probes.filter((p) => !p.pass).map((p) => p.id), ...(stale.length ? { stale } : {}) };
    }),
    incremental: incremental.map(({ points, ...r }) => ({
      ...r,
      points: points.map(({ probes, ...p }) => ({ ...p, passed: probes.filter((x) => x.pass).length, total: probes.length })),
    })),
  };
}
