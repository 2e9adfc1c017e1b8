/** @module bench/retention/run — `npm run bench`: the retention benchmark, tables, JSON and HTML report. */
import { runBenchmark } from './bench.js';
import { STRATEGY_NAMES } from '../../src/platform/node.js';
import { registerBm25 } from '../baselines/bm25.js';
import { BenchArgsError, checkStrategies, parseArgs } from './config.js';
import { scenariosFor } from './load.js';
import { writeResults } from './write.js';
import { driftTable, retentionTable, typeTable } from './table.js';

async function main(): Promise<void> {
  const config = parseArgs(process.argv.slice(2));
  registerBm25();
  checkStrategies(config.strategies, STRATEGY_NAMES); // before any output: a typo is one line on stderr
  const { scenarios, skipped } = await scenariosFor(config);
  const probes = scenarios.reduce((n, s) => n + s.probes.length, 0);
  console.log(`pith retention benchmark: ${scenarios.length} scenarios, ${probes} probes, tokenizer ${config.tokenizer}${config.quick ? ' (quick)' : ''}`);
  for (const s of skipped) console.log(`  skipped: ${s}`);
  const report = await runBenchmark(scenarios, config, skipped);
  const why = new Map<string, string[]>();
  for (const s of report.skippedStrategies) {
    const at = s.indexOf(': ');
    why.set(s.slice(at + 2), [...(why.get(s.slice(at + 2)) ?? []), s.slice(0, at)]);
  }
  for (const [reason, names] of why) console.log(`  skipped strategies ${names.join(', ')}: ${reason}`);
  const { strategies, cells, probeTypes } = report;
  console.log(`\nRetention (share of probes whose fact survives)\n\n${retentionTable(cells, strategies, report.times)}`);
  const ref = cells.some((c) => c.mode === 'blind' && c.level === '1/8') ? '1/8' : cells.find((c) => c.mode === 'blind')?.level;
  if (ref) console.log(`\nPer probe type\n\n${typeTable(cells, strategies, probeTypes, 'blind', ref)}`);
  if (report.drift.length) console.log(`\nIncremental drift (retention after compression N; runs in parentheses)\n\n${driftTable(report.drift, strategies)}`);
  const violations = cells.reduce((n, c) => n + c.violations, 0);
  const errors = cells.reduce((n, c) => n + c.errors, 0);
  console.log(`\nbudget violations: ${violations}${violations ? '  <-- MUST BE 0' : ''}; errors: ${errors}; scenario × level pairs below system + last 2 (not run): ${report.unsatisfiable.length}`);
  if (report.recommendation) console.log(`pick: ${report.recommendation.strategy} — ${report.recommendation.why}`);
  const paths = writeResults(report, config.out);
  console.log(`\nwrote ${paths.json}\n      ${paths.html}\nin ${report.runtimeS.toFixed(1)} s`);
  if (violations) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  // A wrong command line is one line on stderr and exit code 2, as with the pith CLI; anything
  // else is a bug in the benchmark and keeps its stack trace.
  if (!(error instanceof BenchArgsError)) throw error;
  process.stderr.write(`pith bench: ${error.message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exitCode = 2;
}
