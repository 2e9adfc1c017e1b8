/** @module bench/retention/write — write a run's JSON and HTML results (and latest.html). */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildHtml } from '../report/html.js';
import type { BenchReport } from './bench.js';

/**
 * Write `<out>/<date>.json`, `<out>/<date>.html` and `<out>/latest.html` (quick runs: `quick-<date>.*`
 * and no latest copy, so tests never overwrite a real report); returns the paths.
 * @example
 * writeResults(report, 'bench/results') // { json: 'bench/results/2026-11-22.json', html: '…' }
 */
export function writeResults(report: BenchReport, out: string): { json: string; html: string } {
  mkdirSync(out, { recursive: true });
  const base = join(out, `${report.config.quick ? 'quick-' : ''}${report.date}`);
  // Summaries indented for reading; the per-call lists one object per line to keep the file small.
  const { runs, incremental, ...summary } = report;
  const lines = (xs: readonly unknown[]): string => `[\n${xs.map((x) => JSON.stringify(x)).join(',\n')}\n]`;
  const head = JSON.stringify(summary, null, 1).slice(0, -2);
  writeFileSync(`${base}.json`, `${head},\n"runs": ${lines(runs)},\n"incremental": ${lines(incremental)}\n}\n`);
  writeFileSync(`${base}.html`, buildHtml(report));
  if (!report.config.quick) copyFileSync(`${base}.html`, join(out, 'latest.html'));
  return { json: `${base}.json`, html: `${base}.html` };
}
