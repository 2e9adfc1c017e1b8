/** @module bench/report/sections — the HTML sections of the retention report, one function each. */
import type { BenchReport } from '../retention/bench.js';
import type { Cell } from '../retention/summary.js';
import { ms, pct } from '../retention/table.js';
import { barChart, esc, lineChart } from './svg.js';

const PALETTE = ['#555555', '#d62728', '#ff7f0e', '#8c564b', '#2ca02c', '#9467bd', '#1f77b4', '#17becf', '#e377c2', '#bcbd22'];

/**
 * A fixed color per strategy (its index in the report's strategy list).
 * @example
 * colorOf(report, 'pith') // '#1f77b4'
 */
export function colorOf(report: BenchReport, strategy: string): string {
  const i = report.strategies.indexOf(strategy);
  return PALETTE[(i < 0 ? report.strategies.length : i) % PALETTE.length];
}

const levels = (r: BenchReport, mode: Cell['mode']): string[] => [...new Set(r.cells.filter((c) => c.mode === mode).map((c) => c.level))];
const cellOf = (r: BenchReport, s: string, mode: Cell['mode'], level: string): Cell | undefined =>
  r.cells.find((c) => c.strategy === s && c.mode === mode && c.level === level);

/**
 * The blind level the per-type and timing charts use: 1/8 when it ran, else the first blind level.
 * @example
 * referenceLevel(report) // '1/8'
 */
export function referenceLevel(r: BenchReport): { mode: Cell['mode']; level: string } | null {
  const blind = levels(r, 'blind');
  if (blind.length) return { mode: 'blind', level: blind.includes('1/8') ? '1/8' : blind[0] };
  const query = levels(r, 'query');
  return query.length ? { mode: 'query', level: query[0] } : null;
}

/**
 * The headline table: retention per strategy and level; the best compressing strategy of each
 * column is bold; violations and errors are flagged; median and p95 time of one compression over
 * all of the strategy's runs.
 * @example
 * headlineTable(report)
 */
