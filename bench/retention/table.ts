/** @module bench/retention/table — terminal tables of the retention benchmark. */
import type { Cell, DriftCell, StrategyTime } from './summary.js';

/**
 * A percentage with one decimal, or '–' for none.
 * @example
 * pct(0.8125) // '81.3%'; pct(null) // '–'
 */
export function pct(x: number | null | undefined): string {
  return x === null || x === undefined || Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)}%`;
}

/**
 * Milliseconds: two decimals under 10, one under 100, none above; '–' for NaN.
 * @example
 * ms(3.14159) // '3.14'; ms(123.4) // '123'
 */
export function ms(x: number): string {
  if (Number.isNaN(x)) return '–';
  return x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0);
}

/**
 * Align a header and rows: the first column left, the rest right.
 * @example
 * formatRows(['a', 'b'], [['x', '1']]) // 'a  b\n-  -\nx  1'
 */
export function formatRows(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const levelsOf = (cells: readonly Cell[], mode: Cell['mode']): string[] => [...new Set(cells.filter((c) => c.mode === mode).map((c) => c.level))];

/**
 * Retention per strategy and level (blind, then query-aware), with violations, errors, and the
 * median and p95 time of one compression over all of the strategy's runs (`report.times`).
 * @example
 * console.log(retentionTable(report.cells, report.strategies, report.times));
 */
export function retentionTable(cells: readonly Cell[], strategies: readonly string[], times: readonly StrategyTime[]): string {
  const blind = levelsOf(cells, 'blind');
  const query = levelsOf(cells, 'query');
  // LLM columns only when an LLM strategy ran: calls and tokens spent beside retention.
  const llm = cells.some((c) => c.llm);
  const head = ['strategy', ...blind.map((l) => `blind ${l}`), ...query.map((l) => `query ${l}`), 'viol', 'err', 'med ms', 'p95 ms', ...(llm ? ['llm calls', 'llm tokens', 'fallbacks'] : [])];
  const rows = strategies.map((s) => {
    const own = cells.filter((c) => c.strategy === s);
    const at = (mode: Cell['mode'], l: string): string => pct(own.find((c) => c.mode === mode && c.level === l)?.retention.retention);
    const time = times.find((t) => t.strategy === s);
    return [
      s,
      ...blind.map((l) => at('blind', l)),
      ...query.map((l) => at('query', l)),
      String(own.reduce((n, c) => n + c.violations, 0)),
      String(own.reduce((n, c) => n + c.errors, 0)),
      ms(time?.medianMs ?? Number.NaN),
      ms(time?.p95Ms ?? Number.NaN),
      ...(llm ? llmColumns(own) : []),
    ];
  });
  return formatRows(head, rows);
}

function llmColumns(own: readonly Cell[]): string[] {
  const used = own.filter((c) => c.llm);
  if (!used.length) return ['–', '–', '–'];
  const sum = (k: 'calls' | 'tokens' | 'fallbacks') => String(used.reduce((n, c) => n + c.llm![k], 0));
  return [sum('calls'), sum('tokens'), sum('fallbacks')];
}

/**
 * Retention per probe type for one mode and level.
 * @example
 * console.log(typeTable(cells, strategies, types, 'blind', '1/8'));
 */
export function typeTable(cells: readonly Cell[], strategies: readonly string[], types: readonly string[], mode: Cell['mode'], level: string): string {
  const rows = strategies.flatMap((s) => {
    const c = cells.find((x) => x.strategy === s && x.mode === mode && x.level === level);
    return c ? [[s, ...types.map((t) => pct(c.byType[t]?.retention)), pct(c.retention.retention)]] : [];
  });
  return formatRows([`${mode} ${level}`, ...types, 'all'], rows);
}

/**
 * The drift curve as a table: retention after compression 1, 2, 3 and at the end.
 * @example
 * console.log(driftTable(drift, strategies));
 */
export function driftTable(drift: readonly DriftCell[], strategies: readonly string[]): string {
  const windows = [...new Set(drift.map((d) => d.window))];
  const points = ['1', '2', '3', 'end'];
  const rows = windows.flatMap((w) =>
    strategies.flatMap((s) => {
      const own = drift.filter((d) => d.window === w && d.strategy === s);
      if (!own.length) return [];
      return [[s, String(w), ...points.map((p) => {
        const d = own.find((x) => x.point === p);
        return d ? `${pct(d.retention.retention)} (${d.runs})` : '–';
      })]];
    }),
  );
  return formatRows(['strategy', 'window', 'after 1', 'after 2', 'after 3', 'end'], rows);
}
