// Retention benchmark data: generated scenarios (counts, sizes, determinism, probe integrity) and Instinct8 loading.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadInstinct8 } from '../../bench/retention/instinct8.js';
import { checkProbe, containsPattern, contextText, normalise } from '../../bench/retention/probe-check.js';
import { PROBE_TYPES, type Scenario } from '../../bench/retention/types.js';
import { loadScenarios } from '../../bench/scenarios/index.js';
import { countTokens } from '../../src/platform/node.js';

const INSTINCT8 = new URL('../../../shared/data/instinct8/', import.meta.url);

/** Index of the first message whose text contains `pattern`, or -1. */
const firstMention = (s: Scenario, pattern: string): number =>
  s.messages.findIndex((m) => containsPattern(normalise(contextText([m])), normalise(pattern)));

describe('generated retention scenarios', () => {
  let all: Scenario[];
  beforeAll(() => {
    const started = performance.now();
    all = loadScenarios();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('has at least 12 scenarios, 150 probes and 12 probes of every type', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    const probes = all.flatMap((s) => s.probes);
    expect(probes.length).toBeGreaterThanOrEqual(150);
    for (const type of PROBE_TYPES) expect(probes.filter((p) => p.type === type).length, type).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect(new Set(probes.map((p) => p.id)).size).toBe(probes.length);
  });

  it('sizes every scenario between 5k and 200k o200k tokens', async () => {
    for (const s of all) {
      const tokens = await countTokens(s.messages, { tokenizer: 'o200k' });
      expect(tokens, s.id).toBeGreaterThanOrEqual(5_000);
      expect(tokens, s.id).toBeLessThanOrEqual(200_000);
    }
  });

  it('is deterministic', () => {
    expect(loadScenarios()).toEqual(all);
  });

  it('returns 2 small scenarios of at most 8k tokens with small: true', async () => {
    const small = loadScenarios({ small: true });
    expect(small).toHaveLength(2);
    for (const s of small) expect(await countTokens(s.messages, { tokenizer: 'o200k' })).toBeLessThanOrEqual(8_000);
  });

  it('states every probe: all patterns are in the conversation up to introducedAt', () => {
    for (const s of all) {
      const text = contextText(s.messages);
      for (const p of s.probes) {
        expect(checkProbe(p, text).pass, `${p.id} ${p.patterns.join(' | ')}`).toBe(true);
        expect(checkProbe(p, contextText(s.messages.slice(0, p.introducedAt + 1))).pass, `${p.id} by ${p.introducedAt}`).toBe(true);
        expect(p.question.length, p.id).toBeGreaterThan(10);
      }
    }
  });

  it('mentions stale values before their correction, and never asks for a stale value', () => {
    for (const s of all) {
      const stale = new Set(s.probes.flatMap((p) => p.stale ?? []).map(normalise));
      for (const p of s.probes) {
        if (p.type === 'correction') expect(p.stale?.length, p.id).toBeGreaterThan(0);
        for (const old of p.stale ?? []) {
          const at = firstMention(s, old);
          expect(at, `${p.id} stale "${old}"`).toBeGreaterThanOrEqual(0);
          expect(at, `${p.id} stale "${old}"`).toBeLessThan(p.introducedAt);
        }
        for (const pattern of p.patterns) expect(stale.has(normalise(pattern)), `${p.id} asks for stale "${pattern}"`).toBe(false);
      }
    }
  });

  it('opens every multi-session session with its date and time', () => {
    for (const s of all.filter((x) => x.id.endsWith('-sessions'))) {
      const headers = s.messages.filter((m) => m.role === 'user' && /^\[Session \d+ — \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d\]/.test(String(m.content)));
      expect(headers.length, s.id).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('Instinct8 templates', () => {
  it('requires the shared data folder', () => {
    // Said loudly rather than skipped: these tests need ../shared/data/instinct8 beside the repo.
    expect(existsSync(INSTINCT8), `Instinct8 data missing at ${fileURLToPath(INSTINCT8)}`).toBe(true);
  });

  it('throws a clear error naming a missing folder', () => {
    expect(() => loadInstinct8('/nonexistent/instinct8')).toThrow(/\/nonexistent\/instinct8/);
  });

  it('loads at least 18 templates and skips exactly the malformed ones', () => {
    const { scenarios, skipped } = loadInstinct8(INSTINCT8);
    expect(scenarios.length).toBeGreaterThanOrEqual(18);
    expect(skipped.map((s) => s.file).sort()).toEqual(['research-synthesis-004-8k-test.json', 'research-synthesis-006-8k-4compactions.json']);
    for (const s of skipped) expect(s.reason).toMatch(/malformed JSON: .*line \d+, column \d+/);
  });

  it('skips a template that is valid JSON but breaks the schema, and keeps loading the others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pith-instinct8-'));
    const turns = [{ role: 'user', content: 'Plan Lisbon; the budget is $200 at most.' }, { role: 'assistant', content: 'Noted: Lisbon, maximum budget $200.' }];
    writeFileSync(join(dir, 'a-good.json'), JSON.stringify({ template_id: 'good', initial_setup: { hard_constraints: ['Budget maximum $200'] }, turns }));
    writeFileSync(join(dir, 'b-null-turn.json'), JSON.stringify({ template_id: 'null-turn', turns: [null] }));
    writeFileSync(join(dir, 'c-constraints.json'), JSON.stringify({ template_id: 'constraints', initial_setup: { hard_constraints: 'none' }, turns }));
    const { scenarios, skipped } = loadInstinct8(dir);
    expect(scenarios.map((s) => s.id)).toEqual(['good']);
    expect(skipped.map((s) => s.file)).toEqual(['b-null-turn.json', 'c-constraints.json']);
    for (const s of skipped) expect(s.reason).toMatch(/^malformed template: /);
  });

  it('builds probes whose 2-4 patterns all occur in the turns by introducedAt', () => {
    const { scenarios } = loadInstinct8(INSTINCT8);
    for (const s of scenarios) {
      expect(s.source).toBe('instinct8');
      expect(s.probes.length, s.id).toBeGreaterThan(0);
      for (const p of s.probes) {
        expect(p.patterns.length, p.id).toBeGreaterThanOrEqual(2);
        expect(p.patterns.length, p.id).toBeLessThanOrEqual(4);
        expect(checkProbe(p, contextText(s.messages.slice(0, p.introducedAt + 1))).pass, p.id).toBe(true);
      }
    }
    const simple = scenarios.find((s) => s.id === 'test-simple')!;
    expect(simple.salience).toContain('Total cost: $110');
    expect(simple.probes.find((p) => p.type === 'constraint' && p.fact === 'Budget: maximum $200')?.patterns).toContain('$200');
  });
});
