// Retention benchmark report: the HTML builder, terminal tables and result files.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHtml } from '../../bench/report/html.js';
import { esc } from '../../bench/report/svg.js';
import { runBenchmark, type BenchReport } from '../../bench/retention/bench.js';
import { parseArgs } from '../../bench/retention/config.js';
import { BENCH_FIXTURES } from '../../bench/retention/fixtures.js';
import { writeResults } from '../../bench/retention/write.js';
import { formatRows, ms, pct, retentionTable } from '../../bench/retention/table.js';

let report: BenchReport;
let html: string;

beforeAll(async () => {
  const config = { ...parseArgs(['--quick', '--silent']), windows: [1200] };
  report = await runBenchmark(BENCH_FIXTURES, config);
  html = buildHtml(report);
});

describe('buildHtml', () => {
  it('names every strategy and draws every chart', () => {
    for (const s of report.strategies) expect(html).toContain(`>${s}<`);
    expect(html).toMatch(/<b>Pick <code>\w+<\/code><\/b>/);
    for (const h of ['Retention vs compression ratio — blind', 'query-aware', 'Retention per probe type', 'Time per strategy', 'Drift']) expect(html).toContain(h);
    expect(html.match(/<svg /g)?.length).toBe(html.match(/<\/svg>/g)?.length);
    expect(html.match(/<svg /g)!.length).toBeGreaterThanOrEqual(5);
  });
  it('formats numbers: percentages with one decimal, no raw floats', () => {
    expect(html).toContain('100.0%');
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).not.toMatch(/\d\.\d{4,}/);
    expect(text).not.toMatch(/NaN|undefined|Infinity/);
  });
  it('is self-contained: no external URLs, scripts or stylesheets', () => {
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(/i);
  });
  it('escapes scenario text', () => {
    const evil: BenchReport = { ...report, scenarios: [{ ...report.scenarios[0], title: '<img src=x onerror=alert(1)>' }] };
    expect(buildHtml(evil)).not.toContain('<img');
    expect(esc('a<b & "c"')).toBe('a&lt;b &amp; &quot;c&quot;');
  });
});

describe('terminal tables and files', () => {
  it('formats cells and aligns columns', () => {
    expect(pct(0.8125)).toBe('81.3%');
    expect(pct(null)).toBe('–');
    expect(ms(3.14159)).toBe('3.14');
    expect(ms(123.4)).toBe('123');
    expect(formatRows(['a', 'bb'], [['x', '1']])).toBe('a  bb\n-  --\nx   1');
    const table = retentionTable(report.cells, report.strategies, report.times);
    expect(table.split('\n')[0]).toMatch(/^strategy\s+blind 1\/4\s+blind 1\/8\s+query 1\/8\s+viol\s+err/);
    expect(table).toMatch(/^full\s+100\.0%\s+100\.0%\s+100\.0%\s+0\s+0/m);
  });
  it('writes quick-<date>.json and .html, and no latest.html for quick runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pith-bench-'));
    const paths = writeResults(report, dir);
    expect(readdirSync(dir).sort()).toEqual([`quick-${report.date}.html`, `quick-${report.date}.json`]);
    const json = JSON.parse(readFileSync(paths.json, 'utf8')) as BenchReport;
    expect(json.cells.length).toBe(report.cells.length);
    const full = writeResults({ ...report, config: { ...report.config, quick: false } }, dir);
    expect(readFileSync(join(dir, 'latest.html'), 'utf8')).toBe(readFileSync(full.html, 'utf8'));
  });
});
