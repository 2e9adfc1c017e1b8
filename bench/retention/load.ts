/** @module bench/retention/load — the scenarios of a run: generated, handwritten and Instinct8. */
import { loadScenarios } from '../scenarios/index.js';
import { BenchArgsError, type BenchConfig } from './config.js';
import { loadInstinct8 } from './instinct8.js';
import type { Scenario } from './types.js';

/**
 * The scenarios of a run: the generated and handwritten set plus the Instinct8 templates that
 * load (quick: the first 2 small scenarios only), filtered by `--only`; an `--only` that matches
 * no scenario throws BenchArgsError.
 * @example
 * const { scenarios, skipped } = await scenariosFor(parseArgs(['--quick']));
 */
export async function scenariosFor(config: BenchConfig): Promise<{ scenarios: Scenario[]; skipped: string[] }> {
  let scenarios: Scenario[];
  const skipped: string[] = [];
  if (config.quick) scenarios = loadScenarios({ small: true }).slice(0, 2);
  else {
    scenarios = loadScenarios();
    try {
      const inst = loadInstinct8();
      const seen = new Set(scenarios.map((s) => s.id));
      scenarios.push(...inst.scenarios.filter((s) => !seen.has(s.id)));
      skipped.push(...inst.skipped.map((s) => `${s.file}: ${s.reason}`));
    } catch (e) {
      // The shared data checkout is optional: the generated scenarios still run.
      skipped.push(`Instinct8: ${(e as Error).message}`);
    }
  }
  if (config.only.length) {
    const all = scenarios;
    scenarios = all.filter((s) => config.only.some((o) => s.id.includes(o)));
    // A typo in --only would otherwise run nothing and write an empty report over the real one.
    if (!scenarios.length) throw new BenchArgsError(`only: expected part of a scenario id (${all.map((s) => s.id).join(', ')}), found ${config.only.map((o) => `"${o}"`).join(', ')}, which matches none`);
  }
  return { scenarios, skipped };
}
