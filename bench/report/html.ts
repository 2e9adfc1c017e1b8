/** @module bench/report/html — the self-contained HTML report (inline CSS and SVG, no external URLs). */
import type { BenchReport } from '../retention/bench.js';
import { driftCharts, headlineTable, problems, ratioChart, salienceTable, timeBars, typeBars } from './sections.js';
import { esc } from './svg.js';

const CSS = `body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1060px;color:#222;padding:0 16px}
h1{font-size:22px;margin-bottom:4px}h2{font-size:17px;margin-top:32px;border-bottom:1px solid #ddd;padding-bottom:4px}
h3{font-size:14px;margin:16px 0 4px}table{border-collapse:collapse;margin:8px 0;font-variant-numeric:tabular-nums}
th,td{padding:4px 8px;border-bottom:1px solid #eee;text-align:right}th:first-child{text-align:left}
thead th{background:#f6f6f6;font-weight:600;vertical-align:bottom}.meta{color:#666}.note{color:#666;margin:4px 0}
.pick{background:#eef6ee;border:1px solid #b9dcb9;padding:10px 14px;border-radius:6px}.bad{color:#b00;font-weight:700}
.warn{color:#a60}.ok{color:#2a2}.msg{text-align:left;font-size:12px;color:#666;max-width:420px}
details{margin:8px 0}code{background:#f3f3f3;padding:0 3px;border-radius:3px}svg{max-width:100%;height:auto}`;

const METHOD = `<ul>
<li><b>Retention</b>: share of probes whose fact survives in the compressed context (every pattern present as a whole token, case and whitespace ignored; a correction fails when only the stale value is left). Micro-averaged over all probe checks; a run that throws (e.g. <code>BudgetError</code>) counts its probes as lost and is listed under errors.</li>
<li><b>Blind</b>: one <code>compress</code> per scenario and budget, no query, all probes checked. <b>Query-aware</b>: one <code>compress</code> per probe with the probe's question as <code>query</code>; only that probe is checked.</li>
<li><b>Budgets</b>: fractions of each scenario's original tokens, and fixed sizes (skipped when not smaller than the original). A level below the system and last 2 messages of a scenario is skipped for every strategy and listed under errors. <code>full</code> always runs at the original size: the upper bound.</li>
<li><b>Ratio</b>: mean of original ÷ compressed tokens per run. <b>Violations</b>: output over budget under <code>countTokens</code> with the same tokenizer (must be 0).</li>
<li><b>Incremental</b>: messages are appended one by one; when <code>shouldCompress</code> fires at 90% of the window the context is compressed to 50% of it; probes whose fact was introduced so far are checked after compressions 1, 2, 3 and at the end. Only scenarios larger than 90% of the window take part.</li>
<li><b>Salience</b> (Instinct8): key words are content words of ≥ 3 letters or with a digit. An item survives when ≥ 50% of its key words occur in the text. Recall = salient items that survive ÷ salient items; precision = kept original sentences that contain a salient item ÷ kept original sentences.</li>
</ul>`;

/**
 * Build the report page from a benchmark result: recommendation, headline table, retention vs
 * ratio (blind and query-aware), per-type bars, time per strategy, drift curves, salience,
 * problems, scenarios and method. Self-contained: no scripts, styles or images from elsewhere.
 * @example
 * writeFileSync('bench/results/latest.html', buildHtml(report));
 */
export function buildHtml(r: BenchReport): string {
  const probes = r.scenarios.reduce((n, s) => n + s.probes, 0);
  const pick = r.recommendation
    ? `<div class="pick"><b>Pick <code>${esc(r.recommendation.strategy)}</code></b>: ${esc(r.recommendation.why)}.</div>`
    : '';
  const hasQuery = r.cells.some((c) => c.mode === 'query');
  const scenarios = r.scenarios
    .map((s) => `<tr><th>${esc(s.id)}</th><td style="text-align:left">${esc(s.title)}</td><td>${esc(s.domain)}</td><td>${esc(s.source)}</td><td>${s.messages}</td><td>${s.tokens.toLocaleString('en-US')}</td><td>${s.probes}</td></tr>`)
    .join('');
  const skipped = r.skipped.length ? `<p class="note">Skipped: ${r.skipped.map(esc).join('; ')}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>pith retention benchmark ${esc(r.date)}</title><style>${CSS}</style></head><body>
<h1>pith retention benchmark</h1>
<p class="meta">${esc(r.date)} · ${r.scenarios.length} scenarios · ${probes} probes · ${r.strategies.length} strategies · tokenizer ${esc(r.config.tokenizer)} · Node ${esc(r.node)} · ${esc(r.cpu)} × ${r.cores} · ran ${r.runtimeS.toFixed(0)} s${r.config.quick ? ' · <b>quick run</b>' : ''}</p>
${pick}
<h2>Retention per strategy and budget</h2>
<p class="note">Bold: best compressing strategy of the column. Hover a cell for probes, ratio and tokens.</p>
${headlineTable(r)}
<h2>Retention vs compression ratio — blind</h2>${ratioChart(r, 'blind')}
${hasQuery ? `<h2>Retention vs compression ratio — query-aware</h2>${ratioChart(r, 'query')}` : ''}
<h2>Retention per probe type</h2>${typeBars(r)}
<h2>Time per strategy</h2>${timeBars(r)}
<h2>Drift: retention across repeated compression</h2>${driftCharts(r)}
${salienceTable(r)}
<h2>Budget violations and errors</h2>${problems(r)}
<h2>Scenarios</h2><details><summary>${r.scenarios.length} scenarios</summary>
<table><thead><tr><th>id</th><th>title</th><th>domain</th><th>source</th><th>messages</th><th>tokens</th><th>probes</th></tr></thead><tbody>${scenarios}</tbody></table></details>${skipped}
<h2>Method</h2>${METHOD}
</body></html>
`;
}
