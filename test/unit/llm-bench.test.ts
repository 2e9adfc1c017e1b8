// The retention benchmark with LLM strategies: skipped without a provider, run against the fixture server with one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBenchmark } from '../../bench/retention/bench.js';
import { parseArgs } from '../../bench/retention/config.js';
import { BENCH_FIXTURES } from '../../bench/retention/fixtures.js';
import { runnable } from '../../bench/retention/llm.js';
import { retentionTable } from '../../bench/retention/table.js';
import { startLlmServer, type LlmServer } from '../fixtures/llm-server.js';

let server: LlmServer;
const saved = { ...process.env };
beforeAll(async () => {
  for (const k of Object.keys(process.env)) if (k.startsWith('PITH_LLM_')) delete process.env[k];
  server = await startLlmServer(({ messages }) => {
    const p = messages.map((m) => m.content).join('\n');
    // naive gets an empty reply: a provider failure without retries, so the test stays fast
    return p.includes('Extract from the conversation') ? 'Everything important: 45 units, ORD-58213.' : '';
  });
});
afterAll(async () => {
  process.env = saved;
  await server.close();
});

describe('benchmark with LLM strategies', () => {
  it('without PITH_LLM_* the LLM strategies are skipped, with the reason', async () => {
    const { run, skipped } = runnable(['pith', 'qtd', 'salience']);
    expect(run).toEqual(['pith']);
    expect(skipped).toHaveLength(2);
    expect(skipped[0]).toMatch(/^qtd: no LLM provider configured: expected PITH_LLM_BASE_URL/);
    const report = await runBenchmark(BENCH_FIXTURES, { ...parseArgs(['--quick', '--silent', '--strategies', 'qtd', '--no-query', '--no-incremental']) });
    expect(report.strategies).not.toContain('qtd');
    expect(report.skippedStrategies.map((s) => s.split(':')[0])).toEqual(['qtd']);
  });

  it('with a provider they run and report LLM calls, tokens and fallbacks beside retention', async () => {
    process.env.PITH_LLM_BASE_URL = server.url;
    process.env.PITH_LLM_MODEL = 'fixture';
    const from = server.requests.length;
    const report = await runBenchmark(BENCH_FIXTURES, { ...parseArgs(['--quick', '--silent', '--strategies', 'qtd,naive', '--no-query', '--no-incremental']) });
    expect(report.strategies).toEqual(expect.arrayContaining(['qtd', 'naive']));
    const qtd = report.cells.filter((c) => c.strategy === 'qtd');
    const calls = qtd.reduce((n, c) => n + (c.llm?.calls ?? 0), 0);
    expect(calls).toBeGreaterThan(0);
    expect(qtd.every((c) => (c.llm?.tokens ?? 0) > 0)).toBe(true);
    expect(qtd.every((c) => c.llm?.fallbacks === 0)).toBe(true);
    // naive's empty replies: every run falls back to pith, and says so
    const naive = report.cells.filter((c) => c.strategy === 'naive');
    expect(naive.every((c) => c.llm!.fallbacks === c.runs)).toBe(true);
    expect(report.runs.filter((r) => r.strategy === 'qtd').every((r) => r.llm && r.llm.calls === 1)).toBe(true);
    expect(server.requests.length - from).toBeGreaterThanOrEqual(calls);
    expect(report.cells.filter((c) => c.strategy === 'full').every((c) => c.llm === undefined)).toBe(true);
    const table = retentionTable(report.cells, report.strategies, report.times);
    expect(table.split('\n')[0]).toMatch(/llm calls\s+llm tokens\s+fallbacks$/);
    expect(table.split('\n').find((l) => l.startsWith('qtd'))).toMatch(new RegExp(`\\s${calls}\\s+\\d+\\s+0$`));
  }, 60_000);
});