export function headlineTable(r: BenchReport): string {
  const cols = [...levels(r, 'blind').map((l) => ['blind', l] as const), ...levels(r, 'query').map((l) => ['query', l] as const)];
  const best = cols.map(([m, l]) => Math.max(...r.strategies.filter((s) => s !== 'full').map((s) => cellOf(r, s, m, l)?.retention.retention ?? -1)));
  const head = cols.map(([m, l]) => `<th>${m === 'blind' ? 'blind' : 'query-aware'}<br>${esc(l)}</th>`).join('');
  const rows = r.strategies.map((s) => {
    const own = r.cells.filter((c) => c.strategy === s);
    const tds = cols.map(([m, l], i) => {
      const c = cellOf(r, s, m, l);
      const v = c?.retention.retention ?? null;
      const strong = s !== 'full' && v !== null && v === best[i];
      const size = c && c.ratio !== null && c.compressedTokens !== null ? `ratio ${c.ratio.toFixed(1)}× · ${Math.round(c.compressedTokens)} tokens` : 'no output: every run threw';
      const tip = c ? `${c.retention.passed}/${c.retention.total} probes · ${size}` : '';
      return `<td title="${esc(tip)}">${strong ? `<b>${pct(v)}</b>` : pct(v)}</td>`;
    });
    const viol = own.reduce((n, c) => n + c.violations, 0);
    const errs = own.reduce((n, c) => n + c.errors, 0);
    const time = r.times?.find((t) => t.strategy === s);
    return `<tr><th style="color:${colorOf(r, s)}">${esc(s)}</th>${tds.join('')}<td class="${viol ? 'bad' : ''}">${viol}</td><td class="${errs ? 'warn' : ''}">${errs}</td><td>${ms(time?.medianMs ?? Number.NaN)}</td><td>${ms(time?.p95Ms ?? Number.NaN)}</td></tr>`;
  });
  return `<table><thead><tr><th>strategy</th>${head}<th>budget<br>violations</th><th>errors</th><th>median<br>ms</th><th>p95<br>ms</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * Retention against achieved compression ratio, one line per strategy, for one mode.
 * @example
 * ratioChart(report, 'blind')
 */
export function ratioChart(r: BenchReport, mode: Cell['mode']): string {
  const series = r.strategies.flatMap((s) => {
    const own = r.cells
      .flatMap((c) => (c.strategy === s && c.mode === mode && c.retention.retention !== null && c.ratio !== null && Number.isFinite(c.ratio) ? [{ c, ratio: c.ratio }] : []))
      .map(({ c, ratio }) => ({ c, x: ratio, y: c.retention.retention!, tip: `${s} @ ${c.level}: ${pct(c.retention.retention)} at ${ratio.toFixed(1)}×` }));
    // Fractions give one comparable curve; fixed budgets mean a different ratio per scenario.
    const points = own.filter((p) => p.c.level.startsWith('1/'));
    const loose = own.filter((p) => !p.c.level.startsWith('1/'));
    return own.length ? [{ name: s, color: colorOf(r, s), points, loose, dashed: s === 'full' }] : [];
  });
  if (!series.length) return '<p>No runs.</p>';
  const note = '<p class="note">Lines join the budgets given as fractions of the original (1/2 … 1/16); hollow markers are fixed budgets (512, 2,000 … tokens). Hover a marker for its level.</p>';
  return note + lineChart({ series, xScale: 'log2', xLabel: 'compression ratio (original ÷ compressed tokens, log scale)', yLabel: 'retention' });
}

/**
 * Per-probe-type retention bars at the reference level.
 * @example
 * typeBars(report)
 */
export function typeBars(r: BenchReport): string {
  const ref = referenceLevel(r);
  if (!ref) return '<p>No runs.</p>';
  const types = r.probeTypes.filter((t) => r.cells.some((c) => (c.byType[t]?.total ?? 0) > 0));
  const series = r.strategies.map((s) => ({
    name: s,
    color: colorOf(r, s),
    values: types.map((t) => cellOf(r, s, ref.mode, ref.level)?.byType[t]?.retention ?? null),
  }));
  return `<p class="note">${ref.mode} mode, budget ${esc(ref.level)} of the original.</p>${barChart({ groups: types, series, unit: 'percent', yLabel: 'retention', width: 900 })}`;
}

/**
 * Median and p95 compress time per strategy at the reference level.
 * @example
 * timeBars(report)
 */
export function timeBars(r: BenchReport): string {
  const ref = referenceLevel(r);
  if (!ref) return '<p>No runs.</p>';
  const cells = r.strategies.map((s) => cellOf(r, s, ref.mode, ref.level));
  const series = [
    { name: 'median', color: '#1f77b4', values: cells.map((c) => c?.medianMs ?? null) },
    { name: 'p95', color: '#aec7e8', values: cells.map((c) => c?.p95Ms ?? null) },
  ];
  return `<p class="note">Wall time of one <code>compress</code> call, ${ref.mode} mode, budget ${esc(ref.level)}.</p>${barChart({ groups: r.strategies, series, unit: 'ms', yLabel: 'milliseconds' })}`;
}

/**
 * The incremental drift curves, one chart per window.
 * @example
 * driftCharts(report)
 */
export function driftCharts(r: BenchReport): string {
  const points = ['1', '2', '3', 'end'];
  const windows = [...new Set(r.drift.map((d) => d.window))];
  if (!windows.length) return '<p>Incremental mode did not run (no scenario exceeds the window).</p>';
  return windows
    .map((w) => {
      const series = r.strategies.flatMap((s) => {
        const own = r.drift.filter((d) => d.window === w && d.strategy === s && d.retention.retention !== null);
        const pts = own.map((d) => ({ x: points.indexOf(d.point), y: d.retention.retention!, tip: `${s} after ${d.point}: ${pct(d.retention.retention)} (${d.retention.passed}/${d.retention.total}, ${d.runs} runs)` }));
        return pts.length ? [{ name: s, color: colorOf(r, s), points: pts }] : [];
      });
      const chart = lineChart({ series, xScale: 'category', categories: ['after 1st', 'after 2nd', 'after 3rd', 'end'], xLabel: 'compression point', yLabel: 'retention', height: 300 });
      return `<h3>Window ${w.toLocaleString('en-US')} tokens</h3>${chart}`;
    })
    .join('') + driftErrors(r);
}

function driftErrors(r: BenchReport): string {
  const bad = r.incremental.filter((x) => x.error);
  if (!bad.length) return '';
  const by = r.strategies.flatMap((s) => {
    const own = bad.filter((x) => x.strategy === s);
    const all = r.incremental.filter((x) => x.strategy === s).length;
    return own.length ? [`${esc(s)} ${own.length}/${all}`] : [];
  });
  return `<p class="note">Runs stopped by an error (the failed point and the end count as lost): ${by.join(', ')}. First: ${esc(bad[0].error!.slice(0, 160))}</p>`;
}

/**
 * Salience precision/recall per strategy and blind level (Instinct8 templates), or '' when none.
 * @example
 * salienceTable(report)
 */
export function salienceTable(r: BenchReport): string {
  const cells = r.cells.filter((c) => c.salience);
  if (!cells.length) return '';
  const lv = [...new Set(cells.map((c) => c.level))];
  const rows = r.strategies.map((s) => `<tr><th>${esc(s)}</th>${lv.map((l) => {
    const c = cells.find((x) => x.strategy === s && x.level === l);
    return `<td>${c ? `${pct(c.salience!.precision)} / ${pct(c.salience!.recall)}` : '–'}</td>`;
  }).join('')}</tr>`);
  return `<h2>Salience (Instinct8): precision / recall</h2><table><thead><tr><th>strategy</th>${lv.map((l) => `<th>blind ${esc(l)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * Where anything went wrong: violations (must be 0) and errors, with one sample message.
 * @example
 * problems(report)
 */
export function problems(r: BenchReport): string {
  const bad = r.cells.filter((c) => c.violations || c.errors);
  const n = r.unsatisfiable?.length ?? 0;
  const skipped = n ? `<p class="note">Not run: ${n} scenario × level pairs whose budget is below the system and last 2 messages (no strategy can meet it), e.g. ${esc(r.unsatisfiable.slice(0, 3).map((u) => `${u.scenario} ${u.mode} ${u.level} (${u.budget} < ${u.floor})`).join(', '))}.</p>` : '';
  if (!bad.length) return `<p class="ok">No budget violations and no errors.</p>${skipped}`;
  const levels = [...new Set(bad.map((c) => `${c.mode} ${c.level}`))];
  const rows = levels.map((l) => {
    const own = bad.filter((c) => `${c.mode} ${c.level}` === l);
    const counts = own.map((c) => `${c.errors}/${c.runs}`);
    const who = new Set(counts).size === 1 && own.length > 1 ? `${own.length} strategies: ${counts[0]} each` : own.map((c, i) => `${c.strategy} ${counts[i]}`).join(', ');
    const viol = own.reduce((k, c) => k + c.violations, 0);
    return `<tr><th>${esc(l)}</th><td class="${viol ? 'bad' : ''}">${viol}</td><td style="text-align:left">${esc(who)}</td><td class="msg">${esc(own.find((c) => c.errorSample)?.errorSample ?? '')}</td></tr>`;
  });
  return `${skipped}<table><thead><tr><th>level</th><th>violations</th><th>errors (runs)</th><th>first error</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
